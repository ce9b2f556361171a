// Units of src/lib/examples: they prove the doc-example harness can fail (a wrong `// =>`, a
// zh/en mismatch, a noexec without reason, a type error) and that it reports the right line.
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  AssertionSyntaxError,
  deepEqual,
  extractCodeBlocks,
  extractSamples,
  formatValue,
  isExecutable,
  parseAssertions,
  parseMeta,
  runSample,
  stripComments,
  toRunnable,
} from '../../src/lib/examples';
import {compareCodeBlocks, noexecWithoutReason} from '../docs/compare';
import {describeFailure, sampleRequire, typeCheckSamples} from '../docs/collect';

const require = createRequire(import.meta.url);
const run = (code: string, lang = 'js') => runSample(code, lang, {require: (id) => require(id)});
const fence = (lang: string, code: string, meta = '') =>
  ['```' + `${lang}${meta ? ` ${meta}` : ''}`, code, '```'].join('\n');

describe('parseMeta', () => {
  it('reads quoted, single-quoted, bare and flag values', () => {
    expect(parseMeta(`title="a b" noexec='needs a DOM' showLineNumbers {1,3} x=1`)).toEqual({
      title: 'a b',
      noexec: 'needs a DOM',
      showLineNumbers: true,
      '{1,3}': true,
      x: '1',
    });
  });
  it('unescapes quotes inside values', () => {
    expect(parseMeta(String.raw`title="say \"hi\""`)).toEqual({title: 'say "hi"'});
  });
  it('treats js/jsx/ts/tsx without noexec as executable', () => {
    expect(isExecutable('js', 'title="x"')).toBe(true);
    expect(isExecutable('tsx', '')).toBe(true);
    expect(isExecutable('ts', 'noexec="needs a DOM"')).toBe(false);
    expect(isExecutable('ts', 'noexec')).toBe(false);
    expect(isExecutable('bash', '')).toBe(false);
    expect(isExecutable('json', '')).toBe(false);
  });
});

describe('extractSamples', () => {
  const md = [
    '---', // 1
    'title: x', // 2
    '```js', // 3: inside front matter, not a block
    '---', // 4
    '# Title', // 5
    '', // 6
    '```bash', // 7
    'npm install limu', // 8
    '```', // 9
    '', // 10
    '```js title="a.js"', // 11
    "import { produce } from 'limu';", // 12
    '```', // 13
    '', // 14
    '````md', // 15
    '```ts', // 16: inside a 4-backtick block, not a sample
    'const x = 1;', // 17
    '```', // 18
    '````', // 19
    '<Tabs>', // 20
    '  ```tsx noexec="needs a browser DOM"', // 21
    '  const a = <div />;', // 22
    '    const b = 1;', // 23
    '  ```', // 24
    '</Tabs>', // 25
    '~~~ts noexec', // 26
    'let y = 2;', // 27
    '~~~', // 28
  ].join('\n');

  it('finds every fenced block with the 1-based line of its fence', () => {
    const blocks = extractCodeBlocks(md, 'p.md');
    expect(blocks.map((b) => [b.line, b.lang])).toEqual([
      [7, 'bash'],
      [11, 'js'],
      [15, 'md'],
      [21, 'tsx'],
      [26, 'ts'],
    ]);
  });
  it('keeps js/jsx/ts/tsx blocks with meta, code (fence indentation removed) and noexec reason', () => {
    const samples = extractSamples(md, 'p.md');
    expect(samples).toEqual([
      {file: 'p.md', line: 11, lang: 'js', meta: 'title="a.js"', code: "import { produce } from 'limu';", noexec: null},
      {
        file: 'p.md',
        line: 21,
        lang: 'tsx',
        meta: 'noexec="needs a browser DOM"',
        code: 'const a = <div />;\n  const b = 1;',
        noexec: 'needs a browser DOM',
      },
      {file: 'p.md', line: 26, lang: 'ts', meta: 'noexec', code: 'let y = 2;', noexec: ''},
    ]);
  });
  it('reports a noexec without a reason as file:line', () => {
    expect(noexecWithoutReason(extractSamples(md, 'docs/p.md'))).toEqual([
      'docs/p.md:26: `noexec` needs a reason, e.g. noexec="needs a browser DOM"',
    ]);
    expect(noexecWithoutReason(extractSamples(fence('js', 'x', 'noexec="  "'), 'q.md'))).toHaveLength(1);
  });
});

