// ARCHITECTURE.md §5 / §8 "Page without default export | Error thrown", proven with a real build of the small
// fixture site tests/fixtures/faulty-site: as committed it builds; with one page that only has a
// named export added, the build fails and says which page and why.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {buildFaultySite, type FaultyBuild} from '../fixtures/faulty-site';

/** A tiny site builds in ~5 s alone; allow for two busy CI cores. */
const BUILD_TIMEOUT = 180_000;

describe('fixture site: a page without a default export', () => {
  let ok: FaultyBuild;
  let bad: FaultyBuild;

  // One after the other, not in parallel: each build uses both cores on its own. The `ok` build is
  // kept for tests/e2e/faulty-navbar-item.spec.ts (tests/fixtures/faulty-site.ts).
  beforeAll(async () => {
    ok = await buildFaultySite('ok');
    bad = await buildFaultySite('no-default-export');
  }, 2 * BUILD_TIMEOUT);

  it('the fixture as committed builds (so the failure below comes from the bad page)', () => {
    expect(ok.exitCode, `docusaurus build of the fixture failed:\n${ok.output.slice(-4000)}`).toBe(0);
    for (const page of ['index.html', 'second/index.html']) {
      expect(existsSync(path.join(ok.outDir, page)), `fixture build has no ${page}`).toBe(true);
    }
    // The custom navbar item of tests/e2e/faulty-navbar-item.spec.ts renders on the server (it only throws in a browser).
    expect(readFileSync(path.join(ok.outDir, 'index.html'), 'utf8')).toContain('>Boom item</span>');
  });

  it('adding a page with only a named export makes the build fail, naming the route and the cause', () => {
    expect(bad.exitCode, `the build with bad-pages/no-default.tsx succeeded:\n${bad.output.slice(-4000)}`).not.toBe(0);
    expect(bad.output).toContain('Docusaurus static site generation failed for 1 paths');
    expect(bad.output).toContain(`Can't render static file for pathname "/faulty/bad/no-default/"`);
    expect(bad.output).toContain("The page component at /faulty/bad/no-default/ doesn't have a default export");
  });

  it('only the bad page fails: no other route is reported', () => {
    const failedPaths = [...bad.output.matchAll(/Can't render static file for pathname "([^"]+)"/g)].map((m) => m[1]);
    expect([...new Set(failedPaths)]).toEqual(['/faulty/bad/no-default/']);
  });
});
