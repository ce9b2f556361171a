// The lint rules that stand in for a hand-written check: code from strings is refused everywhere
// except the sample runner (eslint.config.mjs), which must stay the one exception.
import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const eslint = new ESLint({cwd: ROOT});

async function rulesHit(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(ROOT, file)});
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('code from strings', () => {
  it('Function with or without new, eval and a string timer are errors in src/', async () => {
    const code = [
      "export const a = Function('return 1');",
      "export const b = new Function('return 2');",
      "export const c = eval('3');",
      "setTimeout('alert(1)', 10);",
    ].join('\n');
    expect(await rulesHit(code, 'src/lib/probe.ts')).toEqual([
      'no-new-func',
      'no-new-func',
      'no-eval',
      'no-implied-eval',
    ]);
  }, 60_000);

  it('the sample runner may call Function, and nothing else may', async () => {
    const code = "export const run = (body: string) => Function(body);\nexport const bad = eval('1');";
    expect(await rulesHit(code, 'src/lib/examples/runtime.ts')).toEqual(['no-eval']);
  }, 60_000);
});
