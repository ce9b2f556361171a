import {describe, expect, it} from 'vitest';
import {createRequire} from 'node:module';
import {executeInspect, type InspectLoaders} from '../../src/lib/inspector/execute';
import type {InspectMessage, InspectedRun} from '../../src/lib/inspector/protocol';
import type {TreeNode} from '../../src/lib/inspector/tree';
import {INSPECT_LIBRARIES, type InspectLibrary} from '../../src/lib/inspector/adapters';
import {decodeShare, encodeShare} from '../../src/lib/inspector/share';
import {INSPECTOR_RECIPES} from '../fixtures/inspector-recipes';
import {expectedLabels, runDirect} from '../fixtures/inspector-expected';
import {INSPECTOR_TEXT} from '../../src/components/Inspector/text';
import {SANDBOX_MODULES} from '../../src/lib/sandbox/protocol';

// The inspector's labels must equal labels computed here independently: the recipe runs against
// the library directly, and the base and result are compared by identity with code of this file.
const req = createRequire(import.meta.url);
const loaders = Object.fromEntries(SANDBOX_MODULES.map((id) => [id, async () => req(id)])) as InspectLoaders;

async function inspect(code: string, library: InspectLibrary): Promise<InspectMessage[]> {
  const sent: InspectMessage[] = [];
  await executeInspect({type: 'inspect', code, lang: 'js', library}, loaders, (m) => sent.push(m));
  return sent;
}

/** The same shape read off the inspector's tree. */
function shownLabels(node: TreeNode, path = node.key, out: Record<string, string> = {}): Record<string, string> {
  if (node.kind === 'value') return out;
  out[path] = node.labels.join(' ');
  for (const c of node.children) shownLabels(c, `${path}.${c.key}`, out);
  return out;
}

const lastRun = (sent: InspectMessage[]): InspectedRun => {
  expect(sent.filter((m) => m.type === 'error')).toEqual([]);
  const runs = sent.find((m) => m.type === 'runs');
  expect(runs?.type).toBe('runs');
  const list = runs!.type === 'runs' ? runs!.runs : [];
  expect(list.length).toBeGreaterThan(0);
  return list.at(-1)!;
};

describe('inspector labels equal identity comparison in Node', () => {
  expect(INSPECTOR_RECIPES.length).toBeGreaterThanOrEqual(15);
  for (const recipe of INSPECTOR_RECIPES) {
    for (const library of INSPECT_LIBRARIES) {
      it(`${recipe.id} · ${library}`, async () => {
        const run = lastRun(await inspect(recipe.code, library));
        const [base, result] = await runDirect(recipe.code, library);
        expect(shownLabels(run.result), 'result tree').toEqual(expectedLabels(result, base, 'result'));
        expect(shownLabels(run.base), 'base tree').toEqual(expectedLabels(base, result, 'base'));
        expect(run.same).toBe(base === result);
      });
    }
  }
});

describe('what the inspector shows for the pitfalls', () => {
  const labelsOf = async (id: string, library: InspectLibrary) =>
    shownLabels(lastRun(await inspect(INSPECTOR_RECIPES.find((r) => r.id === id)!.code, library)).result);

  it('a draft leaked by filter is a revoked proxy in limu only', async () => {
    expect((await labelsOf('filter-leak', 'limu'))['result.todos.0']).toBe('revoked');
    expect((await labelsOf('filter-leak', 'immer'))['result.todos.0']).toBe('shared frozen');
    expect((await labelsOf('filter-leak', 'mutative'))['result.todos.0']).toBe('shared');
  });

  it('limu keeps every item after pop() on an array of objects', async () => {
    expect(Object.keys(await labelsOf('array-pop-objects', 'limu'))).toContain('result.list.2');
    expect(Object.keys(await labelsOf('array-pop-objects', 'immer'))).not.toContain('result.list.2');
  });

  it('records limu onOperate writes, not reads', async () => {
    const run = lastRun(await inspect(INSPECTOR_RECIPES[0]!.code, 'limu'));
    expect(run.ops).toEqual(["set user.name 'b'"]);
    expect(run.reads).toBeGreaterThan(0);
  });

  it('reports a throwing sample as an error, with the runs before it', async () => {
    const sent = await inspect(
      `import { produce } from 'limu';\nproduce({a: {}}, (d) => { d.a.x = 1; });\nnull.x;`,
      'limu',
    );
    expect(sent.find((m) => m.type === 'error')).toMatchObject({type: 'error', line: 3});
    expect(sent.find((m) => m.type === 'runs')).toMatchObject({runs: [{call: 'produce'}]});
  });
});

describe('share links', () => {
  it('round-trips code with any characters', () => {
    const code = "const s = '中文 <b>&amp;</b> 😀';\n// + / = ?#&";
    for (const library of INSPECT_LIBRARIES) {
      expect(decodeShare(encodeShare({code, library}))).toEqual({code, library});
    }
  });

  it('rejects bad links with a reason', () => {
    expect(decodeShare('')).toBeNull();
    expect(() => decodeShare('#lib=limu')).toThrow('no code=');
    expect(() => decodeShare('#lib=redux&code=YQ')).toThrow('unknown library');
    expect(() => decodeShare('#code=%%%')).toThrow('cannot be decoded');
    expect(() => decodeShare('#code=_w')).toThrow('cannot be decoded');
  });
});

describe('the onOperate count line (issue 27)', () => {
  it('says "1 write" and "1 read" in English, the plural otherwise', () => {
    const en = INSPECTOR_TEXT.en.ops;
    expect(en(1, 1)).toBe('onOperate log: 1 write, 1 read (reads are not listed)');
    expect(en(2, 0)).toBe('onOperate log: 2 writes, 0 reads (reads are not listed)');
    expect(INSPECTOR_TEXT['zh-Hans'].ops(1, 2)).toBe('onOperate 记录：1 次写入，2 次读取（读取不逐条列出）');
  });
});
