/**
 * Claims coverage (ARCHITECTURE.md §12), shared by `npm run claims:coverage` and
 * tests/claims/coverage.test.ts: every paragraph, list item, table row and admonition of docs/ and
 * blog/ (both locales) that names a limu export, option or type must be covered by a `// =>`
 * sample in its heading section, by a ledger entry whose sentence lies inside it, or by a
 * `{/* no-claim: reason *\/}` marker on the line before it. Also locates ledger sentences on pages.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {SOURCE_DIRS} from '../../../src/data/site.mjs';

export const ROOT = path.resolve(__dirname, '../../..');

/** zh-Hans source folders and their English copies, as scanned by the coverage. */
export const LOCALE_ROOTS = (['docs', 'blog'] as const).map((kind) => ({
  zh: SOURCE_DIRS[kind]['zh-Hans'],
  en: SOURCE_DIRS[kind].en,
}));

export type Locale = 'zh' | 'en';

// ---------------------------------------------------------------------------------------------
// Names limu publishes, read from the installed package

export interface LimuNames {
  /** Runtime exports and exported types: `produce`, `current`, `ICreateDraftOptions`. */
  exports: Set<string>;
  /** Options, onOperate params and limuUtils members: `autoFreeze`, `isChanged`, `key`, `isMap`. */
  members: Set<string>;
}

/** Field names of `export interface X { ... }` in a .d.ts text. */
function interfaceFields(dts: string, name: string): string[] {
  const start = dts.indexOf(`export interface ${name} {`);
  if (start < 0) throw new Error(`claims coverage: interface ${name} not found in limu's types`);
  const body = dts.slice(start, dts.indexOf('\n}', start));
  return [...body.matchAll(/^ {4}(\w+)\??:/gm)].map((m) => m[1]);
}

export function limuNames(root = ROOT): LimuNames {
  const req = createRequire(path.join(root, 'package.json'));
  const lib = path.join(path.dirname(req.resolve('limu/package.json')), 'lib');
  const index = readFileSync(path.join(lib, 'index.d.ts'), 'utf8');
  const inner = readFileSync(path.join(lib, 'inner-types.d.ts'), 'utf8');
  const limu = req('limu') as Record<string, unknown>;
  const exports = new Set<string>(Object.keys(limu));
  for (const m of index.matchAll(/^export (?:declare )?(?:const|function|type|interface) (\w+)/gm)) exports.add(m[1]);
  for (const m of index.matchAll(/^export type \{([^}]+)\}/gm)) {
    for (const n of m[1].split(',')) exports.add(n.trim());
  }
  const members = new Set<string>([
    ...interfaceFields(inner, 'ICreateDraftOptions'),
    ...interfaceFields(inner, 'IOperateParams'),
    ...Object.keys(limu.limuUtils as object),
  ]);
  return {exports, members};
}

/**
 * The limu names a piece of prose mentions. Inside inline code every export counts, and a member
 * (option, onOperate param, limuUtils member) when it holds a capital or is the whole code span
 * (`key`, not `obj.key`). In running text only names that cannot be an ordinary word count (they
 * hold a capital: `createDraft`, `autoFreeze`, `VER`), so "the current value" does not name `current`.
 */
export function namesIn(inlineCode: string[], text: string, names: LimuNames): string[] {
  const found = new Set<string>();
  for (const code of inlineCode) {
    for (const m of code.matchAll(/[A-Za-z_$][\w$]*/g)) {
      const t = m[0];
      // part of a path or file name (`docs/api/basic/produce.md`, `create-draft`), not code
      const before = code[m.index - 1] ?? '';
      const after = code.slice(m.index + t.length);
      if (/[/-]/.test(before) || /^(\/|-|\.mdx?\b)/.test(after)) continue;
      if (names.exports.has(t) || (names.members.has(t) && (/[A-Z]/.test(t) || code.trim() === t))) found.add(t);
    }
  }
  for (const m of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const t = m[0];
    if (!names.exports.has(t) && !names.members.has(t)) continue;
    if (/[A-Z]/.test(t)) found.add(t);
    // A lowercase export (`produce`, `current`) in running text names limu when it is called, or
    // when it stands in Chinese prose, where a Latin word is a name, not English.
    else if (names.exports.has(t)) {
      const before = text.slice(0, m.index).trimEnd().slice(-1);
      const after = text.slice(m.index + t.length);
      if (after.startsWith('(') || CJK_CHAR.test(before) || CJK_CHAR.test(after.trimStart().charAt(0))) found.add(t);
    }
  }
  return [...found];
}

