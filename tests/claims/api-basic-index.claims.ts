import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {runEsm} from './guides-support';
import {claim} from './ledger';

/** Published limu versions, in registry order, and their runtime exports (`npm run changelog:data`). */
const versions = (): {version: string; runtimeExports: string[]}[] =>
  JSON.parse(readFileSync(path.join(__dirname, '../../src/data/limu-versions.json'), 'utf8')).versions;

export default [
  claim({
    page: 'api/basic/index',
    zh: "也可以用 import * as limu from 'limu' 整体导入（3.7.2 起不再提供默认导出）。",
    en: "You can also import everything with import * as limu from 'limu' (there has been no default export since 3.7.2).",
    proof: () => {
      expect(typeof require('limu-3-5').default).toBe('function');
      expect(require('limu-3-5/package.json').version).toBe('3.5.5');
      expect(require('limu-3-7').default).toBeUndefined();
      expect(require('limu').default).toBeUndefined();
      // 3.7.2 is the first published version after 3.5.5, and it has no default export.
      const list = versions();
      const i = list.findIndex((v) => v.version === '3.5.5');
      expect(list[i + 1].version).toBe('3.7.2');
      expect(list[i].runtimeExports).toContain('default');
      expect(list[i + 1].runtimeExports).not.toContain('default');
      expect(Object.keys(require('limu'))).toContain('produce');
    },
  }),
  claim({
    page: 'api/basic/index',
    zh: "Node.js 原生 ESM 中则不同：具名导入会抛错，import * as limu 得到的命名空间里只有 default，要写 import limu from 'limu' 再解构",
    en: "Node.js's native ESM differs: a named import throws, and the namespace of import * as limu holds only default; write import limu from 'limu' and destructure",
    proof: () => {
      expect(runEsm("import { produce } from 'limu';")).toContain("Named export 'produce' not found");
      expect(runEsm("import * as limu from 'limu'; console.log(JSON.stringify(Object.keys(limu)));").trim()).toBe(
        '["default"]',
      );
      expect(
        runEsm(
          "import limu from 'limu'; const { produce } = limu; console.log(produce({ n: 0 }, (d) => { d.n = 1; }).n);",
        ).trim(),
      ).toBe('1');
    },
  }),
  claim({
    page: 'api/basic/index',
    zh: '设置全局的自动冻结开关（默认关闭）',
    en: 'Set the global auto-freeze switch (off by default)',
    proof: () => {
      expect(require('limu').getAutoFreeze()).toBe(false);
    },
  }),
];
