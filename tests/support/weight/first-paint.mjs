// Where the time goes before the first paint (issue 50), read from one Lighthouse run: its network
// requests (lhr) and its trace. With `--throttling-method=devtools` these are the throttled phone's
// real timings; with Lantern's simulation they are the unthrottled load Lantern starts from.

/**
 * @typedef {object} FirstPaint
 * @property {number} fcp ms after navigation start (the trace's firstContentfulPaint)
 * @property {number} htmlEnd ms: the document's last byte
 * @property {number} htmlBytes on the wire
 * @property {number} cssEnd ms: the last render-blocking stylesheet's last byte (0 without one; a preloaded
 *   stylesheet does not block: the trace's `renderBlocking`)
 * @property {number} cssBytes on the wire, every stylesheet requested before the first paint, blocking or not
 * @property {number} jsBytes on the wire, every script requested before the first paint (shares the link with the CSS)
 * @property {number} style ms of style recalculation on the page's main thread before the first paint
 * @property {number} layout ms of layout, same window
 * @property {number} paint ms of pre-paint, paint and layerize, same window
 * @property {number} script ms of script compile and evaluation, same window
 * @property {number} parse ms of HTML parsing, same window
 * @property {number} styledElements elements whose style was computed before the first paint
 * @property {number} layoutObjects layout objects laid out before the first paint (the sum over layouts)
 */

/** @typedef {{name: string, ph?: string, ts: number, dur?: number, pid: number, tid: number, args?: any}} TraceEvent */
/** @typedef {{url: string, resourceType?: string, networkRequestTime: number, networkEndTime: number, transferSize: number}} NetworkRequest */

const SUMS = /** @type {const} */ ({
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  'v8.compile': 'script',
  EvaluateScript: 'script',
  ParseHTML: 'parse',
});

/**
 * @param {{audits: Record<string, any>}} lhr
 * @param {TraceEvent[]} events
 * @returns {FirstPaint}
 */
export function firstPaintBreakdown(lhr, events) {
  const nav =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ??
    events.find((e) => e.name === 'navigationStart');
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  if (!nav || !fcpEvent) throw new Error('first-paint: the trace has no navigationStart or firstContentfulPaint');
  // The page's renderer: the main thread of the process that reported the first contentful paint.
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcpEvent.pid)
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const fcpMs = (fcpEvent.ts - nav.ts) / 1000;
  /** @type {NetworkRequest[]} */
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const before = requests.filter((r) => r.networkRequestTime < fcpMs);
  const of = (/** @type {string} */ type) => before.filter((r) => r.resourceType === type);
  const doc = requests.find((r) => r.resourceType === 'Document');
  const sumBytes = (/** @type {NetworkRequest[]} */ rs) => rs.reduce((s, r) => s + (r.transferSize ?? 0), 0);
  const out = {style: 0, layout: 0, paint: 0, script: 0, parse: 0, styledElements: 0, layoutObjects: 0};
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || e.ts > fcpEvent.ts || !mainThreads.has(`${e.pid}:${e.tid}`)) continue;
    const kind = SUMS[/** @type {keyof typeof SUMS} */ (e.name)];
    if (!kind) continue;
    out[kind] += e.dur / 1000;
    if (e.name === 'UpdateLayoutTree') out.styledElements += e.args?.elementCount ?? 0;
    if (e.name === 'Layout') out.layoutObjects += e.args?.beginData?.dirtyObjects ?? 0;
  }
  const css = of('Stylesheet');
  const blocking = new Set(
    events
      .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.renderBlocking === 'blocking')
      .map((e) => e.args.data.url),
  );
  return {
    fcp: Math.round(fcpMs),
    htmlEnd: Math.round(doc?.networkEndTime ?? NaN),
    htmlBytes: doc?.transferSize ?? NaN,
    cssEnd: Math.round(Math.max(0, ...css.filter((r) => blocking.has(r.url)).map((r) => r.networkEndTime))),
    cssBytes: sumBytes(css),
    jsBytes: sumBytes(of('Script')),
    style: Math.round(out.style),
    layout: Math.round(out.layout),
    paint: Math.round(out.paint),
    script: Math.round(out.script),
    parse: Math.round(out.parse),
    styledElements: out.styledElements,
    layoutObjects: out.layoutObjects,
  };
}
