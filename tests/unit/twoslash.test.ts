// The rules of the types on code blocks (src/plugins/code-blocks/twoslash.ts, README "Types on code
// blocks"): twoslash keeps the code as written, answers `// ^?`, shows the errors `// @errors:`
// announces, a type error nobody announced stops the build naming file and line, and a popup reads in
// the page's language.
import {describe, expect, it} from 'vitest';
import type {NodeHover} from 'twoslash';
import {
  SampleTypeError,
  answeredCode,
  popupText,
  sampleTypes,
  shownCode,
  typesKey,
  wantsTypes,
} from '../../src/plugins/code-blocks/twoslash';
import {popupDocs} from '../../src/plugins/code-blocks/popupDocs';
import type {ElementContent} from 'hast';

const compute = (code: string, lang = 'ts') => sampleTypes(code, lang, {file: 'docs/x.md', line: 10}, {cache: false});

describe('types of a sample', () => {
  it('gives each name its quick info, as the compiler prints it', () => {
    const types = compute(
      "import { produce } from 'limu';\nconst next = produce({ a: 1 }, (draft) => {\n  draft.a = 2;\n});",
    );
    const hovers = types.nodes.filter((n) => n.type === 'hover' && n.line === 1) as NodeHover[];
    expect(hovers.map((n) => n.target)).toEqual(['next', 'produce', 'a', 'draft']);
    expect(hovers[0].text).toBe('const next: {\n    a: number;\n}');
  }, 60_000);

  it('answers `// ^?` with the type at the caret, on one line, and the Markdown carries it', () => {
    const code =
      "import { produce } from 'limu';\nconst inc = produce<{ n: number }>((d) => {\n  d.n += 1;\n});\nconst r = inc({ n: 1 });\n//    ^?";
    const types = compute(code);
    expect(types.answers[5]).toBe('const r: { n: number; }');
    expect(answeredCode(code, types).split('\n')[5]).toBe('//    ^? const r: { n: number; }');
  });

  it('shows the errors `// @errors:` announces, on the code without the directive (issue 51)', () => {
    const code = "const a = 1;\n// @errors: 2322\nconst n: number = 'one';\nconst r = a;\n//    ^?";
    const shown = "const a = 1;\nconst n: number = 'one';\nconst r = a;\n//    ^?";
    expect(shownCode(code)).toBe(shown);
    const types = compute(code);
    const errors = types.nodes.filter((n) => n.type === 'error');
    expect(errors.map((n) => [n.line, n.character, (n as {code: number}).code])).toEqual([[1, 6, 2322]]);
    // The node's offset points at the same text in the shown code.
    expect(shown.slice(errors[0].start, errors[0].start + errors[0].length)).toBe('n');
    const r = types.nodes.find((n) => n.type === 'hover' && n.target === 'r')!;
    expect([r.line, shown.slice(r.start, r.start + r.length)]).toEqual([2, 'r']);
    expect(types.answers).toEqual({3: 'const r: 1'});
    expect(answeredCode(code, types)).toBe(`${shown} const r: 1`);
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
    expect(wantsTypes('i18n/en/docusaurus-plugin-content-docs/current/guides/typescript.md', 'ts', '')).toBe(true);
    expect(wantsTypes('docs/guides/patterns.md', 'ts', '')).toBe(false);
    expect(wantsTypes('docs/guides/patterns.md', 'js', 'twoslash')).toBe(true);
    expect(wantsTypes('docs/api/basic/produce.md', 'js', '')).toBe(false);
  });

  it('the cache key follows the code and the language', () => {
    expect(typesKey('ts', 'a')).not.toBe(typesKey('ts', 'b'));
    expect(typesKey('ts', 'a')).not.toBe(typesKey('tsx', 'a'));
    expect(typesKey('ts', 'a')).toBe(typesKey('ts', 'a'));
  });
});

describe("a popup in the page's language", () => {
  const node = {
    text: 'function createDraft<T>(base: T): T',
    docs: '创建草稿',
    tags: [
      ['see', 'https://tnfe.github.io/limu/docs/api/basic/create-draft'],
      ['example', 'createDraft({})'],
      ['param', 'base - the base state'],
    ],
  } as unknown as NodeHover;
  it('English: no Chinese, @see within the English docs, no @example', () => {
    expect(popupText(node, 'en')).toEqual({
      type: node.text,
      docs: '',
      tags: [
        ['see', '/limu/en/docs/api/basic/create-draft/'],
        ['param', 'base - the base state'],
      ],
    });
  });
  it("Chinese: limu's own comment, @see within the Chinese docs", () => {
    const {docs, tags} = popupText(node, 'zh-Hans');
    expect([docs, tags[0]]).toEqual(['创建草稿', ['see', '/limu/docs/api/basic/create-draft/']]);
  });
  it("`@see: url` (limu's immut) loses its colon; a hash stays after the page's slash", () => {
    const immut = {
      text: 'function immut',
      tags: [
        ['see', ' : https://tnfe.github.io/limu/docs/api/basic/immut'],
        ['see', 'https://tnfe.github.io/limu/docs/api/basic/limu-utils#isdraft'],
      ],
    } as unknown as NodeHover;
    expect(popupText(immut, 'en').tags).toEqual([
      ['see', '/limu/en/docs/api/basic/immut/'],
      ['see', '/limu/en/docs/api/basic/limu-utils/#isdraft'],
    ]);
  });
});

describe('the doc part of a popup', () => {
  /** A hast tree as markup (tags, class and href; text as is), to read what a reader gets. */
  const show = (n: ElementContent): string => {
    if (n.type === 'text') return n.value;
    if (n.type !== 'element') return '';
    const {className, href} = n.properties as {className?: string[]; href?: string};
    const attrs = `${className ? ` class="${className.join(' ')}"` : ''}${href ? ` href="${href}"` : ''}`;
    return `<${n.tagName}${attrs}>${n.children.map(show).join('')}</${n.tagName}>`;
  };
  const html = (docs: string, tags: Array<[string, string]> = []) => {
    const td = popupDocs({type: 'x', docs, tags});
    return td ? show(td) : '';
  };
  it('a fenced block is code, not a fence; prose is a block of its own', () => {
    const out = html('Use it so:\n```ts\nconst next = produce(draft=>draft.a=1);\n```');
    expect(out).not.toContain('```');
    expect(out).toBe(
      '<span class="td"><span class="tdp">Use it so:</span><code class="tdc">const next = produce(draft=>draft.a=1);</code></span>',
    );
  });
  it('inline code and text that looks like a tag stay as written', () => {
    expect(html('Returns `true` for a Promise<T>')).toBe(
      '<span class="td"><span class="tdp">Returns <code>true</code> for a Promise<T></span></span>',
    );
  });
  it('@see with an address is a link; @param names its parameter', () => {
    expect(
      html('', [
        ['see', '/limu/docs/api/basic/immut/'],
        ['param', 'base - the base state'],
      ]),
    ).toBe(
      '<span class="td"><span class="tdp"><span class="tdn">@see</span> <a href="/limu/docs/api/basic/immut/">/limu/docs/api/basic/immut/</a></span>' +
        '<span class="tdp"><span class="tdn">@param</span> <code>base</code> the base state</span></span>',
    );
  });
  it('nothing to say: no doc part', () => {
    expect(popupDocs({type: 'x', docs: '', tags: []})).toBeNull();
  });
});
