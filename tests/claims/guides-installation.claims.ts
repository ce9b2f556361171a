import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {gzipSync} from 'node:zlib';
import {expect} from 'vitest';
import {claim} from './ledger';
import {limuPackage, runEsm, tsErrors} from './guides-support';

const load = createRequire(__filename);
const limuDir = path.dirname(load.resolve('limu/package.json'));
const page = 'guides/installation';

export default [
  claim({
    page,
    zh: 'limu 只有一个包，没有任何运行时依赖，类型声明随包发布。',
    en: 'limu is a single package with no runtime dependencies, and it ships its own type declarations.',
    proof: () => {
      expect(Object.keys((limuPackage.dependencies as object | undefined) ?? {})).toEqual([]);
      expect(readFileSync(path.join(limuDir, String(limuPackage.types)), 'utf8')).toContain(
        'export declare const produce',
      );
    },
  }),
  claim({
    page,
    zh: 'Vite、webpack、Rspack、Rollup、esbuild 等打包工具会读取 package.json 的 module 字段，直接使用 ES 模块版本（lib/index.js），用具名导入即可',
    en: 'Vite, webpack, Rspack, Rollup, esbuild and other bundlers read the module field of package.json and use the ES module build (lib/index.js). Use named imports',
    proof: () => {
      expect(limuPackage.module).toBe('lib/index.js');
      const esm = readFileSync(path.join(limuDir, 'lib/index.js'), 'utf8');
      for (const name of ['produce', 'createDraft', 'finishDraft']) {
        expect(esm).toMatch(new RegExp(`export (const|function) ${name}\\b`));
      }
    },
  }),
  claim({
    page,
    zh: 'limu 的 main 字段指向一个 UMD 包（dist/limu.min.js），package.json 里没有 exports 字段。',
    en: "limu's main field points to a UMD bundle (dist/limu.min.js), and its package.json has no exports field.",
    proof: () => {
      expect([limuPackage.main, limuPackage.exports]).toEqual(['dist/limu.min.js', undefined]);
      const umd = readFileSync(path.join(limuDir, 'dist/limu.min.js'), 'utf8');
      expect(umd).toContain('define.amd');
      expect(umd).toContain('typeof exports');
    },
  }),
  claim({
    page,
    zh: '原生 ESM（.mjs 文件或 "type": "module" 的项目）中，具名导入会失败',
    en: 'Native ESM (.mjs files, or a project with "type": "module"): named imports fail.',
    proof: () => {
      expect(runEsm("import { produce } from 'limu';")).toContain(
        "SyntaxError: Named export 'produce' not found. The requested module 'limu' is a CommonJS module",
      );
    },
  }),
  claim({
    page,
    zh: '改为默认导入整个模块，再解构',
    en: 'Import the module as a default export and destructure it instead',
    proof: () => {
      const out = runEsm(
        "import limu from 'limu'; const { produce } = limu; console.log(produce({ count: 0 }, (draft) => { draft.count += 1; }).count);",
      );
      expect(out.trim()).toBe('1');
    },
  }),
  claim({
    page,
    zh: 'TypeScript 在 Node ESM 项目（"module": "nodenext"）中不会提示这个问题：具名导入能通过类型检查，编译出的代码运行时却同样报错，所以也要用 import limu from \'limu\' 再解构。',
    en: 'TypeScript in a Node ESM project ("module": "nodenext") doesn\'t warn you: the named import type-checks, and the compiled code fails the same way at run time, so write import limu from \'limu\' there too and destructure.',
    proof: () => {
      expect(tsErrors("import { produce } from 'limu';\nexport const p = produce;\n", 'nodeNext')).toEqual([]);
      expect(
        tsErrors(
          "import limu from 'limu';\nconst { produce } = limu;\nexport const n: number = produce({ n: 1 }, (d) => { d.n = 2; }).n;\n",
          'nodeNext',
        ),
      ).toEqual([]);
      expect(runEsm("import { produce } from 'limu';")).toContain("Named export 'produce' not found");
    },
  }),
  claim({
    page,
    zh: '由打包工具编译的代码不受影响，打包工具读取的 lib/index.js 本身就是带具名导出的 ES 模块，照常写具名导入即可。',
    en: 'Code compiled by a bundler is unaffected and keeps its named imports: the lib/index.js a bundler reads is itself an ES module with named exports.',
    proof: () => {
      const esm = readFileSync(path.join(limuDir, 'lib/index.js'), 'utf8');
      expect(esm).toMatch(/^import .* from '\.\/core\//m);
      expect(esm).toMatch(/^export const produce = /m);
    },
  }),
  claim({
    page,
    zh: '不使用构建工具时，可以直接加载 UMD 包，它会在全局挂上 limu 对象。',
    en: 'Without a build step, load the UMD bundle directly; it defines a global limu object.',
    proof: () => {
      const browserLike: Record<string, unknown> = {};
      browserLike.window = browserLike;
      browserLike.self = browserLike;
      const context = vm.createContext(browserLike);
      vm.runInContext(readFileSync(path.join(limuDir, 'dist/limu.min.js'), 'utf8'), context);
      const global = vm.runInContext('window.limu', context) as {VER: string; produce: unknown};
      expect(global.VER).toBe('4.1.3');
      expect(typeof global.produce).toBe('function');
    },
  }),
  claim({
    page,
    zh: '这个文件就在 npm 包里的 node_modules/limu/dist/limu.min.js，约 19 KB，gzip 后约 7 KB',
    en: 'The file is node_modules/limu/dist/limu.min.js in the npm package: about 19 KB, about 7 KB gzipped.',
    proof: () => {
      const raw = readFileSync(path.join(limuDir, 'dist/limu.min.js'));
      expect(raw.length / 1024).toBeGreaterThan(18.5);
      expect(raw.length / 1024).toBeLessThan(19.5);
      const gz = gzipSync(raw, {level: 9}).length / 1024;
      expect(gz).toBeGreaterThan(6.5);
      expect(gz).toBeLessThan(7.5);
    },
  }),
  claim({
    page,
    zh: '类型声明位于 lib/index.d.ts，由 package.json 的 types 字段指向，安装后即可使用，不需要额外的 @types 包',
    en: 'The declarations live in lib/index.d.ts, referenced by the types field of package.json. They work as soon as limu is installed; there is no @types package to add',
    proof: () => {
      expect(limuPackage.types).toBe('lib/index.d.ts');
      expect(
        tsErrors(
          "import { produce, type ICreateDraftOptions } from 'limu';\nconst o: ICreateDraftOptions = { autoFreeze: false };\nexport const n: number = produce({ n: 1 }, (d) => { d.n = 2; }, o).n;\n",
        ),
      ).toEqual([]);
      expect(
        tsErrors(
          "import { produce } from 'limu';\nexport const n: string = produce({ n: 1 }, (d) => { d.n = 2; }).n;\n",
        ),
      ).not.toEqual([]);
    },
  }),
];
