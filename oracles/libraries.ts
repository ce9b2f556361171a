/**
 * What the two oracles share (behaviour/: the probes of the behaviour matrix; explore/: the generated
 * recipes): the compared libraries as installed, each loadable afresh, and a quiet console while a
 * recipe runs (the libraries' warnings are outcomes the oracles judge, not output). Node only.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {COMPARED_LIBRARIES} from '../src/data/site.mjs';

export type LibName = (typeof COMPARED_LIBRARIES)[number];
export const LIB_NAMES: LibName[] = [...COMPARED_LIBRARIES];

const nodeRequire = createRequire(path.resolve(__dirname, '../package.json'));
const STATEFUL = new RegExp(`[\\\\/]node_modules[\\\\/](${LIB_NAMES.join('|')})[\\\\/]`);

/** The installed version of each library. */
export function versions(): Record<LibName, string> {
  return Object.fromEntries(
    LIB_NAMES.map((n) => [n, (nodeRequire(`${n}/package.json`) as {version: string}).version]),
  ) as Record<LibName, string>;
}

/** A library's module; `fresh`: a new copy, so no global setting (setAutoFreeze) survives from an earlier run. */
export function load(name: LibName, fresh = false): any {
  if (fresh) {
    for (const key of Object.keys(nodeRequire.cache)) if (STATEFUL.test(key)) delete nodeRequire.cache[key];
  }
  return nodeRequire(name);
}

/** Runs `run` with console.warn and console.error silenced, restored when it ends (or its promise settles). */
export function quietly<T>(run: () => T): T {
  const {warn, error} = console;
  const restore = () => Object.assign(console, {warn, error});
  console.warn = console.error = () => {};
  let out: T;
  try {
    out = run();
  } catch (e) {
    restore();
    throw e;
  }
  if (out instanceof Promise) return out.finally(restore) as T;
  restore();
  return out;
}
