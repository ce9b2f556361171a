// ARCHITECTURE.md §8 "Navbar item fails to render | Error reports which item", on the fixture site
// tests/fixtures/faulty-site (built into a temp dir and served by scripts/serve.mjs for this file).
// Its navbar has a custom item type `custom-boom` that renders normally, and throws during render
// in the browser when the URL has `?boom`. Desktop project only (playwright.config.ts): the file
// serves the fixture on one port. The build is the one tests/build/fixture-site.test.ts made earlier
// in the run, or made here if this file runs alone (tests/fixtures/faulty-site.ts).
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {expect, open, test} from './support/fixtures';
import {FAULTY_BASE, buildFaultySite, type FaultyBuild} from '../fixtures/faulty-site';

/** Next to the main site's port: E2E_PORT + 10 (4173 -> 4183) unless E2E_FIXTURE_PORT is set. */
const PORT = Number(process.env.E2E_FIXTURE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 10);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HOME = `${ORIGIN}${FAULTY_BASE}`;

let build: FaultyBuild | undefined;
let server: ChildProcess | undefined;

// One worker for the whole file: one build, one server.
test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  build = await buildFaultySite('ok');
  expect(build.exitCode, `docusaurus build of the fixture failed:\n${build.output.slice(-4000)}`).toBe(0);
  const serveScript = path.resolve(__dirname, '../../scripts/serve.mjs');
  server = spawn(
    process.execPath,
    [serveScript, '--dir', build.outDir, '--port', String(PORT), '--base', FAULTY_BASE],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let serverLog = '';
  server.stdout?.on('data', (c: Buffer) => (serverLog += c.toString()));
  server.stderr?.on('data', (c: Buffer) => (serverLog += c.toString()));
  // Ready when it says so (printed once it listens), not when something answers on the port:
  // a server left over from an earlier run must not be mistaken for this one.
  await expect
    .poll(
      () => {
        if (server?.exitCode !== null) throw new Error(`scripts/serve.mjs exited on port ${PORT}: ${serverLog}`);
        return serverLog.includes(`Serving ${build?.outDir} at ${HOME}`);
      },
      {message: `fixture server at ${HOME}`, timeout: 30_000},
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill();
});

test('without the trigger the fixture page renders normally, custom navbar item included', async ({page}) => {
  expect(await open(page, HOME)).toBe(200);
  await expect(page.locator('h1')).toHaveText('Fixture home');
  await expect(page.locator('nav.navbar')).toContainText('Boom item');
  await expect(page.getByText('This page crashed')).toHaveCount(0);
});

test('a navbar item that throws: the crash page names the item (its config JSON) and the cause', async ({
  page,
  consoleLog,
}) => {
  // React logs the errors its boundaries catch.
  consoleLog.allow('error', /BoomNavbarItem exploded on purpose|A theme navbar item failed to render/);
  await page.goto(`${HOME}?boom`);
  const heading = page.getByRole('heading', {name: 'This page crashed'});
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
  const report = page.locator('body');
  await expect(report).toContainText('A theme navbar item failed to render.');
  await expect(report).toContainText('Please double-check the following navbar item (themeConfig.navbar.items)');
  // The item is identified by its config, printed as JSON.
  await expect(report).toContainText('"type": "custom-boom"');
  await expect(report).toContainText('"label": "Boom item"');
  // Followed by the cause chain down to the component's own error.
  await expect(report).toContainText('Cause:');
  await expect(report).toContainText('BoomNavbarItem exploded on purpose (?boom)');
  // The healthy page content is gone: the crash page replaced the whole page.
  await expect(page.getByRole('heading', {name: 'Fixture home'})).toHaveCount(0);
});
