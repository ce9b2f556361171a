// Main-thread work of a cold page load, for `npm run bench:site -- --main-thread` (issue 14):
// Chromium under 4× CPU slow-down (Lighthouse mobile's factor), cold cache, each run in a fresh
// context at 412 px. Per run, until load + 2 s: script time and all task time (CDP
// Performance.getMetrics), the long tasks (> 50 ms) and their blocking sum (each minus 50 ms, over
// the whole load, not only after FCP), whether the page hydrated, and how many hydration slices
// were put off (src/lib/hydration/scheduler.ts). A benchmark, not a test: timings depend on the
// machine and its load; compare builds in one sitting.

/** The performance mark src/lib/hydration/scheduler.ts sets when the first hydration is done. */
const HYDRATION_MARK = 'limu:hydration-slices';

/**
 * @typedef {object} MainThreadResult Medians over the runs of one route.
 * @property {string} route
 * @property {number} runs
 * @property {number} script ms of script
 * @property {number} task ms of all tasks
 * @property {number} longTasks
 * @property {number} longest ms
 * @property {number} blocking ms over 50 ms, summed
 * @property {number} hydrated runs that hydrated
 * @property {number} putOff hydration slices put off to later tasks
 */

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} route
 */
async function oneLoad(browser, origin, route) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration);
      }).observe({type: 'longtask', buffered: true});
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(`${origin}${route}`, {waitUntil: 'load'});
    await page.waitForTimeout(2000);
    const {metrics} = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    const {longTasks, hydrated, putOff} = await page.evaluate((mark) => {
      const detail = /** @type {PerformanceMark | undefined} */ (performance.getEntriesByName(mark)[0])?.detail;
      return {
        longTasks: /** @type {number[]} */ (/** @type {any} */ (window).__longTasks),
        // Docusaurus sets this once the app has hydrated: a run that never did measures nothing.
        hydrated: document.documentElement.dataset.hasHydrated === 'true',
        putOff: /** @type {{putOff?: number} | undefined} */ (detail)?.putOff ?? 0,
      };
    }, HYDRATION_MARK);
    return {
      script: m.ScriptDuration * 1000,
      task: m.TaskDuration * 1000,
      longTasks: longTasks.length,
      blocking: longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0),
      longest: Math.max(0, ...longTasks),
      hydrated: hydrated ? 1 : 0,
      putOff,
    };
  } finally {
    await context.close();
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string[]} routes URL paths
 * @param {number} runs per route
 * @returns {Promise<MainThreadResult[]>}
 */
export async function mainThreadRuns(browser, origin, routes, runs) {
  /** @type {MainThreadResult[]} */
  const out = [];
  for (const route of routes) {
    /** @type {Awaited<ReturnType<typeof oneLoad>>[]} */
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await oneLoad(browser, origin, route));
    /** @param {keyof (typeof samples)[number]} key */
    const pick = (key) => median(samples.map((s) => s[key]));
    out.push({
      route,
      runs,
      script: pick('script'),
      task: pick('task'),
      longTasks: pick('longTasks'),
      longest: pick('longest'),
      blocking: pick('blocking'),
      hydrated: samples.filter((s) => s.hydrated).length,
      putOff: pick('putOff'),
    });
    console.log(`  main thread ${route}: longest task ${Math.round(pick('longest'))} ms`);
  }
  return out;
}
