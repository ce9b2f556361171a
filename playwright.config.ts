import {readFileSync} from 'node:fs';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// Debian's Chromium with the flags this sandboxed, offline machine needs (shared with bench:site).
const chromium = JSON.parse(readFileSync(path.join(__dirname, 'tests/support/chromium.json'), 'utf8')) as {
  path: string;
  flags: string[];
};
const launchOptions = {executablePath: process.env.CHROMIUM_PATH || chromium.path, args: chromium.flags};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json', {outputFile: '.test-results/playwright.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    trace: 'off',
    // One browser context and tab a worker, reset between tests by Playwright (cookies, HTTP cache,
    // storage, routes, init scripts, extra pages, viewport and emulation; the page is on about:blank),
    // instead of a new context and tab a test. Opening a tab is a new renderer process (about 0.45 s
    // on this machine), and the first load in it parses and compiles the site's scripts again. A/B/A/B
    // on search.spec and chrome.spec (27 tests, two workers): 170 and 177 test-seconds with a context a
    // test, 92 and 92 reused. What the reset leaves, permissions, the console guard clears
    // (support/fixtures.ts); tests/e2e/isolation.spec.ts proves the reset. Tests that need a first
    // visit in a new profile (layout-shift, weight, early-press) open their own with `newContext`.
    // Playwright calls the option experimental: UPGRADING.md.
    reuseContext: true,
  },
  // Every test runs at desktop width (1280px). What looks or works differently below the 996px
  // breakpoint (the navbar collapsed into the menu, a layout that must fit 390px) is a 390px step of
  // the desktop test: the loaded page narrowed in place (`resize` in tests/e2e/support/fixtures.ts),
  // no second load. The `mobile` project (a phone: 390px, touch) runs only the tests tagged `@mobile`,
  // those that need touch (a tap). The sitemap crawl chooses its own widths and colour modes
  // (tests/e2e/crawl.spec.ts): it narrows every page to 390px in place, and loads one page of each
  // layout on a phone.
  projects: [
    {
      name: 'desktop',
      testIgnore: /crawl\.spec\.ts/,
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions},
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      // faulty-navbar-item serves its own fixture site on one port: it runs once, at desktop width.
      testIgnore: /(crawl|faulty-navbar-item)\.spec\.ts/,
      use: {...devices['Pixel 5'], viewport: {width: 390, height: 844}, launchOptions},
    },
    {
      name: 'crawl',
      testMatch: /crawl\.spec\.ts/,
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions},
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --dir build --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/limu/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
