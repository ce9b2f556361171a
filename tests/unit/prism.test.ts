// The slim Prism (src/lib/prism) that the bundler puts in place of prism-react-renderer: it must
// highlight the languages the site uses and render exactly what the real package renders.
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import * as real from 'prism-react-renderer';
import * as slim from '../../src/lib/prism/index';

// The grammars are a lazy chunk in the site; here they are loaded once, before the renders.
let Prism: Awaited<ReturnType<typeof slim.loadPrism>>;
beforeAll(async () => {
  Prism = await slim.loadPrism();
});

/** Each token of the first occurrence of `content` in the highlighted `code`, as its types. */
function typesOf(code: string, language: string, content: string): string[] {
  const grammar = Prism.languages[language];
  const lines = slim.tokenize(Prism, code, grammar, language);
  const token = lines.flat().find((t) => t.content === content);
  if (!token) throw new Error(`${language}: no token ${JSON.stringify(content)} in ${JSON.stringify(lines)}`);
  return token.types;
}

/** The HTML theme-classic's CodeBlock builds from a Highlight render (simplified: one <span> per token). */
function render(
  api: {Highlight: typeof real.Highlight},
  code: string,
  language: string,
  theme: real.PrismTheme,
): string {
  const el = createElement(api.Highlight, {
    code,
    language,
    theme,
    children: ({className, style, tokens, getLineProps, getTokenProps}): ReactElement =>
      createElement(
        'pre',
        {className, style},
        tokens.map((line, i) =>
          createElement(
            'span',
            {key: i, ...getLineProps({line})},
            line.map((token, j) => createElement('span', {key: j, ...getTokenProps({token})})),
          ),
        ),
      ),
  });
  return renderToStaticMarkup(el);
}

const samples: Record<string, string> = {
  js: `import { produce } from 'limu';\n\n/** @param {object} base */\nconst next = produce({ a: 1, list: [1] }, (draft) => {\n  draft.a = 2; // => 2\n  draft.list.push(/x+/g.source.length, \`n=\${draft.a}\`);\n});\nconsole.log(Object.keys(next), new Map([['a', 1]]));`,
  jsx: `import { useState } from 'react';\nexport function App() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)} disabled>{n}</button>;\n}`,
  ts: `import { produce, type Draft } from 'limu';\ninterface State { a: number; tags: readonly string[] }\nconst base: State = { a: 1, tags: ['fast'] };\nexport const next = produce(base, (draft: Draft<State>) => { draft.a += 1; });`,
  tsx: `import type { ReactNode } from 'react';\nexport function Box({ children }: { children: ReactNode }): JSX.Element {\n  return <div className="box">{children}</div>;\n}`,
  md: `---\ntitle: limu\n---\n# Heading\n\nSome *text* with \`code\` and a [link](./a.md).\n\n\`\`\`js\nconst a = 1;\n\`\`\``,
  html: `<!doctype html>\n<div class="a" onclick="go()"><script src="./limu.js"></script><script>const a = 1;</script></div>`,
  json: `{\n  "name": "limu",\n  "version": "4.1.3",\n  "private": true,\n  "n": null\n}`,
};

