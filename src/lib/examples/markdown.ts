/**
 * Finds fenced code blocks in Markdown/MDX and reads their info string. Browser-safe.
 */

export type SampleLang = 'js' | 'jsx' | 'ts' | 'tsx';

export const SAMPLE_LANGS: readonly SampleLang[] = ['js', 'jsx', 'ts', 'tsx'];

export interface CodeSample {
  /** The Markdown file the block comes from (as given to extractSamples). */
  file: string;
  /** 1-based line of the opening fence; sample line k is Markdown line `line + k`. */
  line: number;
  lang: string;
  meta: string;
  code: string;
  /** null when the block runs; the reason string ('' if missing) when marked noexec */
  noexec: string | null;
}

/**
 * Parses a fence's meta string: `title="a b" noexec="why" showLineNumbers {1,3}`.
 * Quoted values may use " or '; bare words map to `true`.
 */
export function parseMeta(meta: string): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  const re = /([^\s=]+)(?:=(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^\s"']+)))?/g;
  for (const m of meta.matchAll(re)) {
    const [, key, dq, sq, bare] = m;
    const value = dq ?? sq ?? bare;
    out[key] = value === undefined ? true : value.replace(/\\(["'\\])/g, '$1');
  }
  return out;
}

/** The reason of a `noexec` meta: null when absent, '' when given without a reason. */
export function noexecReason(meta: string): string | null {
  const value = parseMeta(meta).noexec;
  if (value === undefined) return null;
  return value === true ? '' : value.trim();
}

export function isSampleLang(lang: string): lang is SampleLang {
  return (SAMPLE_LANGS as readonly string[]).includes(lang);
}

/** js/jsx/ts/tsx blocks run unless their meta says `noexec`. */
export function isExecutable(lang: string, meta: string): boolean {
  return isSampleLang(lang) && noexecReason(meta) === null;
}

/**
 * Whether a block gets a Run button on the page: an executable sample that shows something when run.
 */
export function hasRunButton(lang: string, meta: string, code: string): boolean {
  // A signature (`declare function ...`) or a setup-only block runs to "finished with no output":
  // only a `// =>` result or a console call gives the reader something to see.
  return (
    isExecutable(lang, meta) &&
    (/\/\/\s*=>/.test(code) || /\bconsole\s*\.\s*(log|info|warn|error|debug|table|dir)\s*\(/.test(code))
  );
}

interface Fence {
  char: string;
  size: number;
  indent: number;
  /** 1-based lines of the opening and closing fence (close: last line when unclosed). */
  line: number;
  close: number;
  lang: string;
  meta: string;
  body: string[];
}

function scanFences(markdown: string): Fence[] {
  const lines = markdown.split(/\r?\n/);
  const fences: Fence[] = [];
  let open: Fence | null = null;
  // Skip front matter: fences inside it are not code blocks.
  let i = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) i = end + 1;
  }
  for (; i < lines.length; i++) {
    const text = lines[i];
    if (open) {
      const close = /^(\s*)(`{3,}|~{3,})\s*$/.exec(text);
      if (close && close[2][0] === open.char && close[2].length >= open.size) {
        open.close = i + 1;
        fences.push(open);
        open = null;
      } else {
        // Content lines lose the fence's own indentation (CommonMark).
        const indent = /^ */.exec(text)?.[0].length ?? 0;
        open.body.push(text.slice(Math.min(indent, open.indent)));
      }
      continue;
    }
    const start = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(text);
    if (!start) continue;
    const info = start[3].trim();
    // A backtick fence's info string may not contain backticks (that is inline code).
    if (start[2][0] === '`' && info.includes('`')) continue;
    const [, lang = '', meta = ''] = /^(\S*)\s*(.*)$/.exec(info) ?? [];
    open = {
      char: start[2][0],
      size: start[2].length,
      indent: start[1].length,
      line: i + 1,
      close: lines.length,
      lang,
      meta,
      body: [],
    };
  }
  // An unclosed fence runs to the end of the document.
  if (open) fences.push(open);
  return fences;
}

/**
 * Every fenced code block (``` or ~~~, any indentation, as inside MDX components), in order,
 * whatever its language. `line` is the 1-based line of the opening fence.
 */
export function extractCodeBlocks(markdown: string, file: string): CodeSample[] {
  return scanFences(markdown).map((f) => ({
    file,
    line: f.line,
    lang: f.lang,
    meta: f.meta,
    code: f.body.join('\n'),
    noexec: isSampleLang(f.lang) ? noexecReason(f.meta) : null,
  }));
}

/** The 1-based line ranges (fences included) that code blocks occupy. */
export function codeBlockRanges(markdown: string): Array<{start: number; end: number}> {
  return scanFences(markdown).map((f) => ({start: f.line, end: f.close}));
}

/** The js/jsx/ts/tsx blocks of a Markdown file (executable or marked noexec). */
export function extractSamples(markdown: string, file: string): CodeSample[] {
  return extractCodeBlocks(markdown, file).filter((b) => isSampleLang(b.lang));
}
