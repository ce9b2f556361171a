// The behaviour matrix (issue 13): src/data/behaviour.json must be exactly what the probes give
// with the installed libraries, the pages must show every group, and every limu row that differs,
// throws or changes its base must have a pitfalls section linking to it.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {LIBS, type BehaviourData, type Row} from '../../src/data/behaviour.types';
import {SOURCE_DIRS} from '../../src/data/site.mjs';
import {ROOT} from './collect';


const JSON_FILE = 'src/data/behaviour.json';
const committed = JSON.parse(readFileSync(path.join(ROOT, JSON_FILE), 'utf8')) as BehaviourData;
const PAGES = Object.values(SOURCE_DIRS.docs).map((dir) => `${dir}/guides/behaviour.mdx`);
const PITFALLS = Object.values(SOURCE_DIRS.docs).map((dir) => `${dir}/guides/pitfalls.md`);

/** Rows whose results differ between two runs, each named: `row id: library: committed → now`. */
export function rowDifferences(before: BehaviourData, after: BehaviourData): string[] {
  const out: string[] = [];
  const now = new Map(after.rows.map((r) => [r.id, r]));
  for (const r of before.rows) {
    const n = now.get(r.id);
    if (!n) {
      out.push(`${r.id}: in ${JSON_FILE} but no longer probed`);
      continue;
    }
    for (const key of Object.keys({...r, ...n}) as (keyof Row)[]) {
      const a = JSON.stringify(r[key]);
      const b = JSON.stringify(n[key]);
      if (a !== b) out.push(`${r.id}: ${key}: committed ${a} → now ${b}`);
    }
  }
  for (const r of after.rows) if (!before.rows.some((b) => b.id === r.id)) out.push(`${r.id}: probed but missing from ${JSON_FILE}`);
  if (JSON.stringify(before.groups) !== JSON.stringify(after.groups)) out.push('groups differ');
  return out;
}

/** limu rows a reader must be warned about: not the expected result, or a changed base. */
export function limuPitfallRows(data: BehaviourData): Row[] {
  return data.rows.filter((r) => r.limu.status === 'differs' || r.limu.status === 'throws' || (!r.limu.baseKept && !r.changesBase));
}

describe('behaviour matrix', () => {
  it('src/data/behaviour.json is what the probes give now (npm run behaviour rewrites it)', () => {
    const out = execFileSync(process.execPath, ['-r', 'sucrase/register/ts', 'scripts/behaviour.ts', '--stdout'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const fresh = JSON.parse(out) as BehaviourData;
    expect(rowDifferences(committed, fresh), `rerun the probes with \`npm run behaviour\` and review the diff of ${JSON_FILE}`).toEqual([]);
    expect(fresh.versions).toEqual(committed.versions);
  }, 120_000);

  it('records the installed library versions', () => {
    const req = createRequire(path.join(ROOT, 'package.json'));
    const installed = Object.fromEntries(
      LIBS.map((n) => [n, (req(`${n}/package.json`) as {version: string}).version]),
    );
    expect(committed.versions, `${JSON_FILE} was made with other versions: run \`npm run behaviour\``).toEqual(installed);
  });

  it('has at least 80 rows, each with a stable id, a known group and labels in both languages', () => {
    expect(committed.rows.length).toBeGreaterThanOrEqual(80);
    const groups = new Set(committed.groups.map((g) => g.id));
    for (const r of committed.rows) {
      expect(r.id, r.id).toMatch(/^[a-z0-9-]+$/);
      expect(groups.has(r.group), `${r.id}: group ${r.group}`).toBe(true);
      expect(r.zh && r.en && r.code, `${r.id}: labels and code`).toBeTruthy();
    }
    expect(new Set(committed.rows.map((r) => r.id)).size).toBe(committed.rows.length);
  });

  for (const file of PAGES) {
    it(`${file} shows every group, once`, () => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      const shown = [...text.matchAll(/<BehaviourMatrix group="([^"]+)"/g)].map((m) => m[1]);
      expect(shown).toEqual(committed.groups.map((g) => g.id));
    });
  }

  for (const file of PITFALLS) {
    it(`${file} links every limu row that differs, throws or changes the base`, () => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      const missing = limuPitfallRows(committed)
        .filter((r) => !text.includes(`(./behaviour.mdx#${r.id})`))
        .map((r) => `${r.id} (${r.limu.status}${r.limu.got ? `: ${r.limu.got}` : ''}${r.limu.baseKept ? '' : ', base changed'})`);
      expect(missing, `${file} needs a section with a runnable workaround linking to these rows`).toEqual([]);
    });
  }

  it('the comparison catches a changed result (the check can fail)', () => {
    const changed: BehaviourData = {
      ...committed,
      rows: committed.rows.map((r, i) => (i === 0 ? {...r, limu: {...r.limu, status: r.limu.status === 'same' ? 'differs' : 'same'}} : r)),
    };
    expect(rowDifferences(committed, changed)).toEqual([expect.stringMatching(new RegExp(`^${committed.rows[0].id}: limu: `))]);
  });
});
