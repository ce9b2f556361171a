// Lighthouse as a first-time reader meets the site (issue 24): every run starts its own Chromium with
// a new, empty profile (chrome-launcher makes a temporary --user-data-dir per launch), so no V8 code
// cache, HTTP cache or compiled script survives from one run to the next. A warm browser flatters:
// reusing one Chromium for all runs reported 35-191 ms of TBT where cold runs gave 300-1200.
// Several sites are measured interleaved (run 1 of every site, then run 2, ...; the order of the
// sites turns each round), so a machine that gets busier or quieter during the run moves them alike.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {firstPaintBreakdown} from './first-paint.mjs';

/**
 * @typedef {object} LighthouseSample One Lighthouse run.
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} fcp ms
 * @property {number} lcp ms
 * @property {number} tbt ms
 * @property {number} mainThread ms (mainthread-work-breakdown)
 * @property {number} bootup ms of script evaluation and compile (bootup-time)
 * @property {number} cls
 * @property {number} benchmarkIndex Lighthouse's measure of the machine's speed during the run (higher = faster)
 * @property {string[]} failing binary audits that did not pass
 * @property {import('./first-paint.mjs').FirstPaint} firstPaint where the time went before the first paint
 */

/**
 * One Lighthouse run in a fresh Chromium.
 * @param {object} o
 * @param {string} o.url
 * @param {'mobile' | 'desktop'} o.preset
 * @param {'simulate' | 'devtools'} o.throttling `simulate`: Lantern's 4× CPU and slow 4G estimate from an
 *   unthrottled load; `devtools`: the CPU and network really throttled while the page loads
 * @param {string} o.chromePath
 * @param {string[]} o.chromeFlags
 * @param {Record<string, string>} [o.env] extra environment of the Chromium (FONTCONFIG_FILE: ./cjk-font.mjs)
 * @returns {Promise<LighthouseSample>}
 */
export async function coldLighthouse({url, preset, throttling, chromePath, chromeFlags, env = {}}) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...chromeFlags, '--headless=new'],
    envVars: {...process.env, ...env},
  });
  try {
    const out = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod: throttling},
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = out?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    /** @param {string} c */
    const score = (c) => Math.round((lhr.categories[c]?.score ?? NaN) * 100);
    /** @param {string} id */
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      mainThread: value('mainthread-work-breakdown'),
      bootup: value('bootup-time'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      failing: Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs.filter((a) => a.weight > 0).map((a) => lhr.audits[a.id]))
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
      firstPaint: firstPaintBreakdown(lhr, out.artifacts.Trace.traceEvents),
    };
  } finally {
    chrome.kill();
  }
}

/** @param {number[]} xs */
export const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * @typedef {object} ColdResult Medians over the runs of one site, route, preset and throttling.
 * @property {string} site
 * @property {string} route name
 * @property {string} path
 * @property {string} preset
 * @property {string} throttling
 * @property {number} runs
 * @property {Record<keyof Omit<LighthouseSample, 'failing' | 'firstPaint'>, number>} median
 * @property {Record<keyof Omit<LighthouseSample, 'failing' | 'firstPaint'>, [number, number]>} range min and max
 * @property {Record<keyof import('./first-paint.mjs').FirstPaint, number>} firstPaint medians of each figure
 * @property {LighthouseSample[]} samples
 * @property {string[]} failingAudits
 */

/**
 * Runs Lighthouse `runs` times per site, route, preset and throttling, interleaved.
 * @param {object} o
 * @param {{name: string, origin: string}[]} o.sites
 * @param {{name: string, path: string}[]} o.routes
 * @param {('mobile' | 'desktop')[]} o.presets
 * @param {('simulate' | 'devtools')[]} o.throttlings
 * @param {number} o.runs
 * @param {string} o.chromePath
 * @param {string[]} o.chromeFlags
 * @param {Record<string, string>} [o.env] extra environment of every Chromium
 * @param {(sample: LighthouseSample & {run: number, site: string, route: string, preset: string, throttling: string}) => void} [o.onSample]
 *   called after every run, so a long benchmark stopped early keeps the runs it finished
 * @returns {Promise<ColdResult[]>}
 */
export async function interleavedLighthouse({
  sites,
  routes,
  presets,
  throttlings,
  runs,
  chromePath,
  chromeFlags,
  env,
  onSample,
}) {
  /** @type {Map<string, LighthouseSample[]>} */
  const samples = new Map();
  const key = (/** @type {string[]} */ ...parts) => parts.join('\u0000');
  for (let i = 0; i < runs; i += 1) {
    for (const preset of presets) {
      for (const throttling of throttlings) {
        for (const route of routes) {
          // Turn the order of the sites each round: none always goes first.
          const order = sites.map((_, j) => sites[(i + j) % sites.length]);
          for (const site of order) {
            /** @type {LighthouseSample} */
            let s;
            try {
              s = await coldLighthouse({
                url: site.origin + route.path,
                preset,
                throttling,
                chromePath,
                chromeFlags,
                env,
              });
            } catch (error) {
              // On a loaded machine a run can time out; the cell keeps its other runs (`runs` says how many)
              // rather than the whole benchmark being lost.
              process.stdout.write(
                `  #${i + 1} ${preset}/${throttling} ${route.name} ${site.name}: failed: ${String(error)}\n`,
              );
              continue;
            }
            const k = key(site.name, route.name, preset, throttling);
            samples.set(k, [...(samples.get(k) ?? []), s]);
            onSample?.({...s, run: i + 1, site: site.name, route: route.name, preset, throttling});
            process.stdout.write(
              `  #${i + 1} ${preset}/${throttling} ${route.name} ${site.name}: perf ${s.performance}, TBT ${Math.round(s.tbt)} ms, LCP ${Math.round(s.lcp)} ms\n`,
            );
          }
        }
      }
    }
  }
  /** @type {ColdResult[]} */
  const out = [];
  for (const preset of presets)
    for (const throttling of throttlings)
      for (const route of routes)
        for (const site of sites) {
          const list = samples.get(key(site.name, route.name, preset, throttling)) ?? [];
          /** @type {(keyof Omit<LighthouseSample, 'failing' | 'firstPaint'>)[]} */
          const fields = [
            'performance',
            'accessibility',
            'bestPractices',
            'seo',
            'fcp',
            'lcp',
            'tbt',
            'mainThread',
            'bootup',
            'cls',
            'benchmarkIndex',
          ];
          const med = /** @type {ColdResult['median']} */ (
            Object.fromEntries(fields.map((f) => [f, median(list.map((s) => s[f]))]))
          );
          const range = /** @type {ColdResult['range']} */ (
            Object.fromEntries(
              fields.map((f) => [f, [Math.min(...list.map((s) => s[f])), Math.max(...list.map((s) => s[f]))]]),
            )
          );
          out.push({
            site: site.name,
            route: route.name,
            path: route.path,
            preset,
            throttling,
            runs: list.length,
            median: med,
            range,
            firstPaint: /** @type {ColdResult['firstPaint']} */ (
              Object.fromEntries(
                Object.keys(list[0]?.firstPaint ?? {}).map((f) => [
                  f,
                  median(list.map((s) => s.firstPaint[/** @type {keyof typeof s.firstPaint} */ (f)])),
                ]),
              )
            ),
            samples: list,
            failingAudits: [...new Set(list.flatMap((s) => s.failing))],
          });
        }
  return out;
}