describe('parseAssertions', () => {
  it('reads value, declaration, log and throws assertions with their lines', () => {
    const code = [
      "import { produce } from 'limu';", // 1
      'const next = produce(base, (draft) => {', // 2
      '  draft.a = 2; // a plain comment', // 3
      '});', // 4
      'next.a; // => 2', // 5
      "const s = next.tags // => ['fast']", // 6
      'console.log(next.a === base.a); // => false', // 7
      'draft.a; // => throws: revoked', // 8
      'next.list', // 9
      '  .map((x) => x * 2); // => [2, 4]', // 10
      "const url = 'http://x // => 1';", // 11: inside a string, not an assertion
      'next; // => { a: 2,', // 12
      '//         b: 3 }', // 13
    ].join('\n');
    expect(parseAssertions(code)).toEqual([
      {line: 5, kind: 'value', expr: 'next.a', expected: '2'},
      {line: 6, kind: 'value', expr: 's', expected: "['fast']"},
      {line: 7, kind: 'log', expr: 'next.a === base.a', expected: 'false'},
      {line: 8, kind: 'throws', expr: 'draft.a;', expected: 'revoked'},
      {line: 10, kind: 'value', expr: 'next.list\n  .map((x) => x * 2)', expected: '[2, 4]'},
      {line: 12, kind: 'value', expr: 'next', expected: '{ a: 2, b: 3 }'},
    ]);
  });
  it('takes the statement after the last `;` of the line and after a statement on the line before', () => {
    expect(parseAssertions('const a = 1\na // => 1')).toEqual([{line: 2, kind: 'value', expr: 'a', expected: '1'}]);
    expect(parseAssertions('let a = 1; a; // => 1')).toEqual([{line: 1, kind: 'value', expr: 'a', expected: '1'}]);
  });
  it('rejects a misplaced // =>', () => {
    expect(() => parseAssertions('// => 1')).toThrow(AssertionSyntaxError);
    expect(() => parseAssertions('const o = {\n  a: 1, // => 1\n};')).toThrow(/line 2/);
    expect(() => parseAssertions('console.log(a, b); // => 1')).toThrow(/exactly one argument/);
    expect(() => parseAssertions('a; // =>')).toThrow(/without an expected value/);
    expect(() => parseAssertions('const { a } = b; // => 1')).toThrow(/not a `const` statement/);
    expect(() => parseAssertions('function f() {\n  return 1; // => 1\n}')).toThrow(/line 2: .*`return`/);
  });
});

