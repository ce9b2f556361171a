import {describe, expect, it} from 'vitest';
import {createRequire} from 'node:module';
import {executeSample, type ModuleLoaders} from '../../src/lib/sandbox/execute';
import type {SandboxMessage} from '../../src/lib/sandbox/protocol';

const req = createRequire(import.meta.url);
const loaders: ModuleLoaders = {
  limu: async () => req('limu'),
  immer: async () => req('immer'),
  mutative: async () => req('mutative'),
  react: async () => req('react'),
  'react/jsx-runtime': async () => req('react/jsx-runtime'),
};

async function run(code: string, lang = 'js'): Promise<SandboxMessage[]> {
  const sent: SandboxMessage[] = [];
  await executeSample(
    {type: 'run', code, lang},
    loaders,
    (m) => sent.push(m),
    () => 0,
  );
  return sent;
}

describe('executeSample (what the Run button worker does)', () => {
  it('runs a limu sample and sends its formatted console output', async () => {
    const sent = await run(
      [
        "import { produce } from 'limu';",
        "const base = { name: 'limu', tags: new Set(['fast']) };",
        "const next = produce(base, (draft) => { draft.tags.add('small'); });",
        'console.log(next.tags);',
        "console.warn('same?', next === base);",
      ].join('\n'),
    );
    expect(sent).toEqual([
      {type: 'log', level: 'log', text: "new Set(['fast', 'small'])"},
      {type: 'log', level: 'warn', text: 'same? false'},
      {type: 'done', ms: 0},
    ]);
  });

  it("shows what every `// =>` line produced, with the tests' verdict on its comment", async () => {
    const sent = await run(
      "const a = 1 + 1;\na; // => 3\nconsole.log(a); // => 2\nJSON.parse('{'); // => throws: JSON\nconst m = new Map([['k', a]]); // => new Map()\n[a, a]; // => [2, 2]",
    );
    expect(sent).toEqual([
      {type: 'log', level: 'log', text: '2'},
      {type: 'value', line: 2, expr: 'a', text: '2', threw: false, expected: '3', ok: false},
      {type: 'value', line: 3, expr: 'a', text: '2', threw: false, expected: '2', ok: true},
      {
        type: 'value',
        line: 4,
        expr: "JSON.parse('{')",
        text: expect.stringContaining('JSON') as string,
        threw: true,
        expected: 'throws: JSON',
        ok: true,
      },
      {type: 'value', line: 5, expr: 'm', text: "new Map([['k', 2]])", threw: false, expected: 'new Map()', ok: false},
      {type: 'value', line: 6, expr: '[a, a]', text: '[2, 2]', threw: false, expected: '[2, 2]', ok: true},
      {type: 'done', ms: 0},
    ]);
  });

  it("uses the doc tests' equality (Map, Set, NaN), not the printed text", async () => {
    const sent = await run(
      "new Set([1, 2]); // => new Set([2, 1])\nNaN; // => NaN\n({ a: 1 }); // => { a: '1' }\nJSON.parse('1'); // => throws: JSON",
    );
    const checks = sent.flatMap((m) => (m.type === 'value' ? [[m.line, m.ok]] : []));
    expect(checks).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, false],
    ]);
    expect(sent[3]).toMatchObject({text: 'no error', expected: 'throws: JSON', threw: false});
  });

  it('prints the value of a bare expression statement on the last line, as a console would', async () => {
    const last = async (code: string) => (await run(code)).filter((m) => m.type === 'echo');
    expect(
      await last("import { produce } from 'limu';\nconst next = produce({ n: 1 }, (d) => {\n  d.n += 1;\n});\nnext"),
    ).toEqual([{type: 'echo', line: 5, expr: 'next', text: '{ n: 2 }'}]);
    expect(await last('const a = [1];\na.concat(2); // a comment\n\n// and a note\n')).toEqual([
      {type: 'echo', line: 2, expr: 'a.concat(2)', text: '[1, 2]'},
    ]);
    expect(await last('const m = new Map();\nm\n  .set(1, 2)\n  .set(3, 4);')).toEqual([
      {type: 'echo', line: 4, expr: expect.stringContaining('.set(3, 4)') as string, text: 'new Map([[1, 2], [3, 4]])'},
    ]);
    expect(await last('await Promise.resolve(7)')).toEqual([
      {type: 'echo', line: 1, expr: 'await Promise.resolve(7)', text: '7'},
    ]);
    // Statements that are not bare expressions, and lines a `// =>` already shows, print nothing more.
    for (const code of [
      'const a = 1;',
      'let b = 2\nb = 3;\nif (b) {\n  b;\n}',
      'function f() {\n  return 1;\n}',
      '1; // => 1',
      'console.log(1)',
      "console.warn('returns undefined')",
      'const a = 1; // => 1\n// note',
    ]) {
      expect(await last(code), code).toEqual([]);
    }
  });

  it('reports a thrown error with its message and sample line', async () => {
    const sent = await run("console.log('before');\nconst o = null;\no.x = 1;\nconsole.log('after');");
    expect(sent[0]).toEqual({type: 'log', level: 'log', text: 'before'});
    expect(sent[1]).toMatchObject({type: 'error', line: 3});
    expect(sent[1]?.type === 'error' && sent[1].message).toMatch(/null/);
    expect(sent).toHaveLength(3);
  });

  it('runs TypeScript and top-level await', async () => {
    const sent = await run(
      "import { createDraft, finishDraft } from 'limu';\ninterface S { n: number }\nconst d = createDraft<S>({ n: 1 });\nd.n = await Promise.resolve(2);\nconsole.log(finishDraft(d));",
      'ts',
    );
    expect(sent[0]).toEqual({type: 'log', level: 'log', text: '{ n: 2 }'});
  });

  it('names the modules samples may import when one is missing', async () => {
    const sent = await run("import leftPad from 'left-pad';\nconsole.log(leftPad);");
    expect(sent[0]?.type).toBe('error');
    expect(sent[0]?.type === 'error' && sent[0].message).toContain("Cannot find module 'left-pad'");
  });

  it('reports a syntax error instead of throwing', async () => {
    const sent = await run('const = 1;');
    expect(sent[0]?.type).toBe('error');
    expect(sent.at(-1)?.type).toBe('done');
  });
});
