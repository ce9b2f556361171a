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

  it('shows what `// =>` lines produced without checking them (a wrong one is no error)', async () => {
    const sent = await run(
      "const a = 1 + 1;\na; // => 3\nconsole.log(a); // => 5\nJSON.parse('{'); // => throws: JSON\nconst m = new Map([['k', a]]); // => new Map()",
    );
    expect(sent).toEqual([
      {type: 'log', level: 'log', text: '2'},
      {type: 'value', line: 2, expr: 'a', text: '2', threw: false},
      {type: 'value', line: 4, expr: "JSON.parse('{')", text: expect.stringContaining('JSON') as string, threw: true},
      {type: 'value', line: 5, expr: 'm', text: "new Map([['k', 2]])", threw: false},
      {type: 'done', ms: 0},
    ]);
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
