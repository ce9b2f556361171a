/**
 * Claims coverage of the site's strings outside the Markdown bodies (issue 48, ARCHITECTURE.md §12): the
 * announcement bar, tagline and blog description (docusaurus.config.ts), every UI string of i18n/en/code.json with its
 * zh-Hans default from the source, and each page's front matter title (the social card draws it) and
 * description, in both locales. A string that names limu (an export, option or type, as in the prose, or a
 * glossary term: limu's behaviour words) is covered by a ledger entry whose `page` is its id
 * (`site:announcement`, `site:code/home.hero.subtitle`, `site:description/api/basic/current`, ...) and whose
 * sentences lie in it, or by a reason in tests/claims/site-strings.no-claim.ts.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SOURCE_DIRS} from '../../../src/data/site.mjs';
import {LOCALE_ROOTS, namesIn, normalize, normalizeSentence, ROOT, type LimuNames, type Locale} from './coverage';

export interface SiteString {
  /** `site:announcement`, `site:tagline`, `site:code/<id>`, `site:title/<page>`, `site:description/<page>`. */
  id: string;
  zh: string;
  en: string;
  /** Where the zh-Hans text lives, for messages. */
  file: string;
}

/** The two branches of `isEn ? `en` : `zh`` assigned to `name` in docusaurus.config.ts. */
function configBranches(source: string, name: string): {zh: string; en: string} {
  const m = new RegExp(
    `\\b${name}\\s*[:=]\\s*isEn\\s*\\?\\s*(['\`])([\\s\\S]*?)\\1\\s*:\\s*(['\`])([\\s\\S]*?)\\3`,
  ).exec(source);
  if (!m) throw new Error(`claims strings: docusaurus.config.ts has no \`${name} = isEn ? ... : ...\``);
  return {en: m[2]!, zh: m[4]!};
}

/** HTML tags dropped, whitespace collapsed. */
const text = (html: string) => normalize(html.replace(/<[^>]*>/g, ''));

