import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {claim} from './ledger';
import {allVersions, loadLimu, ROOT, surfaceChanges} from './limu-packages';

const installedLimu = () =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/limu/package.json'), 'utf8')) as {version: string}).version;

export default [
  claim({
    page: 'tutorial-basics/markdown-features',
    zh: 'limu 的结果默认不冻结，需要时传 autoFreeze: true。',
    en: 'limu does not freeze results by default; pass autoFreeze: true when you want it.',
    proof: () => {
      const {produce} = loadLimu('4.1.3');
      const recipe = (d: {a: {b: number}}) => {
        d.a.b = 2;
      };
      expect(Object.isFrozen(produce({a: {b: 1}}, recipe))).toBe(false);
      const frozen = produce({a: {b: 1}}, recipe, {autoFreeze: true});
      expect([Object.isFrozen(frozen), Object.isFrozen(frozen.a)]).toEqual([true, true]);
    },
  }),
  claim({
    page: 'tutorial-basics/markdown-features',
    zh: '在 Node 中对照已安装的 limu 4.1.3 运行',
    en: 'run it in Node against the installed limu 4.1.3',
    proof: () => expect(installedLimu()).toBe('4.1.3'),
  }),
  claim({
    page: 'tutorial-extras/manage-docs-versions',
    zh: '始终描述 npm 上最新的 limu（4.1.3）',
    en: 'which always describes the latest limu on npm (4.1.3)',
    proof: () => {
      expect(installedLimu()).toBe('4.1.3');
      expect(allVersions().at(-1)?.version).toBe('4.1.3');
    },
  }),
  claim({
    page: 'tutorial-extras/manage-docs-versions',
    zh: 'limu 的次版本和修订版本也移除过导出和选项（例如 3.7.2 移除了默认导出，4.1.1 移除了选项 fast，见更新日志）',
    en: "limu's minor and patch releases have removed exports and options too (3.7.2 removed the default export, 4.1.1 the option fast; see the changelog)",
    proof: () => {
      expect(surfaceChanges('3.7.2')).toContain('removedExports: default');
      expect(surfaceChanges('4.1.1')).toEqual(['removedOptions: fast']);
      // Neither is a major release: 3.5.5 came before 3.7.2, 4.1.0 before 4.1.1.
      const versions = allVersions().map((v) => v.version);
      expect(versions[versions.indexOf('3.7.2') - 1]).toBe('3.5.5');
      expect(versions[versions.indexOf('4.1.1') - 1]).toBe('4.1.0');
    },
  }),
  claim({
    page: 'changelog/intro',
    zh: 'limuUtils 对象上的成员；',
    en: 'the members of the limuUtils object;',
    proof: () => {
      const recorded = allVersions().at(-1)?.limuUtils ?? [];
      expect([...recorded].sort()).toEqual(Object.keys(loadLimu('4.1.3').limuUtils).sort());
    },
  }),
];
