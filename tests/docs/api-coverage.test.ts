import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {SOURCE_DIRS} from '../../src/data/site.mjs';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';

// The API reference must cover what the installed limu really exports: every runtime export,
// every option, every onOperate parameter and every exported type, in both locales. The lists
// come from the package itself, so a new export in a limu upgrade fails this suite by name.

const root = path.resolve(__dirname, '../..');
const require = createRequire(import.meta.url);
const limuDir = path.dirname(require.resolve('limu/package.json'));
const LOCALES = {
  'zh-Hans': path.join(root, SOURCE_DIRS.docs['zh-Hans'], 'api'),
  en: path.join(root, SOURCE_DIRS.docs.en, 'api'),
};

const read = (file: string) => readFileSync(file, 'utf8');
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The page that documents an export; pairs share one page. */
const PAGE_OF: Record<string, string> = {
  finishDraft: 'create-draft',
  finishImmut: 'immut',
  getAutoFreeze: 'set-auto-freeze',
  VER: 'ver',
};
const pageOf = (name: string) => PAGE_OF[name] ?? kebab(name);

/** Field names of one `export interface X { ... }` in a .d.ts file. */
function interfaceFields(dts: string, name: string): string[] {
  const start = dts.indexOf(`export interface ${name} {`);
  expect(start, `interface ${name} in limu's types`).toBeGreaterThan(-1);
  const body = dts.slice(start, dts.indexOf('\n}', start));
  return [...body.matchAll(/^ {4}(\w+)\??:/gm)].map((m) => m[1]);
}

const runtimeExports = Object.keys(require('limu') as object);
const innerTypes = read(path.join(limuDir, 'lib/inner-types.d.ts'));
const indexTypes = read(path.join(limuDir, 'lib/index.d.ts'));
const optionFields = interfaceFields(innerTypes, 'ICreateDraftOptions');
const operateFields = interfaceFields(innerTypes, 'IOperateParams');
const exportedTypes = [
  ...(indexTypes.match(/export type \{([^}]+)\}/)?.[1].split(',').map((s) => s.trim()) ?? []),
  ...[...indexTypes.matchAll(/export (?:declare type|interface) (\w+)/g)].map((m) => m[1]),
];

describe('the inputs read from limu are what this suite expects', () => {
  it('finds the exports, options, operate params and types', () => {
    expect(runtimeExports.length).toBeGreaterThanOrEqual(17);
    expect(optionFields).toContain('disableProxy');
    expect(operateFields).toContain('getReplaced');
    expect(exportedTypes).toEqual(expect.arrayContaining(['ICreateDraftOptions', 'IProduce', 'LimuUtils']));
  });
});

for (const [locale, dir] of Object.entries(LOCALES)) {
  describe(`API reference (${locale})`, () => {
    it.each(runtimeExports)('documents the export %s on its own page', (name) => {
      const file = path.join(dir, 'basic', `${pageOf(name)}.md`);
      expect(existsSync(file), `${file} documents ${name}`).toBe(true);
      const signatures = [...read(file).matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]).join('\n');
      expect(signatures, `${file}: a ts signature block names ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
    });

    it.each(runtimeExports)('lists %s on the API index', (name) => {
      expect(read(path.join(dir, 'index.md')), `${dir}/index.md`).toContain(`\`${name}\``);
    });

    it.each(optionFields)('gives the option %s its own section', (field) => {
      const file = path.join(dir, 'basic/options.md');
      expect(read(file), `${file}: heading for ${field}`).toContain(`## ${field} {/* #${field.toLowerCase()} */}`);
    });

    it.each(operateFields)('describes the onOperate parameter %s', (field) => {
      const file = path.join(dir, 'basic/options.md');
      expect(read(file), `${file}: table row for ${field}`).toContain(`| \`${field}\` |`);
    });

    it.each(exportedTypes)('describes the exported type %s', (type) => {
      const file = path.join(dir, 'basic/types.md');
      expect(read(file), `${file}: table row for ${type}`).toMatch(new RegExp(`\\| \`${type}(<T>)?\` \\|`));
    });

    it('gives every API page the reference sections and at least two checked samples', () => {
      const headings =
        locale === 'en'
          ? ['## Signature', '## Parameters', '## Return value', '## Behaviour', '## Samples', '## Related APIs']
          : ['## 签名', '## 参数', '## 返回值', '## 行为说明', '## 示例', '## 相关 API'];
      const pages = readdirSync(path.join(dir, 'basic')).filter(
        (f) => f.endsWith('.md') && !['index.md', 'options.md', 'types.md'].includes(f),
      );
      expect(pages.length).toBeGreaterThanOrEqual(14);
      for (const page of pages) {
        const text = read(path.join(dir, 'basic', page));
        for (const heading of headings) expect(text, `${locale} ${page}: "${heading}"`).toContain(`\n${heading}`);
        const checks = text.split('\n').filter((line) => /\/\/ => /.test(line)).length;
        expect(checks, `${locale} ${page}: // => assertions`).toBeGreaterThanOrEqual(2);
      }
    });
  });
}

describe('the api sidebar', () => {
  const ids: string[] = [];
  const walk = (items: unknown[]): void => {
    for (const item of items) {
      if (typeof item === 'string') ids.push(item);
      else if (item && typeof item === 'object') {
        const {items: children, link} = item as {items?: unknown[]; link?: {type: string; id: string}};
        if (link?.type === 'doc') ids.push(link.id);
        if (children) walk(children);
      }
    }
  };
  walk(sidebars.api as unknown[]);

  it('lists every API page exactly once, starting with the overview', () => {
    const pages = readdirSync(LOCALES['zh-Hans'] + '/basic')
      .filter((f) => f.endsWith('.md'))
      .map((f) => `api/basic/${f.replace(/\.md$/, '')}`);
    // Pages beside the index (the error catalogue, api/errors).
    const topLevel = readdirSync(LOCALES['zh-Hans'])
      .filter((f) => f.endsWith('.md') && f !== 'index.md')
      .map((f) => `api/${f.replace(/\.md$/, '')}`);
    expect(ids[0]).toBe('api/index');
    expect([...ids].sort()).toEqual(['api/index', ...topLevel, ...pages].sort());
  });

  it('points only at docs that exist in both locales', () => {
    for (const id of ids) {
      for (const dir of Object.values(LOCALES)) {
        const file = path.join(dir, '..', `${id}.md`);
        expect(existsSync(file), `${file} for sidebar id ${id}`).toBe(true);
      }
    }
  });
});
