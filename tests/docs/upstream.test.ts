// UPSTREAM.md (issue 48): each limu defect the site documents, with a reproduction whose `// =>` lines
// state the defective result. On limu 4.1.3 every reproduction must still hold: when one stops, the
// defect is fixed and the pages it names must change. Each block is also run on every older release
// installed as an npm alias; the versions it holds on must be the section's "Reproduces on" line.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {runSample} from '../../src/lib/examples';
import {pageFile} from '../support/claims/coverage';
import {loadLimu, ROOT} from '../claims/limu-packages';

export interface Defect {
  id: string;
  title: string;
  /** `page` or `page#anchor`, page ids as in the claims ledger (`guides/pitfalls`). */
  pages: string[];
  versions: string[];
  code: string;
}

/** The sections of UPSTREAM.md: `## title {/* #id *\/}`, the Documented/Reproduces lines, the first js block. */
export function parseUpstream(markdown: string): Defect[] {
  return markdown
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const head = /^(.*?) \{\/\* #([\w-]+) \*\/\}/.exec(section);
      const documented = /^\*\*Documented on:\*\* (.+)$/m.exec(section);
      const reproduces = /^\*\*Reproduces on:\*\* (.+)$/m.exec(section);
      const code = /^```js\n([\s\S]*?)^```$/m.exec(section);
      if (!head || !documented || !reproduces || !code)
        throw new Error(`UPSTREAM.md: a section lacks its heading id, Documented on, Reproduces on or js block:\n${section.slice(0, 200)}`);
      return {
        id: head[2]!,
        title: head[1]!,
        pages: [...documented[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
        versions: reproduces[1]!.split(',').map((v) => v.trim()),
        code: code[1]!,
      };
    });
}

/** Every limu version installed: the site's and each `npm:limu@x` alias of package.json. */
function installedVersions(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const aliases = Object.values({...manifest.dependencies, ...manifest.devDependencies})
    .map((spec) => /^npm:limu@(.+)$/.exec(spec)?.[1])
    .filter((v): v is string => Boolean(v));
  const order = (v: string) => v.split('.').map(Number);
  return [...new Set([...aliases, manifest.dependencies.limu!])].sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
}

/** Whether every `// =>` line of the reproduction holds on limu `version`. */
async function reproduces(code: string, version: string): Promise<{ok: boolean; why: string}> {
  const limu = loadLimu(version);
  const result = await runSample(code, 'js', {
    require: (id: string) => {
      if (id !== 'limu') throw new Error(`UPSTREAM.md reproductions import limu only, not '${id}'`);
      return limu;
    },
  });
  const why = result.error
    ? String(result.error.message)
    : result.failures.map((f) => `line ${f.line}: expected ${f.expected}, got ${f.actual}`).join('; ');
  return {ok: result.ok, why};
}

const defects = parseUpstream(readFileSync(path.join(ROOT, 'UPSTREAM.md'), 'utf8'));
const versions = installedVersions();

describe('UPSTREAM.md', () => {
  it('lists defects, each documented on existing pages and anchors', () => {
    expect(defects.length).toBeGreaterThan(5);
    expect(new Set(defects.map((d) => d.id)).size).toBe(defects.length);
    const behaviour = readFileSync(path.join(ROOT, 'src/data/behaviour.json'), 'utf8');
    for (const d of defects) {
      expect(d.pages.length, d.id).toBeGreaterThan(0);
      for (const ref of d.pages) {
        const [page, anchor] = ref.split('#') as [string, string | undefined];
        for (const locale of ['zh', 'en'] as const) {
          const file = pageFile(page, locale);
          expect(existsSync(path.join(ROOT, file)), file).toBe(true);
          if (!anchor) continue;
          const found =
            page === 'guides/behaviour'
              ? behaviour.includes(`"id": "${anchor}"`)
              : readFileSync(path.join(ROOT, file), 'utf8').includes(`{/* #${anchor} */}`);
          expect(found, `${d.id}: ${ref} has no anchor #${anchor} in ${file}`).toBe(true);
        }
      }
    }
  });

  for (const d of defects) {
    it(`${d.id}: still reproduces on limu 4.1.3`, async () => {
      const {ok, why} = await reproduces(d.code, '4.1.3');
      expect(
        ok,
        `"${d.title}" no longer reproduces on limu 4.1.3 (${why}): the defect may be fixed; update ${d.pages.join(', ')} and UPSTREAM.md`,
      ).toBe(true);
    });

    it(`${d.id}: reproduces on exactly the versions its section lists`, async () => {
      const holds: string[] = [];
      for (const version of versions) if ((await reproduces(d.code, version)).ok) holds.push(version);
      expect(holds, `the Reproduces on line of "${d.title}"`).toEqual(d.versions);
    });
  }

  it('the check fails on a reproduction that does not hold, naming why', async () => {
    const {ok, why} = await reproduces("import { produce } from 'limu';\nproduce({ a: 1 }, () => {}).a; // => 2\n", '4.1.3');
    expect([ok, why]).toEqual([false, 'line 2: expected 2, got 1']);
  });
});