// ---------------------------------------------------------------------------------------------
// Parsing

interface Point {
  line: number;
  offset?: number;
}
export interface MdNode {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  children?: MdNode[];
  position?: {start: Point; end: Point};
}

type Parse = (text: string) => MdNode;
let parserPromise: Promise<Parse> | undefined;
/** remark with MDX and GFM, the parsers Docusaurus uses (ESM-only packages, loaded once). */
export function parser(): Promise<Parse> {
  parserPromise ??= (async () => {
    const [{unified}, {default: remarkParse}, {default: remarkMdx}, {default: remarkGfm}] = await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('remark-gfm'),
    ]);
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
    return (text: string) => processor.parse(text) as unknown as MdNode;
  })();
  return parserPromise;
}

interface Admonition {
  start: number;
  end: number;
}

/**
 * Blanks front matter and admonition fences (`:::tip`, `:::`) so line numbers stay; returns the
 * admonition line ranges (outermost only). Fenced code is left alone.
 */
function prepare(source: string, file: string): {text: string; admonitions: Admonition[]} {
  const lines = source.split('\n');
  const admonitions: Admonition[] = [];
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    for (let i = 0; i <= end; i += 1) lines[i] = '';
  }
  let fence: string | null = null;
  const stack: number[] = [];
  lines.forEach((line, i) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1][0].repeat(f[1].length);
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
      return;
    }
    if (fence !== null) return;
    if (/^\s*:{3,}[A-Za-z]/.test(line)) {
      stack.push(i + 1);
      lines[i] = '';
    } else if (/^\s*:{3,}\s*$/.test(line)) {
      const start = stack.pop();
      if (start === undefined) throw new Error(`${file}:${i + 1}: closing ::: without an opening admonition`);
      if (stack.length === 0) admonitions.push({start, end: i + 1});
      lines[i] = '';
    }
  });
  if (stack.length) throw new Error(`${file}:${stack[stack.length - 1]}: admonition is never closed`);
  return {text: lines.join('\n'), admonitions};
}

const SAMPLE_LANGS = new Set(['js', 'jsx', 'ts', 'tsx']);
const NO_CLAIM = /^\/\*\s*no-claim:([\s\S]*?)\*\/$/;

const PHRASING = new Set([
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'break',
  'image',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'footnoteReference',
]);

/** Text of a node as read: inline markup and tags dropped, code blocks and comments left out. */
function flatten(node: MdNode, code: string[] = []): {text: string; code: string[]} {
  const parts: string[] = [];
  const walk = (n: MdNode) => {
    if (n.type === 'text') parts.push(n.value ?? '');
    else if (n.type === 'inlineCode') {
      parts.push(n.value ?? '');
      code.push(n.value ?? '');
    } else if (n.type === 'break') parts.push(' ');
    else if (
      n.type === 'code' ||
      n.type === 'mdxFlowExpression' ||
      n.type === 'mdxTextExpression' ||
      n.type === 'mdxjsEsm'
    )
      return;
    else if (n.children) {
      for (const c of n.children) {
        walk(c);
        // blocks (paragraphs, cells, items) are separated; inline pieces run on
        if (!PHRASING.has(c.type)) parts.push(' ');
      }
    }
  };
  walk(node);
  return {text: parts.join('').replace(/\s+/g, ' ').trim(), code};
}

