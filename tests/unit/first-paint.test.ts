import {describe, expect, it} from 'vitest';
import {firstPaintBreakdown} from '../support/weight/first-paint.mjs';

// A Lighthouse run reduced to what the breakdown reads: the page's renderer (pid 2, main thread 20), a
// worker thread and another process whose events must not count, and requests before and after the paint.
const T0 = 1_000_000; // navigationStart, µs
const at = (ms: number) => T0 + ms * 1000;
const task = (name: string, startMs: number, durMs: number, args: object = {}, pid = 2, tid = 20) => ({
  name,
  ph: 'X',
  ts: at(startMs),
  dur: durMs * 1000,
  pid,
  tid,
  args,
});
// The renderer's record of a request: whether the first paint waits for it.
const send = (url: string, renderBlocking: string) => ({
  name: 'ResourceSendRequest',
  ph: 'I',
  ts: at(660),
  pid: 2,
  tid: 20,
  args: {data: {url, renderBlocking}},
});
const events = [
  {name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 20, args: {name: 'CrRendererMain'}},
  {name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 21, args: {name: 'DedicatedWorker thread'}},
  {name: 'thread_name', ph: 'M', ts: 0, pid: 9, tid: 90, args: {name: 'CrRendererMain'}},
  {name: 'navigationStart', ph: 'R', ts: T0, pid: 2, tid: 20, args: {data: {isLoadingMainFrame: true}}},
  task('ParseHTML', 650, 12),
  ...['/a.css', '/b.css'].map((url) => send(url, 'blocking')),
  send('/preloaded.css', 'non_blocking'),
  task('UpdateLayoutTree', 1500, 60, {elementCount: 300}),
  task('Layout', 1560, 150, {beginData: {dirtyObjects: 500, totalObjects: 500}}),
  task('PrePaint', 1710, 5),
  task('Paint', 1715, 20),
  task('EvaluateScript', 1600, 30, {}, 2, 21), // a worker: not the page's main thread
  task('Layout', 1600, 400, {beginData: {dirtyObjects: 9999}}, 9, 90), // another renderer
  {name: 'firstContentfulPaint', ph: 'R', ts: at(1740), pid: 2, tid: 20, args: {}},
  task('EvaluateScript', 1800, 200), // after the paint
  task('Layout', 2000, 80, {beginData: {dirtyObjects: 700}}),
];
const lhr = {
  audits: {
    'network-requests': {
      details: {
        items: [
          {url: '/x/', resourceType: 'Document', networkRequestTime: 0, networkEndTime: 640, transferSize: 9000},
          {
            url: '/a.css',
            resourceType: 'Stylesheet',
            networkRequestTime: 670,
            networkEndTime: 1490,
            transferSize: 21000,
          },
          {
            url: '/b.css',
            resourceType: 'Stylesheet',
            networkRequestTime: 670,
            networkEndTime: 1300,
            transferSize: 1000,
          },
          // Preloaded, made a stylesheet on load: requested before the paint, not waited for.
          {
            url: '/preloaded.css',
            resourceType: 'Stylesheet',
            networkRequestTime: 670,
            networkEndTime: 1900,
            transferSize: 20000,
          },
          {
            url: '/main.js',
            resourceType: 'Script',
            networkRequestTime: 690,
            networkEndTime: 2000,
            transferSize: 114000,
          },
          {
            url: '/late.css',
            resourceType: 'Stylesheet',
            networkRequestTime: 2100,
            networkEndTime: 2300,
            transferSize: 500,
          },
          {
            url: '/chunk.js',
            resourceType: 'Script',
            networkRequestTime: 2300,
            networkEndTime: 2900,
            transferSize: 4000,
          },
        ],
      },
    },
  },
};

describe('first-paint breakdown (tests/support/weight/first-paint.mjs)', () => {
  it('sums the main thread of the painting renderer up to the first paint, and the requests made before it (the CSS it waited for by the trace)', () => {
    expect(firstPaintBreakdown(lhr, events)).toEqual({
      fcp: 1740,
      htmlEnd: 640,
      htmlBytes: 9000,
      cssEnd: 1490,
      cssBytes: 42000,
      jsBytes: 114000,
      style: 60,
      layout: 150,
      paint: 25,
      script: 0,
      parse: 12,
      styledElements: 300,
      layoutObjects: 500,
    });
  });

  it('says so when the trace has no first paint', () => {
    expect(() =>
      firstPaintBreakdown(
        lhr,
        events.filter((e) => e.name !== 'firstContentfulPaint'),
      ),
    ).toThrow(/no navigationStart or firstContentfulPaint/);
  });
});
