import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
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
    zh: '设置全局的自动冻结开关（默认关闭）',
    en: 'Set the global auto-freeze switch (off by default)',
    proof: () => {
      expect(require('limu').getAutoFreeze()).toBe(false);
    },
  }),
];
