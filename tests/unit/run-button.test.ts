import {describe, expect, it} from 'vitest';
import {hasRunButton} from '../../src/lib/examples';

describe('hasRunButton: a Run button only where running shows something', () => {
  it('needs a `// =>` result or a console call', () => {
    expect(hasRunButton('js', '', 'const a = 1;\na; // => 1')).toBe(true);
    expect(hasRunButton('ts', '', "console.log('x');")).toBe(true);
    expect(hasRunButton('tsx', '', 'console .warn(1)')).toBe(true);
    expect(hasRunButton('ts', '', 'declare function produce<T>(base: T): T;')).toBe(false);
    expect(hasRunButton('js', '', "import { produce } from 'limu';\nconst next = produce({}, () => {});")).toBe(false);
  });

  it('never on a block that does not run', () => {
    expect(hasRunButton('ts', 'noexec="needs a DOM"', 'console.log(1)')).toBe(false);
    expect(hasRunButton('bash', '', 'echo 1 // => 1')).toBe(false);
  });
});
