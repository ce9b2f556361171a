// ARCHITECTURE.md lists every browser test by file (issue 37: what is covered, and where each check
// moved). The list is compared with what Playwright itself would run (`playwright test --list`), so a
// test added, renamed, merged or deleted without its line here fails, and the message holds the list
// to paste.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const HEAD = 'Every browser test, by file';

interface Spec {
  title: string;
  line: number;
  tests: {projectName: string}[];
}
interface Suite {
  title: string;
  file?: string;
  specs?: Spec[];
  suites?: Suite[];
}

/** Each spec file's test titles (describe › title), in source order; a `mobile` project run is marked. */
function listedByPlaywright(): Map<string, string[]> {
  const json = execFileSync(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', '--list', '--reporter=json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const byFile = new Map<string, {line: number; title: string}[]>();
  const walk = (suite: Suite, file: string, names: string[]) => {
    for (const spec of suite.specs ?? []) {
      const title = [...names, spec.title].join(' › ');
      const rows = byFile.get(file) ?? [];
      byFile.set(file, rows);
      for (const project of new Set(spec.tests.map((t) => t.projectName))) {
        const shown = project === 'mobile' ? `${title} [mobile]` : title;
        if (!rows.some((r) => r.title === shown)) rows.push({line: spec.line, title: shown});
      }
    }
    for (const child of suite.suites ?? []) walk(child, file, [...names, child.title]);
  };
  for (const top of (JSON.parse(json) as {suites: Suite[]}).suites) walk(top, top.file ?? top.title, []);
  return new Map(
    [...byFile]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, rows]) => [file, rows.sort((a, b) => a.line - b.line).map((r) => r.title)]),
  );
}

it('ARCHITECTURE.md lists every browser test Playwright runs, by file, and no other', () => {
  const doc = readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const start = doc.indexOf(HEAD);
  expect(start, `ARCHITECTURE.md has no "${HEAD}" list`).toBeGreaterThan(0);
  // The list: the run of "- " lines that follows the heading's paragraph.
  const after = doc.slice(start).split('\n');
  const first = after.findIndex((line) => line.startsWith('- '));
  const end = after.findIndex((line, i) => i > first && !line.startsWith('- '));
  const documented = first < 0 ? [] : after.slice(first, end < 0 ? undefined : end);
  const expected = [...listedByPlaywright()].map(([file, titles]) => `- \`${file}\`: ${titles.join('; ')}.`);
  expect(expected.length, 'Playwright lists the spec files').toBeGreaterThan(20);
  expect(
    documented.join('\n'),
    `ARCHITECTURE.md's "${HEAD}" list is out of date; it should read:\n\n${expected.join('\n')}\n`,
  ).toBe(expected.join('\n'));
});
