// api/errors: the rows of "Messages by version" that name a limu export or option. Each proof reads
// the messages of every installed release (limu and its npm aliases) with the same extractor as
// tests/docs/errors-page.test.ts, and checks the range the row gives.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {canonical, packageMessages} from '../docs/limu-messages';
import {claim} from './ledger';

const ROOT = path.resolve(__dirname, '../..');
const page = 'api/errors';

/** Every installed release: [version, the canonical texts of its messages]. Read once, on first use. */
let installed: [string, Set<string>][] | undefined;
const releases = (): [string, Set<string>][] => (installed ??= readReleases());
function readReleases(): [string, Set<string>][] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const names = Object.keys({...pkg.dependencies, ...pkg.devDependencies}).filter((n) => /^limu(-\d+-\d+)?$/.test(n));
  return names.map((name) => {
    const dir = path.join(ROOT, 'node_modules', name);
    const {version} = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string};
    return [version, new Set(packageMessages(dir).map((m) => canonical(m.text)))];
  });
}

const num = (v: string) =>
  v
    .split('.')
    .map(Number)
    .reduce((a, b) => a * 1000 + b, 0);

/** The message is in every installed release from `from` to `to` and in none outside. */
function inRange(message: string, from: string, to: string): void {
  for (const [version, texts] of releases()) {
    const inside = num(version) >= num(from) && num(version) <= num(to);
    expect(texts.has(canonical(message)), `${message} in ${version}`).toBe(inside);
  }
}

const row = (message: string, from: string, to: string) =>
  claim({page, zh: message, en: message, proof: () => inRange(message, from, to)});

export default [
  row('produce callback is not a function', '3.5.5', '4.1.3'),
  row('produce callback can not be a promise function or result', '3.5.5', '4.1.3'),
  row('Draft has been finished!', '4.1.3', '4.1.3'),
  row('can not mutate state at readOnly mode!', '3.5.5', '4.1.3'),
  row('not a Limu draft!', '3.5.5', '3.5.5'),
  row('Not a Limu root draft or draft has been finished!', '3.7.3', '4.0.0'),
];
