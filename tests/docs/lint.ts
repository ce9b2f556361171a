/**
 * Content lint for the Markdown pages: rules from the project's quality bar that a build does not
 * check. Pure text functions (the file walking is in collect.ts); each returns `file:line: rule`
 * messages so a failure names the place to fix.
 */
import {codeBlockRanges, extractCodeBlocks} from '../../src/lib/examples';
import type {Term} from '../../src/components/Glossary/labels';

/** A line without its inline code spans (`<!-- -->` in backticks is a mention, not a comment). */
export function withoutInlineCode(text: string): string {
  return text.replace(/(`+)[^`]*?\1/g, '');
}

export interface ProseLine {
  /** 1-based. */
  line: number;
  text: string;
}

/** The lines outside front matter and fenced code blocks. */
export function proseLines(markdown: string): ProseLine[] {
  const lines = markdown.split(/\r?\n/);
  const hidden = new Set<number>();
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    for (let i = 0; i <= end; i++) hidden.add(i + 1);
  }
  for (const {start, end} of codeBlockRanges(markdown)) {
    for (let l = start; l <= end; l++) hidden.add(l);
  }
  return lines.map((text, i) => ({line: i + 1, text})).filter((l) => !hidden.has(l.line));
}

/** Front matter as `key → raw value` (lists that continue on `- item` lines are joined). */
export function frontMatter(markdown: string): Record<string, string> {
  const lines = markdown.split(/\r?\n/);
  const out: Record<string, string> = {};
  if (lines[0] !== '---') return out;
  let key = '';
  for (const line of lines.slice(1)) {
    if (line === '---') break;
    const m = /^([\w-]+):\s*(.*)$/.exec(line);
    if (m) {
      key = m[1];
      out[key] = m[2].trim();
    } else if (key && /^\s+(-\s+)?\S/.test(line)) {
      out[key] = `${out[key]} ${line.trim()}`.trim();
    }
  }
  return out;
}

// Upper-case markers only: `todo` is ordinary sample data (a todo list).
const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX)\b|[Cc]oming soon|[Ll]orem ipsum|敬请期待|待补充|待完善|施工中|未完待续/;

/** No placeholder text anywhere in the page (prose or code). */
export function placeholderProblems(markdown: string, file: string): string[] {
  return markdown.split(/\r?\n/).flatMap((text, i) => {
    const m = PLACEHOLDER.exec(text);
    return m ? [`${file}:${i + 1}: placeholder text '${m[0]}'`] : [];
  });
}

// `<!-- -->` breaks MDX under `future.v4`; pages use MDX comments (curly braces around a block comment).
export function htmlCommentProblems(markdown: string, file: string): string[] {
  return proseLines(markdown)
    .filter((l) => withoutInlineCode(l.text).includes('<!--'))
    .map((l) => `${file}:${l.line}: HTML comment '<!--' (use {/* ... */} in MDX)`);
}

// Languages Prism highlights as JavaScript/TypeScript but the doc-example tests would not run.
const ALIASES: Record<string, string> = {
  javascript: 'js', typescript: 'ts', mjs: 'js', cjs: 'js', es6: 'js', node: 'js', JS: 'js', TS: 'ts',
  JSX: 'jsx', TSX: 'tsx', Javascript: 'js', JavaScript: 'js', Typescript: 'ts', TypeScript: 'ts',
};

/** Samples must be fenced as js/jsx/ts/tsx so that the tests run them. */
export function fenceLanguageProblems(markdown: string, file: string): string[] {
  return extractCodeBlocks(markdown, file)
    .filter((b) => b.lang in ALIASES)
    .map((b) => `${file}:${b.line}: fence language '${b.lang}' is not run by the tests; write '${ALIASES[b.lang]}'`);
}

/** Raw `<img>` tags need width and height (no layout shift); Markdown images get them at build. */
export function imageSizeProblems(markdown: string, file: string): string[] {
  return proseLines(markdown).flatMap((l) =>
    [...withoutInlineCode(l.text).matchAll(/<img\b[^>]*>/gi)]
      .filter((m) => !/\bwidth=/.test(m[0]) || !/\bheight=/.test(m[0]))
      .map(() => `${file}:${l.line}: <img> without width and height`),
  );
}

// CJK ideographs, CJK punctuation and full-width forms.
const CHINESE = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
// Chinese an English page may name on purpose: the language switch label.
const ALLOWED_CHINESE = ['简体中文'];

/** English prose holds no Chinese (inline code and code blocks aside). */
export function chineseInEnglishProblems(markdown: string, file: string): string[] {
  const fm = frontMatter(markdown);
  const problems = Object.entries(fm)
    .filter(([, v]) => CHINESE.test(v))
    .map(([k]) => `${file}:1: front matter '${k}' contains Chinese`);
  for (const l of proseLines(markdown)) {
    let text = withoutInlineCode(l.text);
    for (const ok of ALLOWED_CHINESE) text = text.split(ok).join('');
    const m = CHINESE.exec(text);
    if (m) problems.push(`${file}:${l.line}: Chinese text in the English copy near '${text.slice(Math.max(0, m.index - 10), m.index + 10).trim()}'`);
  }
  return problems;
}

