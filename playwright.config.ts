import {readFileSync} from 'node:fs';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// Debian's Chromium with the flags this sandboxed, offline machine needs (shared with bench:site).
const chromium = JSON.parse(readFileSync(path.join(__dirname, 'scripts/chromium.json'), 'utf8')) as {
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