// CJK characters and full-width punctuation: no space is needed (or meaningful) next to them.
const CJK = '\\u2e80-\\u2fff\\u3000-\\u303f\\u3040-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff\\uff00-\\uffef';
const CJK_CHAR = new RegExp(`[${CJK}]`);
const SPACE_BY_CJK = new RegExp(`\\s+(?=[${CJK}])|(?<=[${CJK}])\\s+`, 'g');

/** Whitespace collapsed; none kept next to Chinese characters (a soft line break there is no space). */
export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').replace(SPACE_BY_CJK, '').trim();
}

/** A ledger sentence as written: inline markup dropped like the page's (backticks, **, links). */
export function normalizeSentence(text: string): string {
  return normalize(
    text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
      .replace(/\*\*|__/g, ''),
  );
}

export type UnitKind = 'paragraph' | 'list item' | 'table row' | 'admonition';

export interface Unit {
  file: string;
  line: number;
  endLine: number;
  kind: UnitKind;
  /** Normalized text. */
  text: string;
  names: string[];
  /** A `// =>` sample lies in the same heading section. */
  sampled: boolean;
  /** The no-claim reason when a marker covers the unit. */
  marker: string | null;
}

export interface Marker {
  file: string;
  line: number;
  reason: string;
}

export interface ParsedPage {
  file: string;
  /** Whole page text, normalized, for locating ledger sentences. */
  text: string;
  units: Unit[];
  markers: Marker[];
  /** Problems with the page's markers (a marker without reason or covering nothing). */
  errors: string[];
}

export async function parsePage(file: string, names: LimuNames, root = ROOT): Promise<ParsedPage> {
  const parse = await parser();
  const source = readFileSync(path.join(root, file), 'utf8');
  const {text, admonitions} = prepare(source, file);
  let tree: MdNode;
  try {
    tree = parse(text);
  } catch (e) {
    throw new Error(`${file}: cannot parse as MDX: ${e instanceof Error ? e.message : String(e)}`);
  }
  const lineOf = (n: MdNode) => n.position?.start.line ?? 0;
  const endOf = (n: MdNode) => n.position?.end.line ?? 0;

  // Heading sections: [heading line, next heading line); samples with `// =>` mark their section.
  const headings: number[] = [0];
  const sampleLines: number[] = [];
  const visit = (n: MdNode) => {
    if (n.type === 'heading') headings.push(lineOf(n));
    if (
      n.type === 'code' &&
      SAMPLE_LANGS.has(n.lang ?? '') &&
      !/\bnoexec\b/.test(n.meta ?? '') &&
      /\/\/\s*=>/.test(n.value ?? '')
    ) {
      sampleLines.push(lineOf(n));
    }
    n.children?.forEach(visit);
  };
  visit(tree);
  headings.sort((a, b) => a - b);
  const sectionOf = (line: number) => headings.filter((h) => h <= line).pop() ?? 0;
  const sampledSections = new Set(sampleLines.map(sectionOf));

  const units: Unit[] = [];
  const markers: Marker[] = [];
  const errors: string[] = [];
  const pending: Marker[] = [];
  const admonitionOf = (line: number) => admonitions.find((a) => a.start <= line && line <= a.end);
  const admonitionUnits = new Map<Admonition, Unit>();

  const add = (kind: UnitKind, node: MdNode) => {
    const line = lineOf(node);
    const adm = admonitionOf(line);
    const {text: t, code} = flatten(node);
    const found = namesIn(code, t, names);
    if (adm) {
      // Everything inside an admonition is one unit.
      let u = admonitionUnits.get(adm);
      if (!u) {
        u = {
          file,
          line: adm.start,
          endLine: adm.end,
          kind: 'admonition',
          text: '',
          names: [],
          sampled: false,
          marker: null,
        };
        admonitionUnits.set(adm, u);
        units.push(u);
      }
      u.text = normalize(`${u.text} ${t}`);
      u.names = [...new Set([...u.names, ...found])];
      return;
    }
    units.push({
      file,
      line,
      endLine: endOf(node),
      kind,
      text: normalize(t),
      names: found,
      sampled: false,
      marker: null,
    });
  };

  const walkBlocks = (nodes: MdNode[]) => {
    for (const n of nodes) {
      if (n.type === 'paragraph') add('paragraph', n);
      else if (n.type === 'list') n.children?.forEach((item) => add('list item', item));
      else if (n.type === 'table') n.children?.forEach((row) => add('table row', row));
      else if (n.type === 'mdxFlowExpression') {
        const m = NO_CLAIM.exec((n.value ?? '').trim());
        if (m) {
          const marker = {file, line: lineOf(n), reason: m[1].trim()};
          markers.push(marker);
          if (!marker.reason) errors.push(`${file}:${marker.line}: no-claim marker without a reason`);
          pending.push({...marker, line: endOf(n)});
        }
      } else if (n.children && n.type !== 'heading') walkBlocks(n.children);
    }
  };
  walkBlocks(tree.children ?? []);

  for (const u of units) {
    u.sampled = sampledSections.has(sectionOf(u.line));
  }
  // A marker covers the block (or admonition) that starts on the next line; for a list or table,
  // every item or row of it.
  for (const p of pending) {
    const first = units.find((u) => u.line === p.line + 1);
    if (!first) {
      errors.push(
        `${file}:${p.line}: no-claim marker is not directly followed by a paragraph, list, table or admonition`,
      );
      continue;
    }
    first.marker = p.reason;
    if (first.kind === 'list item' || first.kind === 'table row') {
      let prev = first;
      for (const u of units.slice(units.indexOf(first) + 1)) {
        if (u.kind !== first.kind || u.line > prev.endLine + 1) break;
        u.marker = p.reason;
        prev = u;
      }
    }
  }
  return {file, text: normalize(flatten(tree).text), units, markers, errors};
}

