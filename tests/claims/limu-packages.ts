// The published files of one limu version, for claims about what a release shipped or how it behaved.
// Every version a claim reads is installed by `npm install`: the site's limu, or an npm alias in
// package.json devDependencies (`limu-3-9`: `npm:limu@3.9.2`, `limu-4-1-1`: `npm:limu@4.1.1`, ...),
// pinned with its integrity in package-lock.json. Nothing is fetched while the tests run (issue 37):
// a version without an alias is an error that says which alias to add.
import {expect} from 'vitest';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LimuVersion, LimuVersionsFile} from '../../src/lib/changelog/versions';

// __dirname rather than import.meta: `npm run claims:coverage` loads the ledger through sucrase (CommonJS).
export const ROOT = path.resolve(__dirname, '../..');
const load = createRequire(path.join(ROOT, 'package.json'));

/** The folder holding `package.json` of limu `version`. */
export function packageDir(version: string): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const deps = {...manifest.dependencies, ...manifest.devDependencies};
  if (deps.limu === version) return path.join(ROOT, 'node_modules/limu');
  const alias = Object.entries(deps).find(([, spec]) => spec === `npm:limu@${version}`);
  if (!alias) {
    throw new Error(
      `limu ${version} is not installed: add "limu-${version.replace(/\./g, '-')}": "npm:limu@${version}" to ` +
        'devDependencies in package.json (npm install -E -D) so that the tests need no network',
    );
  }
  const pkg = path.join(ROOT, 'node_modules', alias[0]);
  const shipped = (JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')) as {version: string}).version;
  if (shipped !== version) throw new Error(`${pkg}: package.json says ${shipped}, expected ${version}`);
  return pkg;
}

/** The package's main entry, loaded by path (each version its own module instance). */
export function loadLimu<T = typeof import('limu')>(version: string): T {
  return load(packageDir(version)) as T;
}

/** The text of one file the package ships, e.g. `lib/index.d.ts`. */
export function packageFile(version: string, file: string): string {
  return readFileSync(path.join(packageDir(version), file), 'utf8');
}

/** What `npm run changelog:data` recorded for `version` (src/data/limu-versions.json). */
export function versionData(version: string): LimuVersion {
  const data = JSON.parse(readFileSync(path.join(ROOT, 'src/data/limu-versions.json'), 'utf8')) as LimuVersionsFile;
  const entry = data.versions.find((v) => v.version === version);
  if (!entry) throw new Error(`src/data/limu-versions.json has no limu ${version}`);
  return entry;
}

/** Every version in src/data/limu-versions.json, oldest first. */
export function allVersions(): LimuVersion[] {
  return (JSON.parse(readFileSync(path.join(ROOT, 'src/data/limu-versions.json'), 'utf8')) as LimuVersionsFile)
    .versions;
}

/** The lines of `file` that differ between two versions (a plain line-set difference, enough for one-line edits). */
export function changedLines(from: string, to: string, file: string): {removed: string[]; added: string[]} {
  const a = packageFile(from, file).split('\n');
  const b = packageFile(to, file).split('\n');
  return {removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line))};
}

const SURFACE = [
  'addedExports',
  'removedExports',
  'addedOptions',
  'removedOptions',
  'addedOperateParams',
  'removedOperateParams',
  'addedUtils',
  'removedUtils',
] as const;

/** Fails unless `version` added or removed no export, option, onOperate param or limuUtils member. */
export function expectSurfaceUnchanged(version: string): void {
  const {changes} = versionData(version);
  for (const key of SURFACE) expect(changes[key], `${version} ${key}`).toEqual([]);
}

/** The public-surface changes of `version` against the previous listed one, as `key: names` strings (empty: none). */
export function surfaceChanges(version: string): string[] {
  const {changes} = versionData(version);
  return SURFACE.filter((key) => changes[key].length > 0).map((key) => `${key}: ${changes[key].join(', ')}`);
}

/** immer or mutative as installed (the claims runner clears their cache before each proof). */
export function requirePackage<T>(name: 'immer' | 'mutative'): T {
  return load(name) as T;
}