export interface Heading {
  line: number;
  level: number;
  /** Explicit `{#id}` or null. */
  id: string | null;
}

export function headings(markdown: string): Heading[] {
  return proseLines(markdown).flatMap((l) => {
    const m = /^(#{1,6})\s+.*?(?:\{#([^}\s]+)\})?\s*$/.exec(l.text);
    return m ? [{line: l.line, level: m[1].length, id: m[2] ?? null}] : [];
  });
}

// Front-matter keys that are not translated: they must match between locales.
const SHARED_FRONT_MATTER = ['id', 'slug', 'sidebar_position', 'tags', 'authors', 'date', 'hide_table_of_contents', 'pagination_next', 'pagination_prev', 'toc_min_heading_level', 'toc_max_heading_level'];

/** The two copies of a page have the same headings (levels and explicit ids) and shared front matter. */
export function structureProblems(zhText: string, zhFile: string, enText: string, enFile: string): string[] {
  const problems: string[] = [];
  const a = headings(zhText);
  const b = headings(enText);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y) {
      const [has, file, other] = x ? [x, zhFile, enFile] : [y!, enFile, zhFile];
      problems.push(`${file}:${has.line}: heading #${i + 1} has no counterpart in ${other} (${a.length} headings vs ${b.length})`);
      break;
    }
    if (x.level !== y.level) problems.push(`${zhFile}:${x.line} / ${enFile}:${y.line}: heading #${i + 1} is h${x.level} vs h${y.level}`);
    if (x.id !== y.id) problems.push(`${zhFile}:${x.line} / ${enFile}:${y.line}: heading #${i + 1} has id ${x.id ?? '(none)'} vs ${y.id ?? '(none)'}`);
  }
  const fa = frontMatter(zhText);
  const fb = frontMatter(enText);
  for (const key of SHARED_FRONT_MATTER) {
    if (fa[key] !== fb[key]) problems.push(`${zhFile} / ${enFile}: front matter '${key}' is ${fa[key] ?? '(absent)'} vs ${fb[key] ?? '(absent)'}`);
  }
  return problems;
}

// One shape of src/data/glossary.json: the page's own type.
export type GlossaryTerm = Term;

// Link targets and MDX import lines are not prose: an anchor or a path may spell a term any way.
function proseOnly(text: string): string {
  return withoutInlineCode(text)
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^\s*import\s.*$/, '');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Prose that uses a forbidden variant of a glossary term (src/data/glossary.json). Chinese
 * variants match as substrings, English ones as whole words, case-insensitively; each message
 * names the file, the line, the word found and the term to write instead.
 */
export function glossaryProblems(text: string, file: string, lang: 'zh' | 'en', terms: GlossaryTerm[], isMarkdown = true): string[] {
  const rules = terms.flatMap((t) =>
    (lang === 'zh' ? t.forbiddenZh : t.forbiddenEn).map((variant) => ({
      variant,
      preferred: lang === 'zh' ? t.zh : t.en,
      re: new RegExp(lang === 'zh' ? escapeRegExp(variant) : `\\b${escapeRegExp(variant).replace(/ /g, '\\s+')}\\b`, lang === 'zh' ? 'g' : 'gi'),
    })),
  );
  const all = text.split(/\r?\n/).map((t, i) => ({line: i + 1, text: t}));
  // Reader-facing front matter (title, description, sidebar label) counts as prose.
  const shown = /^(title|description|sidebar_label):/;
  const prose = isMarkdown ? proseLines(text) : all;
  const lines = isMarkdown ? [...all.filter((l) => l.line < (prose[0]?.line ?? 0) && shown.test(l.text)), ...prose] : all;
  return lines.flatMap((l) => {
    const words = proseOnly(l.text);
    return rules.flatMap((r) =>
      [...words.matchAll(r.re)].map((m) => `${file}:${l.line}: '${m[0]}' is not a glossary term; write '${r.preferred}' (src/data/glossary.json)`),
    );
  });
}

/** Glossary entries are complete and no forbidden variant is also some term's preferred word. */
export function glossaryDataProblems(terms: GlossaryTerm[]): string[] {
  const problems: string[] = [];
  const preferred = new Set(terms.flatMap((t) => [t.zh, t.en.toLowerCase()]));
  const ids = new Set<string>();
  for (const t of terms) {
    if (ids.has(t.id)) problems.push(`glossary: duplicate id '${t.id}'`);
    ids.add(t.id);
    for (const key of ['zh', 'en', 'zhDefinition', 'enDefinition'] as const) {
      if (!t[key]?.trim()) problems.push(`glossary: '${t.id}' has no ${key}`);
    }
    for (const v of [...t.forbiddenZh, ...t.forbiddenEn.map((e) => e.toLowerCase())]) {
      if (preferred.has(v)) problems.push(`glossary: '${t.id}' forbids '${v}', which is a preferred term`);
    }
  }
  return problems;
}
