import {describe, expect, it} from 'vitest';
import * as limu from 'limu';
import {formatArgs, formatValue} from '../../src/lib/examples/format';
import {limitOutput, neededModules, type SandboxMessage} from '../../src/lib/sandbox/protocol';

describe('formatValue / formatArgs (Run button output, inspector, `// =>` messages)', () => {
  it('prints console strings as they are and strings inside values quoted', () => {
    expect(formatArgs(['hello', 'world'])).toBe('hello world');
    expect(formatValue('hello')).toBe("'hello'");
    expect(formatValue({name: 'limu'})).toBe("{ name: 'limu' }");
    expect(formatValue(["it's"])).toBe("['it\\'s']");
  });

  it('prints primitives like a console does', () => {
    expect(formatArgs([1, -0, 10n, true, null, undefined, Symbol('s'), NaN])).toBe(
      '1 -0 10n true null undefined Symbol(s) NaN',
    );
    expect(formatValue(function named() {})).toBe('[Function: named]');
    expect(formatValue(() => 1)).toBe('[Function (anonymous)]');
  });

  it("writes Map and Set as the samples' `// =>` comments do", () => {
    expect(formatValue(new Map([['a', 1]]))).toBe("new Map([['a', 1]])");
    expect(formatValue(new Set([1, 2]))).toBe('new Set([1, 2])');
    expect(formatValue({m: new Map(), s: new Set()})).toBe('{ m: new Map(), s: new Set() }');
    const long = new Map([
      ['first', {title: 'write the docs'}],
      ['second', {title: 'run every sample'}],
    ]);
    expect(formatValue(long)).toBe(
      "new Map([['first', { title: 'write the docs' }], ['second', { title: 'run every sample' }]])",
    );
    expect(formatArgs([long])).toBe(
      [
        'new Map([',
        "  ['first', { title: 'write the docs' }],",
        "  ['second', { title: 'run every sample' }]",
        '])',
      ].join('\n'),
    );
  });

  it('quotes keys that are not identifiers and shows symbol keys', () => {
    const sym = Symbol('k');
    expect(formatValue({'a-b': 1, ok: 2, [sym]: 3})).toBe("{ 'a-b': 1, ok: 2, [Symbol(k)]: 3 }");
  });

  it('breaks long values over indented lines in console output only', () => {
    const value = {
      todos: [
        {id: 1, title: 'write the docs'},
        {id: 2, title: 'run every sample'},
      ],
      done: false,
    };
    expect(formatValue(value)).not.toContain('\n');
    expect(formatArgs([value])).toBe(
      [
        '{',
        '  todos: [',
        "    { id: 1, title: 'write the docs' },",
        "    { id: 2, title: 'run every sample' }",
        '  ],',
        '  done: false',
        '}',
      ].join('\n'),
    );
  });

  it('marks circular references, limits depth and long collections', () => {
    const a: Record<string, unknown> = {name: 'a'};
    a.self = a;
    expect(formatValue(a)).toBe("{ name: 'a', self: [Circular] }");
    expect(formatValue({a: {b: {c: {d: {e: {f: 1}}}}}})).toBe('{ a: { b: { c: { d: { e: [Object] } } } } }');
    expect(formatValue(Array.from({length: 102}, () => 0))).toContain('... 2 more items');
  });

  it('names class instances and shows dates, errors and holes', () => {
    class Point {
      constructor(public x = 1) {}
    }
    expect(formatValue(new Point())).toBe('Point { x: 1 }');
    expect(formatValue(new Date(0))).toBe("new Date('1970-01-01T00:00:00.000Z')");
    expect(formatValue(new TypeError('bad'))).toBe('TypeError: bad');
    // eslint-disable-next-line no-sparse-arrays
    expect(formatValue([1, , 3])).toBe('[1, <empty>, 3]');
    expect(formatValue(Object.create(null))).toBe('[Object: null prototype] {}');
  });

  it('prints HTML as plain text (the page renders it as a text node)', () => {
    expect(formatArgs(['<img src=x onerror=alert(1)>'])).toBe('<img src=x onerror=alert(1)>');
  });

  it('reads limu drafts, and says so instead of throwing when a draft was revoked', () => {
    const draft = limu.createDraft({list: [1, 2], map: new Map([['k', 1]])});
    expect(formatValue(draft)).toBe("{ list: [1, 2], map: new Map([['k', 1]]) }");
    limu.finishDraft(draft);
    expect(formatValue(draft)).toMatch(/^\[unreadable: .*revoked/);
  });
});

describe('sandbox protocol', () => {
  it('finds the sandbox modules a sample imports', () => {
    const code =
      "import { produce } from 'limu';\nimport {create} from \"mutative\";\nconst x = require('immer');\nimport 'left-pad';";
    expect(neededModules(code, 'js')).toEqual(['limu', 'immer', 'mutative']);
    expect(neededModules("import { useState } from 'react';", 'tsx')).toEqual(['react', 'react/jsx-runtime']);
    expect(neededModules('const a = 1;', 'ts')).toEqual([]);
  });

  it('caps output lines, then says once that it did', () => {
    const sent: SandboxMessage[] = [];
    const out = limitOutput((m) => sent.push(m), 3);
    for (let i = 0; i < 10; i += 1) out('log', `line ${i}`);
    expect(sent).toEqual([
      {type: 'log', level: 'log', text: 'line 0'},
      {type: 'log', level: 'log', text: 'line 1'},
      {type: 'log', level: 'log', text: 'line 2'},
      {type: 'truncated', limit: 3},
    ]);
  });

  it('cuts very long lines', () => {
    const sent: SandboxMessage[] = [];
    limitOutput((m) => sent.push(m))('warn', 'x'.repeat(20_000));
    const first = sent[0];
    expect(first?.type === 'log' && first.text.length).toBe(10_001);
  });
});