// ---------------------------------------------------------------------------------------------
// Pages and ledger entries

/** Markdown files under a folder, relative to root, sorted. */
function markdownUnder(dir: string, root: string): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs) || !statSync(abs).isDirectory()) return [];
  return (readdirSync(abs, {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.mdx?$/.test(f))
    .sort()
    .map((f) => `${dir}/${f}`);
}

/** Every docs/ and blog/ page of one locale. */
export function coveragePages(locale: Locale, root = ROOT): string[] {
  return LOCALE_ROOTS.flatMap((r) => markdownUnder(r[locale], root));
}

/** The source file of a ledger page id in one locale, or an error naming the candidates tried. */
export function pageFile(page: string, locale: Locale, root = ROOT): string {
  const blog = page.startsWith('blog/');
  const r = LOCALE_ROOTS[blog ? 1 : 0][locale];
  const rest = blog ? page.slice('blog/'.length) : page;
  const candidates = [`${rest}.md`, `${rest}.mdx`, `${rest}/index.md`, `${rest}/index.mdx`].map((c) => `${r}/${c}`);
  const found = candidates.find((c) => existsSync(path.join(root, c)));
  if (!found) throw new Error(`ledger page '${page}' has no ${locale} source (tried ${candidates.join(', ')})`);
  return found;
}

export interface LedgerEntry {
  page: string;
  zh: string;
  en: string;
  /** The .claims.ts file the entry comes from, relative to root. */
  source: string;
}

export interface LocaleReport {
  locale: Locale;
  pages: number;
  units: number;
  naming: number;
  bySample: number;
  byLedger: number;
  byMarker: number;
  uncovered: Unit[];
  markers: Marker[];
  errors: string[];
}

/** Coverage of one locale: which naming units have no sample, ledger entry or marker. */
export async function localeCoverage(
  locale: Locale,
  ledger: readonly LedgerEntry[],
  root = ROOT,
): Promise<LocaleReport> {
  const names = limuNames(root);
  const report: LocaleReport = {
    locale,
    pages: 0,
    units: 0,
    naming: 0,
    bySample: 0,
    byLedger: 0,
    byMarker: 0,
    uncovered: [],
    markers: [],
    errors: [],
  };
  const sentencesByFile = new Map<string, string[]>();
  for (const e of ledger) {
    if (e.page.startsWith('site:')) continue; // site strings: ./strings.ts
    let file: string;
    try {
      file = pageFile(e.page, locale, root);
    } catch (err) {
      report.errors.push(`${e.source}: ${(err as Error).message}`);
      continue;
    }
    sentencesByFile.set(file, [...(sentencesByFile.get(file) ?? []), normalizeSentence(e[locale])]);
  }
  for (const file of coveragePages(locale, root)) {
    const page = await parsePage(file, names, root);
    report.pages += 1;
    report.markers.push(...page.markers);
    report.errors.push(...page.errors);
    const sentences = sentencesByFile.get(file) ?? [];
    for (const u of page.units) {
      report.units += 1;
      if (!u.names.length) continue;
      report.naming += 1;
      if (u.marker !== null) report.byMarker += 1;
      else if (sentences.some((s) => u.text.includes(s))) report.byLedger += 1;
      else if (u.sampled) report.bySample += 1;
      else report.uncovered.push(u);
    }
  }
  return report;
}

/** The folder a file is counted under: `docs/api`, `docs/guides`, `docs` (top-level pages), `blog`. */
export function folderOf(file: string): string {
  const r = LOCALE_ROOTS.find((x) => file.startsWith(`${x.zh}/`) || file.startsWith(`${x.en}/`));
  if (!r) return path.dirname(file);
  const base = file.startsWith(`${r.en}/`) ? r.en : r.zh;
  const rest = file.slice(base.length + 1).split('/');
  return rest.length > 1 ? `${r.zh}/${rest[0]}` : r.zh;
}

/** The text report printed by the script and by the test on failure. */
export function formatReport(reports: LocaleReport[], verbose = true): string {
  const out: string[] = [];
  for (const r of reports) {
    if (verbose) {
      for (const u of r.uncovered)
        out.push(`${u.file}:${u.line}: [${u.kind}; ${u.names.join(', ')}] ${u.text.slice(0, 200)}`);
      for (const e of r.errors) out.push(`error: ${e}`);
    }
    const perFolder = new Map<string, number>();
    for (const u of r.uncovered) perFolder.set(folderOf(u.file), (perFolder.get(folderOf(u.file)) ?? 0) + 1);
    out.push(
      `${r.locale}: ${r.uncovered.length} uncovered of ${r.naming} blocks naming limu (${r.pages} pages, ${r.units} blocks): ` +
        `${r.bySample} by a sample, ${r.byLedger} by the ledger, ${r.byMarker} by a no-claim marker; ${r.markers.length} markers; ${r.errors.length} errors`,
    );
    if (perFolder.size) out.push(`  uncovered per folder: ${[...perFolder].map(([f, n]) => `${f} ${n}`).join(', ')}`);
  }
  return out.join('\n');
}

/** The ledger files: `tests/claims/*.claims.ts`, relative to root. */
export function ledgerFiles(root = ROOT): string[] {
  return markdownLike(path.join(root, 'tests/claims'), /\.claims\.ts$/).map((f) => `tests/claims/${f}`);
}
function markdownLike(abs: string, re: RegExp): string[] {
  if (!existsSync(abs)) return [];
  return (readdirSync(abs, {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => re.test(f))
    .sort();
}

/** A loaded ledger file's entries, checked: the default export must be an array of claims. */
export function ledgerEntries(source: string, moduleValue: unknown): (LedgerEntry & {proof: () => unknown})[] {
  const list = (moduleValue as {default?: unknown})?.default;
  if (!Array.isArray(list)) throw new Error(`${source}: the default export must be an array of claim({...}) entries`);
  return list.map((e: LedgerEntry & {proof: () => unknown}, i) => {
    if (!e || typeof e.page !== 'string' || typeof e.proof !== 'function') {
      throw new Error(`${source}: entry ${i} is not a claim({page, zh, en, proof})`);
    }
    return {...e, source};
  });
}
