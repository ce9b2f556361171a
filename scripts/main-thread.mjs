#!/usr/bin/env node
// Main-thread work of a cold page load (issue 14: Preact in the browser, hydration in slices): Chromium under
// 4x CPU slow-down (Lighthouse mobile's factor), cold cache, each run in a fresh context. Per run,
// until load + 2 s: script time and all task time (CDP Performance.getMetrics ScriptDuration and
// TaskDuration), the long tasks (> 50 ms) and their blocking sum (TBT-like: sum of each minus 50 ms,
// over the whole load, not only after FCP), and whether the page hydrated. Prints medians.
// A benchmark, not a test: timings depend on the machine and its load; compare builds in one sitting.
//
// Usage: node scripts/main-thread.mjs [--dir build] [--runs 7] [--port 4218] [--routes docs/intro/,en/docs/intro/]
import {readFileSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {createSiteServer} from './serve.mjs';

const chromiumConfig = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));

/** @param {string} name @param {string} fallback */
function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const dir = arg('dir', 'build');
const runs = Number(arg('runs', '7'));
const port = Number(arg('port', '4218'));
const routes = arg('routes', 'docs/intro/,en/docs/intro/').split(',');

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = createSiteServer({dir, base: '/limu/'});
await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || chromiumConfig.path,
  args: chromiumConfig.flags,
});
try {
  for (const route of routes) {
    /** @type {{script: number, task: number, longTasks: number, blocking: number, longest: number, hydrated: number, putOff: number}[]} */
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({viewport: {width: 412, height: 823}});
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
      await page.goto(`http://127.0.0.1:${port}/limu/${route}`, {waitUntil: 'load'});
      await page.waitForTimeout(2000);
      const {metrics} = await cdp.send('Performance.getMetrics');
      const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
      const {longTasks, hydrated, putOff} = await page.evaluate(() => ({
        longTasks: /** @type {number[]} */ (/** @type {any} */ (window).__longTasks),
        // Docusaurus sets this once the app has hydrated: a run that never did measures nothing.
        hydrated: document.documentElement.dataset.hasHydrated === 'true',
        // src/lib/hydration/scheduler.ts: slices the first hydration put off to later tasks.
        putOff:
          /** @type {{putOff?: number} | undefined} */ (
            /** @type {PerformanceMark | undefined} */ (performance.getEntriesByName('limu:hydration-slices')[0])
              ?.detail
          )?.putOff ?? 0,
      }));
      samples.push({
        script: m.ScriptDuration * 1000,
        task: m.TaskDuration * 1000,
        longTasks: longTasks.length,
        blocking: longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0),
        longest: Math.max(0, ...longTasks),
        hydrated: hydrated ? 1 : 0,
        putOff,
      });
      await context.close();
    }
    const pick = (/** @type {keyof (typeof samples)[number]} */ k) => median(samples.map((s) => s[k]));
    console.log(
      `${dir} /limu/${route} x${runs} @4x CPU: script ${pick('script').toFixed(0)} ms, all tasks ${pick('task').toFixed(0)} ms, ` +
        `long tasks ${pick('longTasks')} (longest ${pick('longest').toFixed(0)} ms), blocking (sum over 50 ms) ${pick('blocking').toFixed(0)} ms, ` +
        `hydrated ${samples.filter((s) => s.hydrated).length}/${runs}, slices put off ${pick('putOff')}`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