describe('statement boundaries (sucrase reads them, ASI included)', () => {
  const only = (code: string) => parseAssertions(code).map(({line, kind, expr}) => ({line, kind, expr}));

  it('ends a statement at a line break only where JavaScript inserts a semicolon', () => {
    expect(only('const a = 1\nconst b = a + 1\nb // => 2')).toEqual([{line: 3, kind: 'value', expr: 'b'}]);
    // A line that starts with `.`, `(` or an operator continues the statement above.
    expect(only('const n = [1, 2]\n  .map((x) => x * 2)\n  .length // => 2')).toEqual([
      {line: 3, kind: 'value', expr: 'n'},
    ]);
    expect(only('const t = 1\n+ 2\nt // => 3')).toEqual([{line: 3, kind: 'value', expr: 't'}]);
    expect(only('let y = 1\ny\n(0) // => 1')).toEqual([{line: 3, kind: 'value', expr: 'y\n(0)'}]);
    // `x\n++y`: the `++` belongs to the next line (a restricted production).
    expect(only('let x = 1\nlet y = 1\nx\n++y // => 2')).toEqual([{line: 4, kind: 'value', expr: '++y'}]);
  });

  it('takes a whole multi-line call, and `if … else` across lines, as one statement', () => {
    const call = ['produce(base, (d) => {', '  d.a = 2', '}).a // => 2'].join('\n');
    expect(only(call)).toEqual([{line: 3, kind: 'value', expr: call.replace(' // => 2', '')}]);
    const log = ['console.log(', '  produce(base, (d) => {', '    d.a = 2', '  }).a,', ') // => 2'].join('\n');
    expect(parseAssertions(log)).toMatchObject([
      {line: 5, kind: 'log', expr: 'produce(base, (d) => {\n    d.a = 2\n  }).a'},
    ]);
    // The statement that ends at the comment is the whole `if`, not its `else` branch.
    const branch = 'if (ok)\n  a()\nelse\n  b()';
    expect(only(`${branch} // => throws: b`)).toEqual([{line: 4, kind: 'throws', expr: branch}]);
    expect(() => parseAssertions(`${branch} // => 1`)).toThrow(/line 4: .*not a `if` statement/);
  });

  it('is not fooled by `//` or `=>` inside template literals and regular expressions', () => {
    const template = ['const t = `http://x', '// => not an assertion', '${1 / 2}`', 't.length // => 35'].join('\n');
    expect(only(template)).toEqual([{line: 4, kind: 'value', expr: 't.length'}]);
    expect(only("/a\\/\\/b/.test('a//b') // => true")).toEqual([
      {line: 1, kind: 'value', expr: "/a\\/\\/b/.test('a//b')"},
    ]);
    expect(only("const r = /=>\\/\\//\nr.test('=>//') // => true")).toEqual([
      {line: 2, kind: 'value', expr: "r.test('=>//')"},
    ]);
    expect(only('const half = 4 / 2 / 1 // => 2')).toEqual([{line: 1, kind: 'value', expr: 'half'}]);
  });

  it('tells an object literal from a block', () => {
    expect(only('const o = {\n  a: 1,\n}\no.a // => 1')).toEqual([{line: 4, kind: 'value', expr: 'o.a'}]);
    expect(only('{\n  const inner = 2\n  inner // => 2\n}')).toEqual([{line: 3, kind: 'value', expr: 'inner'}]);
    expect(only('if (ok) {\n  run()\n} else {\n  x // => 1\n}')).toEqual([{line: 4, kind: 'value', expr: 'x'}]);
    expect(only('function f() {}\nf() // => undefined')).toEqual([{line: 2, kind: 'value', expr: 'f()'}]);
  });

  it('rejects a `// =>` inside an expression, naming its line', () => {
    expect(() => parseAssertions('const o = {\n  a: 1, // => 1\n}')).toThrow(
      /line 2: .*complete statement, got: a: 1,/,
    );
    expect(() => parseAssertions('foo(\n  a, // => 1\n  b,\n)')).toThrow(/line 2: .*complete statement/);
    expect(() => parseAssertions('foo(\n  a // => 1\n)')).toThrow(/line 2: .*complete statement/);
    expect(() => parseAssertions('const a = [\n  1 // => 1\n]')).toThrow(/line 2: .*complete statement/);
    // `a: 1` alone would be a labelled statement; in this object literal it is a property.
    expect(() => parseAssertions('const o = {\n  a: 1 // => 1\n}')).toThrow(/line 2: .*complete statement, got: a: 1/);
  });

  it('runs what it parsed: ASI and multi-line statements assert at run time', async () => {
    const result = await run(
      [
        "import { produce } from 'limu'",
        'const base = { a: 1, list: [1, 2] }',
        'const next = produce(base, (d) => {',
        '  d.a = 2',
        '})',
        'next.list',
        '  .map((x) => x * 2) // => [2, 4]',
        'const url = `http://x/${next.a}`',
        "url // => 'http://x/2'",
        "/\\/\\/ =>/.test('// =>') // => true",
      ].join('\n'),
    );
    expect(result.error).toBeNull();
    expect(result.assertions.map((a) => [a.line, a.ok])).toEqual([
      [7, true],
      [9, true],
      [10, true],
    ]);
  });
});

describe('stripComments', () => {
  it('removes line and block comments but keeps strings, templates and regexes', () => {
    const code = [
      "const a = 'x // not a comment'; // comment",
      'const b = "/* nor this */"; /* block */',
      'const c = `${a} // kept ${"// kept"}`;',
      'const d = /\\/\\/ kept/g.test(a); // gone',
      'const e = 4 / 2; // gone',
      '/* multi',
      '   line */ const f = 1;',
    ].join('\n');
    expect(stripComments(code)).toBe(
      [
        "const a = 'x // not a comment';",
        'const b = "/* nor this */";',
        'const c = `${a} // kept ${"// kept"}`;',
        'const d = /\\/\\/ kept/g.test(a);',
        'const e = 4 / 2;',
        '',
        ' const f = 1;',
      ].join('\n'),
    );
  });
  it('reads `/` and `//` as the parser does: after `)`, in JSX text, in a `<T>` cast', () => {
    // A hand-written scanner guesses from the previous character; the parser knows the grammar.
    expect(stripComments('if (ok) /x\\/\\//.test(s); // gone')).toBe('if (ok) /x\\/\\//.test(s);');
    expect(stripComments("const el = <p>{n} // it's text</p>; // gone")).toBe("const el = <p>{n} // it's text</p>;");
    expect(stripComments('const n = (<number>x) / 2 / 1; // gone')).toBe('const n = (<number>x) / 2 / 1;');
    // A partial snippet the parser rejects still loses its comments and keeps its strings.
    expect(stripComments("foo('// kept', /* gone */ {")).toBe("foo('// kept',  {");
  });
  it('keeps assertion comments when asked', () => {
    expect(stripComments('a; // => 1 // note\nb; // note', {keepAssertions: true})).toBe('a; // => 1 // note\nb;');
  });
});