/** Files under `dir` (relative to root) whose name matches `re`. */
function filesUnder(dir: string, re: RegExp, root: string): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  return (readdirSync(abs, {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => re.test(f))
    .sort()
    .map((f) => `${dir}/${f}`);
}

/**
 * The children of the <Translate> whose attributes start at `from`: the opening tag ends at the first `>`
 * outside braces (attribute values may hold JSX), the children at the matching </Translate>.
 */
function children(source: string, from: number): string {
  let depth = 0;
  let i = from;
  for (; i < source.length; i += 1) {
    const c = source[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    else if (c === '>' && depth === 0) break;
  }
  const start = i + 1;
  let nested = 0;
  const tag = /<Translate\b|<\/Translate>/g;
  tag.lastIndex = start;
  for (let m = tag.exec(source); m; m = tag.exec(source)) {
    if (m[0] !== '</Translate>') nested += 1;
    else if (nested-- === 0) return source.slice(start, m.index).trim();
  }
  return '';
}

/** The zh-Hans default of every translate({id, message}) and <Translate id>…</Translate> in src/. */
export function zhDefaults(root = ROOT): Map<string, {message: string; file: string}> {
  const out = new Map<string, {message: string; file: string}>();
  const quoted = `(?:'((?:[^'\\\\]|\\\\.)*)'|"((?:[^"\\\\]|\\\\.)*)"|\`([^\`]*)\`)`;
  const call = new RegExp(`\\bid:\\s*${quoted}\\s*,\\s*message:\\s*${quoted}`, 'g');
  const element = new RegExp(`<Translate\\s+id=${quoted}`, 'g');
  for (const file of filesUnder('src', /\.(tsx?|mjs)$/, root)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const m of source.matchAll(call)) {
      out.set(m[1] ?? m[2] ?? m[3]!, {message: m[4] ?? m[5] ?? m[6]!, file});
    }
    for (const m of source.matchAll(element)) {
      const body = children(source, m.index + m[0].length);
      out.set(m[1] ?? m[2] ?? m[3]!, {message: body.replace(/^\{\s*(['"`])([\s\S]*)\1\s*\}$/, '$2'), file});
    }
  }
  return out;
}

/** A front matter field of a Markdown file ('' when absent), quotes removed. */
function frontMatter(source: string, field: string): string {
  const head = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const line = new RegExp(`^${field}:\\s*(.*)$`, 'm').exec(head)?.[1]?.trim() ?? '';
  return line.replace(/^(['"])([\s\S]*)\1$/, '$2').replace(/''/g, "'");
}

/** The page id of a Markdown file: its path under docs/ without extension, or `blog/<file>`. */
function pageId(file: string, base: string, blog: boolean): string {
  const rest = file
    .slice(base.length + 1)
    .replace(/\.mdx?$/, '')
    .replace(/\/index$/, '');
  return blog ? `blog/${rest}` : rest;
}

/** Every string the coverage reads outside the Markdown bodies, both locales side by side. */
export function siteStrings(root = ROOT): SiteString[] {
  const config = readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8');
  const announcement = configBranches(config, 'announcement');
  const tagline = configBranches(config, 'tagline');
  const out: SiteString[] = [
    {id: 'site:announcement', zh: text(announcement.zh), en: text(announcement.en), file: 'docusaurus.config.ts'},
    {id: 'site:tagline', zh: text(tagline.zh), en: text(tagline.en), file: 'docusaurus.config.ts'},
    {
      id: 'site:blog-description',
      zh: text(/blogDescription:\s*'([^']*)'/.exec(config)?.[1] ?? ''),
      en: text(
        (
          JSON.parse(readFileSync(path.join(root, SOURCE_DIRS.blog.en, 'options.json'), 'utf8')) as {
            description?: {message: string};
          }
        ).description?.message ?? '',
      ),
      file: 'docusaurus.config.ts',
    },
  ];
  const en = JSON.parse(readFileSync(path.join(root, 'i18n/en/code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  const zh = zhDefaults(root);
  for (const [id, {message}] of Object.entries(en)) {
    // The theme's own strings (theme.*) are Docusaurus's, not statements of this site.
    if (id.startsWith('theme.')) continue;
    const source = zh.get(id);
    out.push({id: `site:code/${id}`, zh: text(source?.message ?? ''), en: text(message), file: source?.file ?? 'src'});
  }
  for (const [i, r] of LOCALE_ROOTS.entries()) {
    for (const file of filesUnder(r.zh, /\.mdx?$/, root)) {
      const page = pageId(file, r.zh, i === 1);
      const enFile = `${r.en}${file.slice(r.zh.length)}`;
      const zhSource = readFileSync(path.join(root, file), 'utf8');
      const enSource = existsSync(path.join(root, enFile)) ? readFileSync(path.join(root, enFile), 'utf8') : '';
      for (const field of ['title', 'description']) {
        const z = frontMatter(zhSource, field);
        const e = frontMatter(enSource, field);
        if (z || e) out.push({id: `site:${field}/${page}`, zh: normalize(z), en: normalize(e), file});
      }
    }
  }
  return out;
}

export interface StringsReport {
  strings: number;
  naming: number;
  byLedger: number;
  byReason: number;
  /** Strings naming limu with neither a ledger entry nor a reason. */
  uncovered: {id: string; names: string[]; zh: string; en: string}[];
  /** Broken entries: a reason or ledger id naming no string, a string without its zh text. */
  errors: string[];
}

/** The names of limu (exports, options, glossary terms) a site string mentions, in either locale. */
export function stringNames(s: SiteString, names: LimuNames, terms: {zh: string; en: string}[]): string[] {
  const found = new Set([...namesIn([], s.zh, names), ...namesIn([], s.en, names)]);
  // The library's own name: a sentence about what limu is or does.
  if (/\blimu\b/i.test(`${s.zh} ${s.en}`)) found.add('limu');
  for (const t of terms) {
    if (s.zh.includes(t.zh) && /[\u3400-\u9fff]/.test(t.zh)) found.add(t.en);
    if (new RegExp(`\\b${t.en.replace(/ /g, '\\s+')}s?\\b`, 'i').test(s.en)) found.add(t.en);
  }
  return [...found];
}

/** Coverage of the site strings: which name limu and have no ledger entry and no reason. */
export function stringsCoverage(
  strings: SiteString[],
  ledger: readonly {page: string; zh: string; en: string}[],
  reasons: Record<string, string>,
  names: LimuNames,
  terms: {zh: string; en: string}[],
): StringsReport {
  const report: StringsReport = {
    strings: strings.length,
    naming: 0,
    byLedger: 0,
    byReason: 0,
    uncovered: [],
    errors: [],
  };
  const byId = new Map(strings.map((s) => [s.id, s]));
  for (const id of Object.keys(reasons)) {
    if (!byId.has(id)) report.errors.push(`no-claim reason for ${id}, which is no site string`);
    else if (!reasons[id]!.trim()) report.errors.push(`no-claim reason for ${id} is empty`);
  }
  for (const e of ledger.filter((x) => x.page.startsWith('site:'))) {
    if (!byId.has(e.page)) report.errors.push(`ledger entry for ${e.page}, which is no site string`);
  }
  for (const s of strings) {
    const found = stringNames(s, names, terms);
    if (!found.length) continue;
    if (!s.zh || !s.en) report.errors.push(`${s.id}: no ${s.zh ? 'English' : 'zh-Hans'} text found`);
    report.naming += 1;
    const entries = ledger.filter((e) => e.page === s.id);
    if (entries.length && entries.every((e) => siteStringHas(s, 'zh', e.zh) && siteStringHas(s, 'en', e.en)))
      report.byLedger += 1;
    else if (reasons[s.id]?.trim()) report.byReason += 1;
    else report.uncovered.push({id: s.id, names: found, zh: s.zh, en: s.en});
  }
  return report;
}

/** Whether a ledger sentence lies in one locale of a site string. */
export function siteStringHas(s: SiteString, locale: Locale, sentence: string): boolean {
  return normalize(s[locale]).includes(normalizeSentence(sentence));
}
