// The changelog against the published packages (src/data/limu-versions.json, written by
// `npm run changelog:data`): every version the registry lists has an entry in both locales, naming
// each export, option, onOperate param and limuUtils member that appeared or disappeared in it.
// No network: the committed JSON is the source, and its newest version must be the installed limu.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkChangelog, parseEntries, type ChangelogPage} from '../../src/lib/changelog/check';
import type {LimuVersionsFile} from '../../src/lib/changelog/versions';
import {SOURCE_DIRS} from '../../src/data/site.mjs';
import {ROOT} from './collect';

const data = JSON.parse(readFileSync(path.join(ROOT, 'src/data/limu-versions.json'), 'utf8')) as LimuVersionsFile;

const LOCALES = [
  {locale: 'zh-Hans', dir: `${SOURCE_DIRS.docs['zh-Hans']}/changelog`},
  {locale: 'en', dir: `${SOURCE_DIRS.docs.en}/changelog`},
] as const;

function pages(dir: string): ChangelogPage[] {
  return readdirSync(path.join(ROOT, dir))
    .filter((f) => /\.mdx?$/.test(f))
    .sort()
    .map((f) => ({file: `${dir}/${f}`, markdown: readFileSync(path.join(ROOT, dir, f), 'utf8')}));
}

describe('changelog covers every published limu version', () => {
  it('the version data ends at the installed limu and is in version order', () => {
    const installed = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/limu/package.json'), 'utf8')) as {version: string}).version;
    const versions = data.versions.map((v) => v.version);
    expect(versions.at(-1), 'newest version in src/data/limu-versions.json (rerun npm run changelog:data)').toBe(installed);
    // Each entry's diff must be against the version listed just before it.
    expect(data.versions.map((v) => v.changes.previous)).toEqual([null, ...versions.slice(0, -1)]);
  });

  for (const {locale, dir} of LOCALES) {
    it(`${locale}: one entry per version, naming what appeared or disappeared`, () => {
      const problems = checkChangelog(locale, data.versions, pages(dir));
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

  it('both locales put each version on the same page, in the same order', () => {
    const layout = (dir: string) =>
      pages(dir).flatMap((p) => parseEntries(p).map((e) => `${path.basename(p.file)} ${e.version} ${e.anchor}`));
    expect(layout(LOCALES[1].dir)).toEqual(layout(LOCALES[0].dir));
  });
});

describe('the announcement bar tells the release history the packages prove', () => {
  const config = readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
  const block = /const announcement = isEn\s*\?\s*`([^`]*)`\s*:\s*`([^`]*)`/.exec(config);
  const latest = data.versions.at(-1)!.version;
  // The first version whose package passes the multi-path probe is the one the bar credits with it.
  const multiPath = data.versions.find((v) => v.behaviour.sharedObjectOneResult === true)?.version;

  it('names the latest version and the version that brought multi-path tracking, and only those', () => {
    expect(block, 'the announcement ternary in docusaurus.config.ts').not.toBeNull();
    expect(multiPath).toBeDefined();
    for (const text of [block![1]!, block![2]!]) {
      const named = [...new Set(text.match(/\b\d+\.\d+\.\d+\b/g) ?? [])].sort();
      expect(named, text).toEqual([latest, multiPath!].sort());
      expect(text, 'links to the entry of the version it credits').toContain(`#v${multiPath!.replace(/\./g, '-')}`);
      expect(text.indexOf(multiPath!), 'the multi-path version is the one mentioned next to the feature').toBeGreaterThan(text.indexOf(latest));
    }
  });
});

describe('the changelog check can fail', () => {
  const zh = pages(LOCALES[0].dir);
  const withEdit = (file: string, edit: (md: string) => string) => zh.map((p) => (p.file.endsWith(file) ? {...p, markdown: edit(p.markdown)} : p));

  it('names the version whose entry was removed', () => {
    // Drop the 4.1.1 entry: its heading and body, up to the next version heading.
    const edited = withEdit('/v4-1.md', (md) => md.replace(/^## 4\.1\.1 .*\n[\s\S]*?(?=^## )/m, ''));
    expect(edited).not.toEqual(zh);
    const problems = checkChangelog('zh-Hans', data.versions, edited);
    expect(problems).toContain('zh-Hans: no changelog entry for 4.1.1 (expected a heading "## 4.1.1 {/* #v4-1-1 */}")');
  });

  it('names the option an entry no longer mentions', () => {
    // 4.1.1 removed the `fast` option that 4.1.0 had added: an entry silent about it fails.
    const edited = withEdit('/v4-1.md', (md) => md.replace(/^(## 4\.1\.1 .*\n[\s\S]*?)(?=^## )/m, (entry) => entry.replace(/`[^`\n]*\bfast\b[^`\n]*`/g, 'it')));
    const problems = checkChangelog('zh-Hans', data.versions, edited);
    expect(problems).toEqual([expect.stringMatching(/entry 4\.1\.1 does not name the removed option `fast`$/)]);
  });

  it('rejects an entry for a version the registry does not list, and a missing anchor', () => {
    const edited = withEdit('/v4-1.md', (md) => `${md}\n## 4.1.2\n\nNothing.\n`.replace('## 4.1.0 {/* #v4-1-0 */}', '## 4.1.0'));
    const problems = checkChangelog('zh-Hans', data.versions, edited);
    expect(problems).toEqual([
      expect.stringMatching(/has an entry for 4\.1\.2, a version the registry does not list$/),
      expect.stringMatching(/entry 4\.1\.0 needs the anchor #v4-1-0, has none$/),
    ]);
  });
});
