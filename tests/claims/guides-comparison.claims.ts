import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as immer from 'immer';
import * as limu from 'limu';
import * as mutative from 'mutative';
import {expect} from 'vitest';
import reference from '../../src/lib/bench/reference.json';
import {findCase} from '../../src/lib/bench/figures';
import type {ReferenceData} from '../../src/lib/bench/releases';
import {makeCases, QUICK_SIZE, type Libs} from '../../src/lib/bench/scenarios';
import {reachable} from './guides-support';
import {claim} from './ledger';

const ROOT = path.resolve(__dirname, '../..');
const load = createRequire(__filename);
const page = 'guides/comparison';
const data = reference as ReferenceData;

export default [
  claim({
    page,
    zh: '两个环境的结论不总是一致，每个结论只对它所写的环境成立',
    en: 'They do not always agree, so a verdict holds only for the environment it names',
    proof: () => {
      // Issue 39.3: in the reference run, some scenario's limu-against-immer verdict (autoFreeze off)
      // is one way in Node and the other way in Chromium.
      const way = (env: 'node' | 'browser', scenario: string) => {
        const hz = (lib: string) =>
          reference.results[env].find((r) => r.id === `${scenario}|no-freeze|${lib}`)?.hz ?? NaN;
        return Math.sign(hz('limu') - hz('immer'));
      };
      const scenarios = [...new Set(reference.results.node.map((r) => r.scenario))];
      expect(scenarios.some((s) => way('node', s) !== way('browser', s))).toBe(true);
    },
  }),
  claim({
    page,
    zh: '这次测量里，limu 与 immer 在 autoFreeze 关闭（limu 的默认设置）时逐项比较',
    en: "In this run, limu against immer with autoFreeze off (limu's default), scenario by scenario",
    proof: () => {
      // limu does not freeze unless asked; immer freezes by default.
      expect(Object.isFrozen(limu.produce({a: {b: 1}}, (d) => void (d.a.b = 2)))).toBe(false);
      expect(limu.getAutoFreeze()).toBe(false);
      expect(Object.isFrozen(immer.produce({a: {b: 1}}, (d) => void (d.a.b = 2)))).toBe(true);
      // Every figure of the list under the sentence compares limu with immer, both with autoFreeze off,
      // and each names a reference result recorded with freeze: false, in both environments.
      for (const [file, start] of [
        ['docs/guides/comparison.md', '这次测量里，limu 与 immer'],
        ['i18n/en/docusaurus-plugin-content-docs/current/guides/comparison.md', 'In this run, limu against immer'],
      ] as const) {
        const md = readFileSync(path.join(ROOT, file), 'utf8');
        const from = md.indexOf(start);
        const block = md.slice(from, md.indexOf('\n\n', md.indexOf('\n- ', from)));
        const figures = [...block.matchAll(/<BenchCompare a="([^"]+)" b="([^"]+)" \/>/g)].map((m) => [m[1]!, m[2]!]);
        expect(figures.length, file).toBe(5);
        for (const [a, b] of figures) {
          expect([a.split('|').slice(1), b.split('|').slice(1)], `${file}: ${a} / ${b}`).toEqual([
            ['off', 'limu'],
            ['off', 'immer'],
          ]);
          for (const env of ['node', 'browser'] as const)
            expect([findCase(data, a, env).freeze, findCase(data, b, env).freeze]).toEqual([false, false]);
        }
      }
      // And the benchmark's "freeze: false" cases really run with autoFreeze off: no object of any
      // result is frozen, while the same scenarios with freeze: true do freeze what they create.
      // Fresh copies (claims.test.ts clears the require cache): makeCases enables immer's MapSet plugin,
      // which must not leak into the statically imported immer other proofs use.
      const libs = {limu: load('limu'), immer: load('immer'), mutative: load('mutative')} as Libs;
      const cases = makeCases(libs, QUICK_SIZE, {libraries: ['limu', 'immer']});
      for (const c of cases) {
        const frozen = [...reachable(c.run())].filter((o) => Object.isFrozen(o)).length;
        if (c.freeze) expect(frozen, c.id).toBeGreaterThan(0);
        else expect(frozen, c.id).toBe(0);
      }
    },
  }),
  claim({
    page,
    zh: '需要补丁（撤销/重做栈、协同编辑、把变更同步到服务器）：选 immer 或 mutative。',
    en: 'You need patches (undo/redo stacks, collaborative editing, syncing changes to a server): choose immer or mutative.',
    proof: () => {
      expect(Object.keys(limu).filter((k) => /patch/i.test(k))).toEqual([]);
      immer.enablePatches();
      expect(immer.produceWithPatches({a: 1}, (d) => void (d.a = 2))[1]).toEqual([
        {op: 'replace', path: ['a'], value: 2},
      ]);
      expect(mutative.create({a: 1}, (d) => void (d.a = 2), {enablePatches: true})[1]).toEqual([
        {op: 'replace', path: ['a'], value: 2},
      ]);
    },
  }),
  claim({
    page,
    zh: '需要监听读写、做依赖收集，或者要对外暴露只读视图：limu 的 onOperate 和 immut 是为此设计的。',
    en: "You need to observe reads and writes, collect dependencies, or expose read-only views: limu's onOperate and immut are designed for that.",
    proof: () => {
      const seen: string[] = [];
      const view = limu.immut(
        {user: {name: 'limu'}},
        {disableWarn: true, onOperate: (p) => void seen.push(`${p.op} ${p.fullKeyPath.join('.')}`)},
      );
      expect(view.user.name).toBe('limu');
      view.user.name = 'x';
      expect(view.user.name).toBe('limu');
      expect(seen).toContain('get user.name');
    },
  }),
  claim({
    page,
    zh: '已有大量 immer 代码，想换一个默认不冻结的实现：limu 与 mutative 都可以',
    en: "You have a lot of immer code and want an implementation that doesn't freeze by default: both limu and mutative fit",
    proof: () => {
      const change = (d: {a: {b: number}}) => void (d.a.b = 2);
      expect(Object.isFrozen(immer.produce({a: {b: 1}}, change))).toBe(true);
      expect(Object.isFrozen(limu.produce({a: {b: 1}}, change))).toBe(false);
      expect(Object.isFrozen(mutative.create({a: {b: 1}}, change))).toBe(false);
    },
  }),
];
