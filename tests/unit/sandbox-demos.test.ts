import {describe, expect, it} from 'vitest';
import {createRequire} from 'node:module';
import {executeSample, type ModuleLoaders} from '../../src/lib/sandbox/execute';
import type {SandboxMessage} from '../../src/lib/sandbox/protocol';
import {COMMENTS, DEMOS, demoCode} from '../../src/components/HomeDemo/samples';

// The home page demos run through the same sandbox code as in the browser, against real limu.
const req = createRequire(import.meta.url);
const loaders = Object.fromEntries(
  ['limu', 'immer', 'mutative', 'react', 'react/jsx-runtime'].map((id) => [id, async () => req(id)]),
) as ModuleLoaders;

async function output(code: string): Promise<string[]> {
  const sent: SandboxMessage[] = [];
  await executeSample({type: 'run', code, lang: 'js'}, loaders, (m) => sent.push(m));
  const errors = sent.filter((m) => m.type === 'error');
  expect(errors, 'the demo must not throw').toEqual([]);
  return sent.flatMap((m) => (m.type === 'log' ? [m.text] : []));
}

const demo = (id: string) => demoCode(DEMOS.find((d) => d.id === id)!.code, 'en');

describe('home page demo comments', () => {
  it('every `// @key` line has a comment in both languages, and the code is otherwise identical', () => {
    for (const d of DEMOS) {
      for (const key of d.code.matchAll(/\/\/ @(\w+)/g))
        expect(COMMENTS, `${d.id}: // @${key[1]}`).toHaveProperty(key[1]!);
      const zh = demoCode(d.code, 'zh-Hans');
      const en = demoCode(d.code, 'en');
      expect(zh, d.id).not.toMatch(/\/\/ @\w/);
      expect(zh.replace(/\/\/.*$/gm, ''), d.id).toBe(en.replace(/\/\/.*$/gm, ''));
      expect(en, `${d.id}: no Chinese in the English demo`).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('runs the Chinese variant the same way', async () => {
    expect(await output(demoCode(DEMOS[0]!.code, 'zh-Hans'))).toHaveLength(3);
  });
});

describe('home page demos', () => {
  it('produce', async () => {
    expect(await output(demo('produce'))).toEqual([
      "{\n  user: { name: 'lemon' },\n  tags: [ 'fast', 'small' ],\n  meta: { stars: 1 }\n}",
      'false true',
      'false',
    ]);
  });

  it('createDraft / finishDraft', async () => {
    expect(await output(demo('draft'))).toEqual(['[ 1, 2, 3 ] 2', '[ 1, 2 ]', "Map(2) { 'a' => 1, 'b' => 2 }", '1']);
  });

  it('immut', async () => {
    expect(await output(demo('immut'))).toEqual(['can not mutate state at readOnly mode!', 'limu', 'lemon']);
  });

  it('onOperate', async () => {
    expect(await output(demo('onOperate'))).toEqual([
      'set user.name lemon',
      'set list.1 2',
      'set list.length 2',
      "{ user: { name: 'lemon' }, list: [ 1, 2 ] }",
    ]);
  });

  it('benchmark', async () => {
    const lines = await output(demo('bench'));
    expect(lines).toHaveLength(3);
    for (const [i, name] of ['limu', 'immer', 'mutative'].entries()) {
      expect(lines[i]).toMatch(new RegExp(`^${name} +\\d+\\.\\d{3} ms per update$`));
    }
  });
});
