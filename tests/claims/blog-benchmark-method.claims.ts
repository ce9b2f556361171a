import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {everyReadNodeCopiedOnce} from './guides-support';
import {claim} from './ledger';
import {loadLimu, requirePackage, ROOT} from './limu-packages';

const page = 'blog/2025-06-25-benchmark-method';
type Immer = typeof import('immer');
type Mutative = typeof import('mutative');

export default [
  claim({
    page,
    zh: 'limu 在“只读不写”时要为读到的每个节点做浅拷贝，这是它的相对弱项。',
    en: 'limu pays for a shallow copy of every node it reads when a draft reads without writing, which is its relative weak spot.',
    proof: () => {
      // Over generated states (objects, arrays, Maps, Sets): each node read is copied, once.
      everyReadNodeCopiedOnce(loadLimu('4.1.3'), 40);
      const {createDraft, finishDraft, limuUtils} = loadLimu('4.1.3');
      const base = {items: [{id: 1}, {id: 2}]};
      const draft = createDraft(base);
      for (const node of [draft.items, draft.items[0], draft.items[1]]) {
        const meta = limuUtils.getDraftMeta(node) as unknown as {self: object; copy: object};
        expect(meta.copy).not.toBe(meta.self);
        expect(meta.copy).toEqual(meta.self);
      }
      expect(finishDraft(draft)).toBe(base);
      // immer copies nothing for the same reads of leaves: the items' drafts keep copy_ empty.
      const immerDraft = requirePackage<Immer>('immer').createDraft(base);
      const state = (d: object) => (d as Record<symbol, {copy_: unknown}>)[Symbol.for('immer-state')];
      void immerDraft.items[0].id;
      expect(state(immerDraft.items[0]).copy_).toBeNull();
    },
  }),
  claim({
    page,
    zh: 'immer 默认深冻结结果，limu 和 mutative 默认不冻结。',
    en: 'immer deep-freezes its results by default; limu and mutative do not.',
    proof: () => {
      const recipe = (d: {a: {b: number}}) => {
        d.a.b = 2;
      };
      const fromImmer = requirePackage<Immer>('immer').produce({a: {b: 1}}, recipe);
      expect([Object.isFrozen(fromImmer), Object.isFrozen(fromImmer.a)]).toEqual([true, true]);
      expect(Object.isFrozen(loadLimu('4.1.3').produce({a: {b: 1}}, recipe))).toBe(false);
      expect(Object.isFrozen(requirePackage<Mutative>('mutative').create({a: {b: 1}}, recipe))).toBe(false);
    },
  }),
  claim({
    page,
    zh: 'immer 使用独立的 new Immer({ autoFreeze }) 实例，不改动页面的全局设置；limu 传 autoFreeze，mutative 传 enableAutoFreeze。',
    en: "immer gets its own new Immer({ autoFreeze }) instance, leaving the page's global setting alone; limu gets autoFreeze and mutative enableAutoFreeze.",
    proof: () => {
      const scenarios = readFileSync(path.join(ROOT, 'src/lib/bench/scenarios.ts'), 'utf8');
      expect(scenarios).toContain('new libs.immer.Immer({autoFreeze: freeze})');
      expect(scenarios).toContain('libs.limu.produce(base, recipe, {autoFreeze: freeze})');
      expect(scenarios).toContain('{enableAutoFreeze: freeze}');
      // Each option does freeze, and an Immer instance leaves immer's global produce as it was.
      const immer = requirePackage<Immer>('immer');
      const recipe = (d: {a: {b: number}}) => {
        d.a.b = 2;
      };
      expect(Object.isFrozen(new immer.Immer({autoFreeze: false}).produce({a: {b: 1}}, recipe))).toBe(false);
      expect(Object.isFrozen(immer.produce({a: {b: 1}}, recipe))).toBe(true);
      expect(Object.isFrozen(loadLimu('4.1.3').produce({a: {b: 1}}, recipe, {autoFreeze: true}).a)).toBe(true);
      expect(
        Object.isFrozen(requirePackage<Mutative>('mutative').create({a: {b: 1}}, recipe, {enableAutoFreeze: true}).a),
      ).toBe(true);
    },
  }),
];