describe('slim prism (src/lib/prism)', () => {
  it('highlights js', () => {
    const code = samples.js;
    expect(typesOf(code, 'js', 'import')).toEqual(['keyword', 'module']);
    expect(typesOf(code, 'js', 'produce')).toEqual(['function']);
    expect(typesOf(code, 'js', "'limu'")).toEqual(['string']);
    expect(typesOf(code, 'js', '// => 2')).toEqual(['comment']);
    expect(typesOf(code, 'js', '=>')).toEqual(['arrow', 'operator']);
    expect(typesOf(code, 'js', '+')).toEqual(['regex', 'regex-source', 'language-regex', 'quantifier', 'number']);
  });

  it('highlights ts', () => {
    expect(typesOf(samples.ts, 'ts', 'interface')).toEqual(['keyword']);
    expect(typesOf(samples.ts, 'ts', 'number')).toEqual(['builtin']);
    expect(typesOf(samples.ts, 'ts', 'State')).toEqual(['class-name']);
  });

  it('highlights tsx', () => {
    expect(typesOf(samples.tsx, 'tsx', 'div')).toEqual(['tag']);
    expect(typesOf(samples.tsx, 'tsx', 'className')).toEqual(['tag', 'attr-name']);
    expect(typesOf(samples.tsx, 'tsx', 'type')).toEqual(['keyword']);
  });

  it('highlights bash', () => {
    const code = `# install\nnpm install --save-exact limu@4.1.3 && echo "$HOME"`;
    expect(typesOf(code, 'bash', '# install')).toEqual(['comment']);
    expect(typesOf(code, 'bash', 'npm')).toEqual(['function']);
    expect(typesOf(code, 'bash', 'echo')).toEqual(['builtin', 'class-name']);
    expect(typesOf(code, 'sh', '&&')).toEqual(['operator']);
  });

  it('highlights json', () => {
    expect(typesOf(samples.json, 'json', '"name"')).toEqual(['property']);
    expect(typesOf(samples.json, 'json', '"limu"')).toEqual(['string']);
    expect(typesOf(samples.json, 'json', 'true')).toEqual(['boolean']);
    expect(typesOf(samples.json, 'json', 'null')).toEqual(['null', 'keyword']);
  });

  it('falls back to plain text for an unknown language without throwing', () => {
    const code = 'fn main() {\n\n}';
    const lines = slim.tokenize(Prism, code, Prism.languages.rust, 'rust');
    expect(lines).toEqual([
      [{types: ['plain'], content: 'fn main() {'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: '}'}],
    ]);
    const html = render(slim, code, 'RUST', real.themes.github);
    expect(html).toContain('class="prism-code language-rust"');
    expect(html).toBe(render(real, code, 'text', real.themes.github).replace('language-text', 'language-rust'));
  });

  it('leaves no global Prism behind', () => {
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });

  it('leaves out the grammars the site does not use', () => {
    for (const language of [
      'swift',
      'kotlin',
      'c',
      'cpp',
      'objectivec',
      'reason',
      'rust',
      'go',
      'python',
      'graphql',
      'sql',
      'coffeescript',
      'flow',
      'n4js',
      'css',
    ]) {
      expect(Prism.languages[language], language).toBeUndefined();
    }
  });

  for (const [language, code] of Object.entries(samples)) {
    for (const [name, theme] of [
      ['github', real.themes.github],
      ['dracula', real.themes.dracula],
    ] as const) {
      it(`renders ${language} (${name}) exactly like prism-react-renderer`, () => {
        const html = render(slim, code, language, theme);
        expect(html).toMatch(/class="token [a-z]/);
        expect(html).toBe(render(real, code, language, theme));
      });
    }
  }
});

describe('slim prism: grammars loaded on demand', () => {
  const code = "const a = 'limu';";
  const highlight = (api: typeof slim) =>
    createElement(api.Highlight, {
      code,
      language: 'js',
      theme: real.themes.github,
      children: ({tokens, getTokenProps}): ReactElement =>
        createElement(
          'code',
          null,
          tokens.flat().map((token, i) => createElement('span', {key: i, ...getTokenProps({token})})),
        ),
    });

  it('renders plain text until the grammars are in, then highlights', async () => {
    vi.resetModules();
    const fresh = await import('../../src/lib/prism/index');
    expect(fresh.loadedPrism()).toBeUndefined();
    expect(renderToStaticMarkup(highlight(fresh))).toBe(
      '<code><span class="token plain">const a = &#x27;limu&#x27;;</span></code>',
    );
    const notified: string[] = [];
    const unsubscribe = (await import('../../src/lib/prism/prism-grammars')).subscribePrism(() =>
      notified.push('loaded'),
    );
    await fresh.loadPrism();
    unsubscribe();
    expect(notified).toEqual(['loaded']);
    expect(renderToStaticMarkup(highlight(fresh))).toContain(
      '<span class="token keyword" style="color:#00009f">const</span>',
    );
  });

  it('a JS block loads only the JavaScript-family grammars; a bash block also loads the extra chunk', async () => {
    vi.resetModules();
    const fresh = await import('../../src/lib/prism/prism-grammars');
    await fresh.loadPrism('js');
    expect(fresh.loadedPrism('js')?.languages.tsx).toBeDefined();
    expect(fresh.loadedPrism('bash'), 'bash waits for the extra chunk').toBeUndefined();
    await fresh.loadPrism('bash');
    expect(fresh.loadedPrism('bash')?.languages.bash).toBeDefined();
    expect(fresh.loadedPrism()?.languages.markdown).toBeDefined();
  });

  it('the server bundle has the grammars from the start', async () => {
    const server = await import('../../src/lib/prism/prism-grammars.server');
    expect(server.loadedPrism().languages.tsx).toBeDefined();
  });
});