describe('deepEqual and formatValue', () => {
  it('compares structures', () => {
    expect(deepEqual({a: [1, {b: NaN}]}, {a: [1, {b: NaN}]})).toBe(true);
    expect(deepEqual(new Map([['a', {x: 1}]]), new Map([['a', {x: 1}]]))).toBe(true);
    expect(deepEqual(new Set([1, {y: 2}]), new Set([{y: 2}, 1]))).toBe(true);
    expect(deepEqual(new Date(5), new Date(5))).toBe(true);
    expect(deepEqual({a: 1}, {a: 1, b: undefined})).toBe(false);
    expect(deepEqual([1, 2], {0: 1, 1: 2})).toBe(false);
    expect(deepEqual(new Map([['a', 1]]), new Map([['a', 2]]))).toBe(false);
    expect(deepEqual(new Set([1]), new Set([2]))).toBe(false);
    expect(deepEqual(new Date(5), new Date(6))).toBe(false);
    expect(deepEqual('1', 1)).toBe(false);
    class Point {
      constructor(readonly x: number) {}
    }
    expect(deepEqual(new Point(1), {x: 1})).toBe(false);
    expect(deepEqual(Object.assign(Object.create(null) as object, {a: 1}), {a: 1})).toBe(true);
    const cyc: {self?: unknown} = {};
    cyc.self = cyc;
    const cyc2: {self?: unknown} = {};
    cyc2.self = cyc2;
    expect(deepEqual(cyc, cyc2)).toBe(true);
  });
  it('prints values as JavaScript', () => {
    expect(formatValue({a: 'x', m: new Map([['k', [1, NaN]]]), s: new Set([1]), z: [-0], d: new Date(0)})).toBe(
      "{ a: 'x', m: new Map([['k', [1, NaN]]]), s: new Set([1]), z: [-0], d: new Date('1970-01-01T00:00:00.000Z') }",
    );
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(formatValue(revoked.proxy)).toMatch(/^\[unreadable: .*revoked/);
  });
});

describe('toRunnable', () => {
  it('keeps line numbers and turns imports into require()', () => {
    const code =
      "import { produce } from 'limu';\nconst n: number = produce({ n: 1 }, () => {}).n;\nn; // => 1\nconst el = <b>{n}</b>;";
    const out = toRunnable(code, 'tsx');
    const lines = out.split('\n');
    expect(lines).toHaveLength(code.split('\n').length + 1);
    expect(lines[0]).toContain("require('limu')");
    expect(lines[2]).toContain('__assert(3, () => (n), () => (1));');
    expect(lines[0]).toContain('react/jsx-runtime');
    expect(lines[3]).toContain('_jsxruntime.jsx');
  });
});

describe('runSample', () => {
  it('passes a correct sample and records each assertion', async () => {
    const result = await run(
      [
        "import { produce } from 'limu';",
        "const base = { user: { name: 'limu' }, tags: ['fast'] };",
        "const next = produce(base, (draft) => { draft.user.name = 'lemon'; });",
        "next.user.name; // => 'lemon'",
        'next.tags === base.tags; // => true',
        'console.log(next === base); // => false',
        'let kept; produce(base, (draft) => { kept = draft; });',
        'kept.tags; // => throws: revoked',
        'await Promise.resolve(new Map([["a", 1]])); // => new Map([["a", 1]])',
      ].join('\n'),
    );
    expect(result.error).toBeNull();
    expect(result.failures).toEqual([]);
    expect(result.assertions.map((a) => [a.line, a.ok])).toEqual([
      [4, true],
      [5, true],
      [6, true],
      [8, true],
      [9, true],
    ]);
    expect(result.logs.map((l) => l.text)).toEqual(['false']);
    expect(result.ok).toBe(true);
  });

  it('fails a deliberately wrong // => value, naming line, expected and actual', async () => {
    const result = await run(
      "import { produce } from 'limu';\nconst next = produce({ a: 1 }, (d) => { d.a = 2; });\nnext.a; // => 3",
    );
    expect(result.ok).toBe(false);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatchObject({line: 3, expected: '3', actual: '2'});
    const sample = extractSamples(
      fence(
        'js',
        "import { produce } from 'limu';\nconst next = produce({ a: 1 }, (d) => { d.a = 2; });\nnext.a; // => 3",
      ),
      'docs/x.md',
    )[0];
    expect(describeFailure(sample, result)).toBe('docs/x.md:4: expected 3, got 2');
  });

  it('fails an unexpected throw with its line', async () => {
    const result = await run('const a = 1;\n\nnull.x;\na; // => 1');
    expect(result.ok).toBe(false);
    expect(result.error).toMatchObject({line: 3});
    expect(result.error?.message).toMatch(/null/);
  });

  it('fails a throws assertion when nothing throws or the message differs', async () => {
    const none = await run('const a = 1;\na; // => throws: boom');
    expect(none.failures[0]).toMatchObject({line: 2, actual: 'no error'});
    const other = await run("(() => { throw new Error('bang'); })(); // => throws: boom");
    expect(other.failures[0]).toMatchObject({line: 1, actual: 'bang'});
  });

  it('captures the global console while the sample runs, including library warnings', async () => {
    const code = [
      "import { immut } from 'limu';",
      'const warnings = [];',
      'const originalWarn = console.warn;',
      'console.warn = (message) => warnings.push(message);',
      'immut({ a: 1 }).a = 2;',
      'console.warn = originalWarn;',
      "warnings; // => ['can not mutate state at readOnly mode!']",
      "console.info('done'); // => undefined",
    ].join('\n');
    const before = console.warn;
    const result = await run(code);
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.logs.map((l) => [l.level, l.text])).toEqual([['info', 'done']]);
    expect(console.warn).toBe(before);
    const quoted = await run("(() => { throw new Error('bang'); })(); // => throws: 'bang'");
    expect(quoted.ok).toBe(true);
  });

  it('fails an assertion that never runs', async () => {
    const result = await run('function f() {\n  return 1; \n}\nconst g = () => {\n  f(); // => 1\n};');
    expect(result.ok).toBe(false);
    expect(result.failures[0].message).toMatch(/never ran/);
  });

  it('reports a syntax error with its line', async () => {
    const result = await run('const a = 1;\nconst = 2;');
    expect(result.ok).toBe(false);
    expect(result.error?.line).toBe(2);
  });

  it('runs TypeScript and JSX', async () => {
    const ts = await run(
      "import { produce, type Draft } from 'limu';\ntype S = { n: number };\nconst r = (d: Draft<S>) => { d.n += 1; };\nproduce<S>({ n: 1 }, r).n; // => 2",
      'ts',
    );
    expect(ts.error).toBeNull();
    expect(ts.ok).toBe(true);
    const jsx = await run("const el = <b title=\"t\">x</b>;\nel.props; // => { title: 't', children: 'x' }", 'jsx');
    expect(jsx.ok).toBe(true);
  });

  it('gives each sample fresh library state', async () => {
    await runSample("import { setAutoFreeze } from 'limu';\nsetAutoFreeze(true);", 'js', {require: sampleRequire()});
    const after = await runSample("import { getAutoFreeze } from 'limu';\ngetAutoFreeze(); // => false", 'js', {
      require: sampleRequire(),
    });
    expect(after.ok).toBe(true);
    const blocked = await runSample("import fs from 'node:fs';", 'js', {require: sampleRequire()});
    expect(blocked.error?.message).toMatch(/may import only/);
  });
});

