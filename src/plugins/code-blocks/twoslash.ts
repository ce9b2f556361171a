/**
 * What the compiler says about a code sample (README "Types on code blocks"): `twoslash` over the
 * TypeScript compiler, with the samples' own compiler options (tests/docs/typecheck.test.ts uses the
 * same), the code kept as written (`keepNotations`: `// ^?` lines stay; `// @errors:` lines, a
 * directive to the compiler, are left out of what the page shows and copies: `shownCode`), and the
 * errors checked here so that one nobody announced stops the build naming the Markdown file and line.
 * Results are cached on disk by code, language and the versions of the packages a sample can see.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {createTwoslasher, type NodeHover, type TwoslashNode} from 'twoslash';
import {COMPARED_LIBRARIES} from '../../data/site.mjs';

/** The options every sample is checked with (tests/docs/typecheck.test.ts uses the same). */
export const SAMPLE_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  allowJs: true,
  checkJs: false,
  esModuleInterop: true,
  skipLibCheck: true,
};

/** `// ^?`: the type of what the caret above points at. */
export const QUERY_LINE = /^(\s*)\/\/\s*\^\?\s*$/;
/** `// @errors: 2322 2345`: the errors this sample is meant to show. */
const ERRORS_LINE = /^\s*\/\/\s*@errors:\s*([\d\s,]+)$/;

/** The code a page shows, copies and runs: the sample without its `// @errors:` directives (issue 51). */
export function shownCode(code: string): string {
  return code
    .split('\n')
    .filter((text) => !ERRORS_LINE.test(text))
    .join('\n');
}

/**
 * Nodes and answers of `code` moved onto `shownCode(code)`: a line after a left-out directive moves up
 * one line and its offsets back by the directive's length. The directives themselves hold no node.
 */
function ontoShownCode(code: string, nodes: TwoslashNode[], answers: Record<number, string>): SampleTypes {
  const lines = code.split('\n');
  const line: number[] = [];
  const shift: number[] = [];
  let gone = 0;
  let goneChars = 0;
  lines.forEach((text, i) => {
    line[i] = i - gone;
    shift[i] = goneChars;
    if (ERRORS_LINE.test(text)) {
      gone++;
      goneChars += text.length + 1;
    }
  });
  const kept = nodes.filter((n) => !ERRORS_LINE.test(lines[n.line]));
  return {
    nodes: kept.map((n) => ({...n, line: line[n.line], start: n.start - shift[n.line]})),
    answers: Object.fromEntries(Object.entries(answers).map(([i, a]) => [line[Number(i)], a])),
  };
}

/** The error codes a sample announces with `// @errors:` lines. */
export function expectedErrors(code: string): Set<number> {
  const expected = new Set<number>();
  for (const text of code.split('\n')) {
    const m = ERRORS_LINE.exec(text);
    if (m) for (const c of m[1].split(/[\s,]+/).filter(Boolean)) expected.add(Number(c));
  }
  return expected;
}

/** A type error in a sample that it did not announce: the build and the tests stop on it. */
export class SampleTypeError extends Error {
  override name = 'SampleTypeError';
}

/** Fence languages that get types. */
const TYPED_LANGS = new Set(['ts', 'tsx']);
/** Pages whose TypeScript blocks all get types: the API pages and the TypeScript guide, both locales. */
const TYPED_PAGES =
  /(^|\/)(docs|i18n\/en\/docusaurus-plugin-content-docs\/current)\/(api\/.*|guides\/typescript)\.mdx?$/;

/** Whether a block of `file` (relative to the site) gets types: those pages, or a fence with `twoslash`. */
export function wantsTypes(file: string, lang: string, meta: string): boolean {
  if (!TYPED_LANGS.has(lang) && !(lang === 'js' || lang === 'jsx')) return false;
  if (meta.split(/\s+/).includes('twoslash')) return true;
  return TYPED_LANGS.has(lang) && TYPED_PAGES.test(file);
}

/** Where a sample is: the Markdown file (relative to the site) and the line of its opening fence. */
export interface Where {
  file: string;
  line: number;
}

/**
 * What the page shows: twoslash's nodes (names, errors), and the answer of each `// ^?` line by line
 * index, both on `shownCode(code)`.
 */
export interface SampleTypes {
  nodes: TwoslashNode[];
  answers: Record<number, string>;
}

/** Bump when the shape or the rules of SampleTypes change: old cache entries are then not read. */
const FORMAT = 2;
/** The packages whose types a sample may see: their versions are part of the cache key. */
const TYPED_PACKAGES = ['typescript', 'twoslash', ...COMPARED_LIBRARIES, 'react'];
export const SITE_DIR = path.resolve(__dirname, '../../..');
let versions: string | undefined;
const packageVersions = () =>
  (versions ??= TYPED_PACKAGES.map((p) => {
    const {version} = JSON.parse(readFileSync(path.join(SITE_DIR, 'node_modules', p, 'package.json'), 'utf8')) as {
      version: string;
    };
    return `${p}@${version}`;
  }).join(' '));

/** Where results are kept between builds (README: "Types on code blocks"). */
export const CACHE_DIR = path.join(SITE_DIR, 'node_modules/.cache/limu-twoslash');

