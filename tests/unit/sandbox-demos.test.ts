import {describe, expect, it} from 'vitest';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SOURCE_DIRS} from '../../src/data/site.mjs';
import {extractSamples, parseAssertions} from '../../src/lib/examples';
import {markdownPairs, ROOT} from '../docs/collect';

// The home page demos are ordinary doc samples: Markdown partials that tests/docs/samples.test.ts
// runs (their `// =>` lines are the expected output). This file only checks that every tab of
// src/components/HomeDemo/demos.ts has its partial in both languages, in the doc-sample pipeline.
const demosTs = readFileSync(path.join(ROOT, 'src/components/HomeDemo/demos.ts'), 'utf8');
const ids = [...demosTs.matchAll(/from '@home-demos\/([\w-]+)\.md'/g)].map((m) => m[1]!);
const LOCALES = {
  'zh-Hans': `${SOURCE_DIRS.pages['zh-Hans']}/_home-demos`,
  en: `${SOURCE_DIRS.pages.en}/_home-demos`,
};

describe('home page demos', () => {
  it('are imported by the tabs', () => {
    expect(ids).toEqual(['produce', 'draft', 'immut', 'onOperate', 'bench']);
  });

  const pairs = markdownPairs();
  for (const id of ids) {
    it(`${id}: one executable sample with // => lines in each language, run by the doc tests`, () => {
      for (const dir of Object.values(LOCALES)) {
        const file = `${dir}/${id}.md`;
        expect(existsSync(path.join(ROOT, file)), file).toBe(true);
        const samples = extractSamples(readFileSync(path.join(ROOT, file), 'utf8'), file);
        expect(samples, file).toHaveLength(1);
        expect(samples[0]!.noexec, `${file} must run`).toBeNull();
        expect(parseAssertions(samples[0]!.code).length, `${file} asserts its output`).toBeGreaterThan(0);
      }
      expect(pairs, 'the doc-sample collector pairs the two copies').toContainEqual({
        zh: `${LOCALES['zh-Hans']}/${id}.md`,
        en: `${LOCALES.en}/${id}.md`,
      });
    });
  }
});
