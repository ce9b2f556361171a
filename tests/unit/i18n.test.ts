// Translation completeness: every Markdown page exists in both locales, no English JSON message is
// Chinese, and every translation key the site needs has an English message.
import {spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {markdownPairs, ROOT} from '../docs/collect';

// CJK ideographs, CJK punctuation (，。「」) and full-width forms.
const CHINESE = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Every string of a translation JSON file with its key path; descriptions are for translators. */
export function messages(json: unknown, prefix: string[] = []): Array<{key: string; message: string}> {
  if (typeof json === 'string') return [{key: prefix.join(' › '), message: json}];
  if (!json || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([k, v]) =>
    k === 'description' ? [] : messages(v, k === 'message' ? prefix : [...prefix, k]),
  );
}

/** Translation JSON files under `dir`, relative to it. */
function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/** `file › key: message` for every message containing Chinese. */
function chineseMessages(dir: string, label: string): string[] {
  return jsonFiles(dir).flatMap((file) =>
    messages(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown)
      .filter((m) => CHINESE.test(m.message))
      .map((m) => `${label}/${file} › ${m.key}: ${JSON.stringify(m.message)}`),
  );
}

describe('every Markdown page has its English copy, and vice versa', () => {
  const pairs = markdownPairs();
  it('finds pages', () => {
    expect(pairs.length).toBeGreaterThan(0);
  });
  it('no zh-Hans page lacks an English copy', () => {
    const missing = pairs.filter((p) => p.en === null).map((p) => `${p.zh} has no English copy`);
    expect(missing, missing.join('\n')).toEqual([]);
  });
  it('no English page lacks its zh-Hans source', () => {
    const orphans = pairs.filter((p) => p.zh === null).map((p) => `${p.en} has no zh-Hans source`);
    expect(orphans, orphans.join('\n')).toEqual([]);
  });
});

describe('English translation files', () => {
  it('hold no message containing Chinese', () => {
    const bad = chineseMessages(path.join(ROOT, 'i18n/en'), 'i18n/en');
    expect(bad, bad.join('\n')).toEqual([]);
  });

  it('code.json has every site id used by <Translate id> / translate({id}) in src/', () => {
    const code = JSON.parse(readFileSync(path.join(ROOT, 'i18n/en/code.json'), 'utf8')) as Record<string, unknown>;
    const used = new Map<string, string>();
    const src = path.join(ROOT, 'src');
    for (const file of (readdirSync(src, {recursive: true}) as string[]).filter((f) => /\.(tsx?|jsx?)$/.test(f))) {
      const text = readFileSync(path.join(src, file), 'utf8');
      const ids = [
        ...text.matchAll(/<Translate\b[^>]*?\bid=["']([^"']+)["']/g),
        ...text.matchAll(/translate\(\s*\{[^}]*?\bid:\s*["']([^"']+)["']/g),
      ];
      for (const m of ids) used.set(m[1], `src/${file.split(path.sep).join('/')}`);
    }
    // `theme.*` ids may take their English text from a theme or plugin's default translations
    // (e.g. the search plugin's `theme.SearchBar.label`): the write-translations check below
    // sees those defaults, so it judges these ids.
    const missing = [...used]
      .filter(([id]) => !id.startsWith('theme.') && !(id in code))
      .map(([id, file]) => `i18n/en/code.json lacks '${id}' (used in ${file})`);
    expect(missing, missing.join('\n')).toEqual([]);
  });
});

/**
 * Runs the site's own `write-translations` for `locale` into a temporary copy of i18n/ and
 * returns the folder: a key it adds takes its default (the zh-Hans source text, or the theme's
 * bundled translation), so what it holds shows what the site would display. The two locales' runs
 * start together, in one hook: each is a Node process of its own, so they overlap.
 */
function extractTranslations(locale: string) {
  const tmp = mkdtempSync(path.join(tmpdir(), `i18n-check-${locale}-`));
  // The config must sit inside the site so that plugins resolve from its node_modules.
  const configDir = path.join(ROOT, 'node_modules/.cache', path.basename(tmp));
  const state = {dir: path.join(tmp, 'i18n', locale), log: '', status: null as number | null};
  const run = async () => {
    cpSync(path.join(ROOT, 'i18n'), path.join(tmp, 'i18n'), {recursive: true});
    mkdirSync(configDir, {recursive: true});
    const config = path.join(configDir, 'config.mjs');
    writeFileSync(
      config,
      `import config from ${JSON.stringify(path.join(ROOT, 'docusaurus.config.ts'))};\n` +
        `export default {...config, i18n: {...config.i18n, path: ${JSON.stringify(path.join(tmp, 'i18n'))}}};\n`,
    );
    const cli = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    const child = spawn(process.execPath, [cli, 'write-translations', '--locale', locale, '--config', config], {
      cwd: ROOT,
      env: {...process.env, FORCE_COLOR: '0'},
    });
    const out: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => out.push(d));
    state.status = await new Promise<number | null>((resolve) => {
      child.on('error', (error) => {
        out.push(Buffer.from(String(error)));
        resolve(null);
      });
      child.on('close', resolve);
    });
    state.log = Buffer.concat(out).toString('utf8');
  };
  const cleanup = () => {
    rmSync(tmp, {recursive: true, force: true});
    rmSync(configDir, {recursive: true, force: true});
  };
  return {state, run, cleanup};
}

const extractions = {en: extractTranslations('en'), zh: extractTranslations('zh-Hans')};
beforeAll(() => Promise.all([extractions.en.run(), extractions.zh.run()]), 180_000);
afterAll(() => {
  extractions.en.cleanup();
  extractions.zh.cleanup();
});

describe('docusaurus write-translations --locale en adds nothing untranslated', () => {
  const en = extractions.en.state;
  it('every key has an English message', () => {
    expect(en.status, `write-translations failed:\n${en.log}`).toBe(0);
    const bad = chineseMessages(en.dir, 'i18n/en').map((m) => `missing or untranslated: ${m}`);
    expect(bad, bad.join('\n')).toEqual([]);
  });
});

describe('the Chinese site shows no English theme string', () => {
  // The theme's bundled zh-Hans translations lag behind its English strings; i18n/zh-Hans/code.json
  // fills the gaps. A message made only of placeholders and punctuation needs no translation.
  const zh = extractions.zh.state;
  it('every theme.* message of zh-Hans is Chinese', () => {
    expect(zh.status, `write-translations failed:\n${zh.log}`).toBe(0);
    const code = JSON.parse(readFileSync(path.join(zh.dir, 'code.json'), 'utf8')) as Record<string, {message: string}>;
    const english = Object.entries(code)
      .filter(([key, {message}]) => key.startsWith('theme.') && /[A-Za-z]/.test(message.replace(/\{\w+\}/g, '')))
      .filter(([, {message}]) => !CHINESE.test(message))
      .map(
        ([key, {message}]) =>
          `i18n/zh-Hans/code.json lacks a Chinese message for '${key}' (shows ${JSON.stringify(message)})`,
      );
    expect(english, english.join('\n')).toEqual([]);
  });
});
