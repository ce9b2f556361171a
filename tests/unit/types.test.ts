// Issue 26: the rules of the type information (src/plugins/types/compute.ts) and of its rendering on
// the theme's lines (src/components/TypeInfo): quick info per name, `// ^?` answers, `// @errors:`,
// a type error nobody announced stops the build naming file and line, the cache key follows the
// code, and the pieces a line is cut into keep its text.
import {describe, expect, it} from 'vitest';
import type {Token} from 'prism-react-renderer';
import {SampleTypeError, answeredCode, computeTypes, typesKey, wantsTypes} from '../../src/plugins/types/compute';
import {annotateLine} from '../../src/components/TypeInfo/annotate';
import {LineFinder} from '../../src/components/TypeInfo/context';

const compute = (code: string, lang = 'ts') =>
  computeTypes([{file: 'docs/x.md', line: 10, lang, code}], {cache: false})[0].types;

describe('type information of a sample', () => {
  it('gives each name its quick info, as the language service prints it', () => {
    const types = compute(
      "import { produce } from 'limu';\nconst next = produce({ a: 1 }, (draft) => {\n  draft.a = 2;\n});",
    );
    const line1 = types.lines[1].names!.map((n) => [types.lines[1].text.slice(n.s, n.e), n.type]);
    expect(line1).toEqual([
      ['next', 'const next: {\n    a: number;\n}'],
      ['produce', expect.stringMatching(/^\(alias\) produce<\{\s+a: number;\s+\}>\(baseState: \{/)],
      ['a', '(property) a: number'],
      ['draft', '(parameter) draft: {\n    a: number;\n}'],
    ]);
  }, 60_000);

  it('answers `// ^?` with the type at the caret, on one line, and the Markdown carries it', () => {
    const code =
      "import { produce } from 'limu';\nconst inc = produce<{ n: number }>((d) => {\n  d.n += 1;\n});\nconst r = inc({ n: 1 });\n//    ^?";
    const types = compute(code);
    expect(types.lines[5].query).toBe('const r: { n: number; }');
    expect(answeredCode(code, types).split('\n')[5]).toBe('//    ^? const r: { n: number; }');
  });

  it('a `// ^?` that points at nothing names the Markdown line', () => {
    expect(() => compute('const a = 1;\n//          ^?')).toThrow(/^docs\/x\.md:12: `\/\/ \^\?` points at column 13/);
  });

  it('shows the errors `// @errors:` announces, under their line', () => {
    const types = compute("// @errors: 2322\nconst n: number = 'one';");
    expect(types.lines[1].errors).toEqual([
      {s: 6, e: 7, code: 2322, message: "Type 'string' is not assignable to type 'number'."},
    ]);
  });

  it('a type error nobody announced fails with file and line; so does an announced one that never comes', () => {
    expect(() => compute("const a = 1;\nconst n: number = 'one';")).toThrow(SampleTypeError);
    expect(() => compute("const a = 1;\nconst n: number = 'one';")).toThrow(
      /^docs\/x\.md:12: TS2322: Type 'string' is not assignable/,
    );
    expect(() => compute('// @errors: 2339\nconst a = 1;')).toThrow(
      /^docs\/x\.md:10: `\/\/ @errors:` announces TS2339/,
    );
  });

  it('JavaScript blocks get types only when their fence asks; TypeScript ones on the API pages and the guide', () => {
    expect(wantsTypes('docs/api/basic/produce.md', 'ts', '')).toBe(true);
    expect(wantsTypes('i18n/en/docusaurus-plugin-content-docs/current/guides/typescript.md', 'ts', 'title="x"')).toBe(
      true,
    );
    expect(wantsTypes('docs/guides/react.md', 'ts', '')).toBe(false);
    expect(wantsTypes('docs/guides/react.md', 'js', 'twoslash')).toBe(true);
    expect(wantsTypes('docs/api/basic/produce.md', 'js', '')).toBe(false);
    expect(wantsTypes('docs/api/basic/produce.md', 'bash', 'twoslash')).toBe(false);
  });

  it('the cache key changes with the code and the language', () => {
    expect(typesKey('ts', 'a')).toBe(typesKey('ts', 'a'));
    expect(typesKey('ts', 'a')).not.toBe(typesKey('ts', 'b'));
    expect(typesKey('ts', 'a')).not.toBe(typesKey('tsx', 'a'));
  });
});

describe('rendering on the theme lines', () => {
  const tok = (content: string, type = 'plain'): Token => ({types: [type], content});

  it('cuts tokens at names and errors, keeps the text, marks the pieces', () => {
    const line = [tok('const', 'keyword'), tok(' next '), tok('=', 'operator'), tok(' foo')];
    const out = annotateLine(line, {
      text: 'const next = foo',
      names: [{s: 6, e: 10, type: 'const next: number'}],
      errors: [{s: 13, e: 16, code: 2304, message: "Cannot find name 'foo'."}],
      query: undefined,
    });
    expect(out.map((t) => t.content).join('')).toBe('const next = foo');
    expect(out.find((t) => t.typeName)?.content).toBe('next');
    expect(out.filter((t) => t.typeError).map((t) => t.content)).toEqual(['foo']);
    expect(out.at(-1)?.errorLine?.code).toBe(2304);
  });

  it('appends a `// ^?` answer as a comment token', () => {
    const out = annotateLine([tok('//  ^?', 'comment')], {text: '//  ^?', query: 'const a: 1'});
    expect(out.map((t) => t.content).join('')).toBe('//  ^? const a: 1');
    expect(out.at(-1)).toMatchObject({types: ['comment'], typeQuery: true});
  });

  it('finds lines with the same text by their order in each pass', () => {
    const finder = new LineFinder({lines: [{text: 'x', query: '1'}, {text: 'y'}, {text: 'x', query: '2'}]});
    const pass = () => ['x', 'y', 'x'].map((t) => finder.take(t)?.query);
    expect(pass()).toEqual(['1', undefined, '2']);
    expect(pass()).toEqual(['1', undefined, '2']);
    expect(finder.take('z')).toBeUndefined();
  });
});
