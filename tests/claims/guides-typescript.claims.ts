import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {produce} from 'limu';
import {expect} from 'vitest';
import {allSamples, typeCheckSamples} from '../docs/collect';
import {claim} from './ledger';
import {tsErrors} from './guides-support';

const load = createRequire(__filename);
const limuDir = path.dirname(load.resolve('limu/package.json'));
const page = 'guides/typescript';

export default [
  claim({
    page,
    zh: 'limu 用 TypeScript 编写，类型声明随包发布，不需要安装 @types。本页示例都在 strict 模式下通过类型检查。',
    en: "limu is written in TypeScript and ships its declarations; there's no @types package to install. Every sample on this page type-checks in strict mode.",
    proof: () => {
      expect(existsSync(path.join(limuDir, 'src/index.ts'))).toBe(true);
      expect(existsSync(path.join(limuDir, 'lib/index.d.ts'))).toBe(true);
      const samples = allSamples().filter(
        (s) => /guides\/typescript\.md$/.test(s.file) && (s.lang === 'ts' || s.lang === 'tsx'),
      );
      expect(samples.length).toBeGreaterThanOrEqual(12);
      expect(typeCheckSamples(samples).map((d) => `${d.sample.file}:${d.line}: ${d.message}`)).toEqual([]);
    },
  }),
  claim({
    page,
    zh: '运行时 limu 本身不做类型检查，最后一次赋值照常生效。',
    en: 'at run time limu does no type checking, so the last assignment still takes effect.',
    proof: () => {
      const next = produce({filter: 'all' as 'all' | 'active'}, (draft) => {
        draft.filter = 'active';
        (draft as {filter: string}).filter = 'done';
      });
      expect(next.filter).toBe('done');
    },
  }),
  claim({
    page,
    zh: '只传 recipe 时，没有原始数据可供推断类型，请显式写出泛型参数。得到的函数类型是 (state: State) => State',
    en: 'With only a recipe there is no base state to infer the type from, so spell out the type argument. The resulting function has the type (state: State) => State',
    proof: () => {
      const errors = tsErrors(
        [
          "import { produce } from 'limu';",
          'interface Counter { count: number }',
          'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
          'const inc = produce<Counter>((draft) => { draft.count += 1; });',
          'export const same: Same<typeof inc, (state: Counter) => Counter> = true;',
        ].join('\n'),
      );
      expect(errors).toEqual([]);
    },
  }),
  claim({
    page,
    zh: '不写泛型时，draft 的类型是宽泛的 ObjectLike，访问具体属性会报错',
    en: 'Without the type argument, draft is the loose ObjectLike type and accessing a specific property is an error',
    proof: () => {
      const errors = tsErrors(
        [
          "import { produce, type ObjectLike } from 'limu';",
          'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
          'export const inc = produce((draft) => {',
          '  const same: Same<typeof draft, ObjectLike> = true;',
          '  draft.count += 1;',
          '  return same;',
          '});',
        ].join('\n'),
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/Property 'count' does not exist on type/);
    },
  }),
  claim({
    page,
    zh: '在 limu 中 Draft<T> 就是 T 本身',
    en: 'In limu Draft<T> is just T',
    proof: () => {
      expect(readFileSync(path.join(limuDir, 'lib/index.d.ts'), 'utf8')).toContain('export declare type Draft<T> = T;');
    },
  }),
  claim({
    page,
    zh: '如果状态类型里用了 readonly 或 ReadonlyArray，草稿也是只读的，赋值和 push 都无法通过编译。',
    en: 'if your state type uses readonly or ReadonlyArray, the draft is read-only too, and neither assignments nor push compile.',
    proof: () => {
      const errors = tsErrors(
        [
          "import { produce } from 'limu';",
          "interface Settings { readonly theme: 'light' | 'dark'; readonly recent: ReadonlyArray<string> }",
          "const settings: Settings = { theme: 'light', recent: ['a'] };",
          'export const next = produce(settings, (draft) => {',
          "  draft.theme = 'dark';",
          "  draft.recent.push('b');",
          '});',
        ].join('\n'),
      );
      expect(errors).toEqual([
        "Cannot assign to 'theme' because it is a read-only property.",
        "Property 'push' does not exist on type 'readonly string[]'.",
      ]);
    },
  }),
  claim({
    page,
    zh: 'limu 4.1.3 导出的类型还有 ObjectLike、Op、Draft、CreateDraft、FinishDraft、ProduceCb、GenNewStateCb、IProduce 和 LimuUtils',
    en: 'limu 4.1.3 also exports the types ObjectLike, Op, Draft, CreateDraft, FinishDraft, ProduceCb, GenNewStateCb, IProduce and LimuUtils',
    proof: () => {
      const dts = readFileSync(path.join(limuDir, 'lib/index.d.ts'), 'utf8');
      const types = new Set<string>();
      for (const m of dts.matchAll(/^export (?:declare )?(?:type|interface) (\w+)/gm)) types.add(m[1]);
      for (const m of dts.matchAll(/^export type \{([^}]+)\}/gm)) m[1].split(',').forEach((n) => types.add(n.trim()));
      const listed = [
        'ObjectLike',
        'Op',
        'Draft',
        'CreateDraft',
        'FinishDraft',
        'ProduceCb',
        'GenNewStateCb',
        'IProduce',
        'LimuUtils',
      ];
      // The page names ICreateDraftOptions and IOperateParams just above; "also" means: these are the rest.
      expect([...types].sort()).toEqual([...listed, 'ICreateDraftOptions', 'IOperateParams'].sort());
    },
  }),
];
