// The folders show the architecture (ARCHITECTURE.md "Folders"): the site (src/) imports nothing from
// the commands (scripts/), the oracles (oracles/) or the tests; scripts/ holds only commands; and no
// module imports itself through a circle of imports, types included.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.mts', '/index.ts', '/index.tsx'];

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.posix.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path.join(ROOT, rel)).isDirectory() ? files(rel) : SOURCE.test(name) ? [rel] : [];
  });
}

/** The repository files a module imports (static, dynamic, type-only and `new URL` workers), root-relative. */
export function importsOf(file: string, source: string, exists: (rel: string) => boolean): string[] {
  const specifiers = ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
  for (const m of source.matchAll(/new URL\(\s*['"](\.[^'"]+)['"]/g)) specifiers.push(m[1]);
  return specifiers.flatMap((spec) => {
    const base = spec.startsWith('@site/')
      ? spec.slice('@site/'.length)
      : spec.startsWith('.')
        ? path.posix.join(path.posix.dirname(file), spec)
        : null;
    if (base === null) return [];
    const found = EXTENSIONS.map((e) => base + e).find(exists);
    return found ? [found] : [];
  });
}

/** The circles of a graph: each as the list of its modules, the first one repeated at the end. */
export function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

const ALL = ['src', 'scripts', 'oracles', 'tests'].flatMap(files);
const known = new Set(ALL);
const isFile = (rel: string) => {
  try {
    return known.has(rel) || statSync(path.join(ROOT, rel)).isFile();
  } catch {
    return false;
  }
};
const GRAPH = new Map(ALL.map((f) => [f, importsOf(f, readFileSync(path.join(ROOT, f), 'utf8'), isFile)]));

describe('the folders', () => {
  it('the import scanner follows relative, @site, type-only, dynamic and worker imports', () => {
    const source = [
      "import type {A} from './a';",
      "import {b} from '@site/src/b';",
      "const c = import('../c');",
      "new Worker(new URL('./d.ts', import.meta.url));",
      "import React from 'react';",
    ].join('\n');
    const present = new Set(['src/x/a.ts', 'src/b.tsx', 'src/c/index.ts', 'src/x/d.ts']);
    expect(importsOf('src/x/y.ts', source, (f) => present.has(f))).toEqual([
      'src/x/a.ts',
      'src/b.tsx',
      'src/c/index.ts',
      'src/x/d.ts',
    ]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('src/ imports nothing from scripts/, oracles/ or tests/', () => {
    const crossing = [...GRAPH]
      .filter(([f]) => f.startsWith('src/'))
      .flatMap(([f, deps]) => deps.filter((d) => !d.startsWith('src/')).map((d) => `${f} → ${d}`))
      // The site's config data and the packages' own files are not ours to police here.
      .filter((edge) => /→ (scripts|oracles|tests)\//.test(edge));
    expect(crossing, 'the site must not depend on the commands, the oracles or the tests').toEqual([]);
  });

  it('scripts/ holds only commands: no module there is imported by another of ours', () => {
    const imported = [...GRAPH]
      .flatMap(([f, deps]) => deps.filter((d) => d.startsWith('scripts/')).map((d) => `${f} → ${d}`))
      // The static server is a command that the tests also start (scripts/serve.mjs exports its rules).
      .filter((edge) => !edge.endsWith('→ scripts/serve.mjs'));
    expect(imported, 'what tests or other modules import lives under tests/support or oracles/').toEqual([]);
  });

  it('no circle of imports', () => {
    expect(circles(GRAPH).map((c) => c.join(' → '))).toEqual([]);
  });
});
