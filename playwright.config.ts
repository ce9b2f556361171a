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
  // Every test runs at desktop width. The `mobile` project runs again, at 390px with touch, only the
  // tests tagged `@mobile`: tag a test (or a describe) `{tag: '@mobile'}` when what it checks looks or
  // works differently below the 996px breakpoint (the navbar collapsed into the menu, a toggle inside
  // it, a layout that must fit 390px). Request checks, config checks and tests that set their own
  // viewport stay untagged. The sitemap crawl chooses its own widths and colour modes
  // (tests/e2e/crawl.spec.ts), so it loads every page at 390px too; its colour pass runs after it
  // (tests/e2e/crawl-colours.spec.ts).
  projects: [
    {
      name: 'desktop',
      testIgnore: /crawl(-colours)?\.spec\.ts/,
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions},
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      // s8-errors serves its own fixture site on one port: it runs once, at desktop width.
      testIgnore: /(crawl|crawl-colours|s8-errors)\.spec\.ts/,
      use: {...devices['Pixel 5'], viewport: {width: 390, height: 844}, launchOptions},
    },
    {
      name: 'crawl',
      testMatch: /crawl\.spec\.ts/,
      use: {...devices['Desktop Chrome'], launchOptions},
    },
    {
      // axe's colour rules on the fewest pages that show every colour combination the crawl recorded.
      name: 'crawl-colours',
      testMatch: /crawl-colours\.spec\.ts/,
      dependencies: ['crawl'],
      use: {...devices['Desktop Chrome'], launchOptions},
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --dir build --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/limu/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