export function typesKey(lang: string, code: string): string {
  return createHash('sha256')
    .update(JSON.stringify([FORMAT, packageVersions(), SAMPLE_COMPILER_OPTIONS, lang, code]))
    .digest('hex')
    .slice(0, 16);
}

/** What this process computed so far (src/plugins/code-blocks prints it after each locale's build). */
export const stats = {blocks: 0, compiled: 0, ms: 0};

let twoslasher: ReturnType<typeof createTwoslasher> | undefined;

function compute(code: string, lang: string, where: Where): SampleTypes {
  twoslasher ??= createTwoslasher({compilerOptions: SAMPLE_COMPILER_OPTIONS, vfsRoot: SITE_DIR});
  const at = (line0: number) => `${where.file}:${where.line + line0 + 1}`;
  const result = twoslasher(code, lang, {
    handbookOptions: {keepNotations: true, noErrorValidation: true},
  });
  if (result.code !== code) throw new Error(`types: ${at(-1)}: twoslash changed the code`);
  // The same rule as tests/docs/typecheck.test.ts: an error is shown only when `// @errors:` announces it.
  const expected = expectedErrors(code);
  const seen = new Set<number>();
  for (const e of result.errors) {
    if (typeof e.code !== 'number' || !expected.has(e.code))
      throw new SampleTypeError(`${at(e.line)}: TS${e.code}: ${e.text}`);
    seen.add(e.code);
  }
  const missing = [...expected].filter((c) => !seen.has(c));
  if (missing.length)
    throw new SampleTypeError(
      `${at(-1)}: \`// @errors:\` announces ${missing.map((c) => `TS${c}`).join(', ')}, which the compiler does not report`,
    );
  // Each `// ^?` line, in order, answers twoslash's queries in order.
  const queryLines = code
    .split('\n')
    .map((text, i) => (QUERY_LINE.test(text) ? i : -1))
    .filter((i) => i >= 0);
  const queries = result.queries;
  const answers: Record<number, string> = {};
  queryLines.forEach((line, k) => {
    const answer = queries[k]?.text.replace(/\s*\n\s*/g, ' ') ?? '';
    if (!answer)
      throw new SampleTypeError(
        `${at(line)}: \`// ^?\` points at a column of the line above where the compiler has no type`,
      );
    answers[line] = answer;
  });
  // The nodes the page draws: names and errors (a query's answer is drawn on its own line, above).
  const nodes = result.nodes.filter((n) => n.type === 'hover' || n.type === 'error');
  return ontoShownCode(code, nodes, answers);
}

function readCache(file: string): SampleTypes | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SampleTypes;
  } catch {
    return undefined;
  }
}

/** The types of one sample, from the cache or computed (a type error nobody announced throws, naming file and line). */
export function sampleTypes(code: string, lang: string, where: Where, {cache = true} = {}): SampleTypes {
  const started = performance.now();
  stats.blocks++;
  try {
    const file = path.join(CACHE_DIR, `${typesKey(lang, code)}.json`);
    const hit = cache ? readCache(file) : undefined;
    if (hit) return hit;
    stats.compiled++;
    const types = compute(code, lang, where);
    if (cache) {
      mkdirSync(CACHE_DIR, {recursive: true});
      // Written aside and renamed: the client and server compilers may write the same key at once.
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(tmp, JSON.stringify(types));
      renameSync(tmp, file);
    }
    return types;
  } finally {
    stats.ms += performance.now() - started;
  }
}

/**
 * The code as the Markdown for assistants carries it, as the page shows it: without `// @errors:`
 * lines, each `// ^?` line followed by its answer.
 */
export function answeredCode(code: string, types: SampleTypes): string {
  return shownCode(code)
    .split('\n')
    .map((text, i) => (types.answers[i] === undefined ? text : `${text} ${types.answers[i]}`))
    .join('\n');
}

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
const LIMU_DOCS = /https:\/\/tnfe\.github\.io\/limu\/docs\/([^\s#]*?)\/?(#[^\s]*)?(?=\s|$)/g;

/** What a popup says: the type, the doc comment (Markdown) and its tags, in the page's language. */
export interface PopupText {
  type: string;
  docs: string;
  tags: Array<[name: string, text: string]>;
}

/**
 * A name's popup text in the page's language. limu's own doc comments are Chinese: an English page
 * shows the signature alone where the comment (or one of its tags) is Chinese. Links to limu's docs
 * (`@see https://tnfe.github.io/limu/docs/…`, as limu's .d.ts writes them) point to the page's own
 * language on this site, in the form of its pages' addresses (a slash before the hash). `@example`
 * is code, not prose: left out. `@see: url` (limu's `immut`) is read as `@see url`.
 */
export function popupText(node: NodeHover, locale: string): PopupText {
  const en = locale === 'en';
  const local = (text: string) =>
    text.replace(LIMU_DOCS, (_, page: string, hash = '') => `${en ? '/limu/en/docs/' : '/limu/docs/'}${page}/${hash}`);
  const keep = (text: string) => !(en && CJK.test(text));
  const docs = node.docs?.trim() ?? '';
  const tags = (node.tags ?? [])
    .filter(([name]) => name !== 'example')
    .map(([name, text]): [string, string] => [name, local((text ?? '').replace(/^\s*:\s*/, '').trim())])
    .filter(([, text]) => keep(text));
  return {type: node.text, docs: keep(docs) ? local(docs) : '', tags};
}