describe('zh/en code comparison', () => {
  const zh = fence(
    'js',
    "import { produce } from 'limu';\n// 修改草稿\nconst next = produce(base, (d) => { d.a = 1; });\nnext.a; // => 1",
  );
  it('ignores comments and blank lines', () => {
    const en = fence(
      'js',
      "import { produce } from 'limu';\n\n// change the draft\nconst next = produce(base, (d) => { d.a = 1; }); // note\nnext.a; // => 1",
    );
    expect(compareCodeBlocks(extractCodeBlocks(zh, 'zh.md'), extractCodeBlocks(en, 'en.md'))).toEqual([]);
  });
  it('detects different code, a different expected value, language or block count', () => {
    const changed = fence(
      'js',
      "import { produce } from 'limu';\nconst next = produce(base, (d) => { d.a = 2; });\nnext.a; // => 1",
    );
    const [m] = compareCodeBlocks(extractCodeBlocks(zh, 'zh.md'), extractCodeBlocks(changed, 'en.md'));
    expect(m.message).toMatch(/code block #1 differs outside comments \(zh\.md:1 vs en\.md:1\)/);
    const assertion = fence(
      'js',
      "import { produce } from 'limu';\nconst next = produce(base, (d) => { d.a = 1; });\nnext.a; // => 2",
    );
    expect(compareCodeBlocks(extractCodeBlocks(zh, 'zh.md'), extractCodeBlocks(assertion, 'en.md'))).toHaveLength(1);
    const lang = zh.replace('```js', '```ts');
    expect(compareCodeBlocks(extractCodeBlocks(zh, 'zh.md'), extractCodeBlocks(lang, 'en.md'))[0].message).toMatch(
      /language/,
    );
    const extra = `${zh}\n\n${fence('bash', 'npm i limu')}`;
    expect(compareCodeBlocks(extractCodeBlocks(zh, 'zh.md'), extractCodeBlocks(extra, 'en.md'))[0].message).toMatch(
      /only one copy/,
    );
    const shell = [fence('bash', 'npm i limu # 安装'), fence('bash', 'npm i limu # install')];
    expect(compareCodeBlocks(extractCodeBlocks(shell[0], 'a.md'), extractCodeBlocks(shell[1], 'b.md'))).toEqual([]);
    const tree = [
      fence('text', 'docs/\n  intro.md   # 快速开始'),
      fence('text', 'docs/\n  intro.md   # getting started'),
    ];
    expect(compareCodeBlocks(extractCodeBlocks(tree[0], 'a.md'), extractCodeBlocks(tree[1], 'b.md'))).toEqual([]);
    const output = [fence('text', 'limu 4.1.3'), fence('text', 'limu 4.1.2')];
    expect(compareCodeBlocks(extractCodeBlocks(output[0], 'a.md'), extractCodeBlocks(output[1], 'b.md'))).toHaveLength(
      1,
    );
  });
});

describe('typeCheckSamples', () => {
  it('reports a strict-mode type error and a js syntax error at their Markdown lines', () => {
    const md = [
      '# t', // 1
      '```ts', // 2
      "import { produce } from 'limu';", // 3
      'const next = produce({ a: 1 }, (d) => { d.a = 2; });', // 4
      'const s: string = next.a;', // 5: number is not a string
      'function f(x) { return x; }', // 6: implicit any under strict
      '```', // 7
      '```js', // 8
      'const = 1;', // 9
      '```', // 10
      '```ts', // 11
      "import { produce, type Draft } from 'limu';", // 12
      'type S = { n: number };', // 13
      'const r = (d: Draft<S>) => { d.n += 1; };', // 14
      'const n: number = produce<S>({ n: 1 }, r).n;', // 15
      '```', // 16
      '```tsx', // 17
      "import { useState } from 'react';", // 18
      "import { produce } from 'limu';", // 19
      'export function Counter() {', // 20
      '  const [state, setState] = useState({ n: 1 });', // 21
      '  const add = () => setState(produce((d) => { d.n += 1; }));', // 22
      '  return <button onClick={add}>{state.n}</button>;', // 23
      '}', // 24
      '```', // 25
    ].join('\n');
    const diags = typeCheckSamples(extractSamples(md, 'docs/t.md')).map((d) => `${d.sample.file}:${d.line}`);
    expect(diags).toContain('docs/t.md:5');
    expect(diags).toContain('docs/t.md:6');
    expect(diags).toContain('docs/t.md:9');
    expect(diags.filter((d) => Number(d.split(':')[1]) > 11)).toEqual([]);
  }, 120_000);
});

describe('src/lib/examples stays browser-safe (the Run button bundles it)', () => {
  const dir = path.join(import.meta.dirname, '../../src/lib/examples');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    it(`${file} imports only sibling modules and sucrase`, () => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const imports = [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
      // Sucrase itself, and its parser by the CommonJS path (the bundler swaps in the ES build: src/plugins/sucrase-esm).
      const bad = imports.filter(
        (id) => !id.startsWith('./') && id !== 'sucrase' && !id.startsWith('sucrase/dist/parser'),
      );
      expect(bad, `src/lib/examples/${file} imports ${bad.join(', ')}`).toEqual([]);
      expect(text, `src/lib/examples/${file} uses a Node global`).not.toMatch(
        /\b(process\.|Buffer\.|__dirname|require\.resolve)/,
      );
    });
  }
});
