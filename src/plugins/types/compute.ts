/**
 * Node side of the type popups (issue 26, README "Types on code blocks"): what the TypeScript
 * language service says about a code sample. Used by the remark plugin (./remark.ts, at build time),
 * the Markdown for assistants (src/plugins/llms: `// ^?` answers) and the tests. Nothing here is
 * written by hand: every text comes from the compiler, for the packages installed.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type {BlockTypes, LineTypes, TypedName, TypeError} from '../../lib/types/model';

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

/** Bump when the shape or the rules of BlockTypes change: old cache entries are then not read. */
const FORMAT = 4;
/** The packages whose types a sample may see: their versions are part of the cache key. */
const TYPED_PACKAGES = ['typescript', 'limu', 'immer', 'mutative', 'react'];

/** `// ^?`: the type of what the caret above points at. */
export const QUERY_LINE = /^(\s*)\/\/\s*\^\?\s*$/;
/** `// @errors: 2322 2345`: the errors this sample is meant to show. */
const ERRORS_LINE = /^\s*\/\/\s*@errors:\s*([\d\s,]+)$/;

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

export interface SampleRef {
  /** The Markdown file, relative to the site (for messages). */
  file: string;
  /** 1-based line of the opening fence: sample line k is Markdown line `line + k`. */
  line: number;
  lang: string;
  code: string;
}

export const SITE_DIR = path.resolve(__dirname, '../../..');
const siteDir = SITE_DIR;
const siteRequire = createRequire(path.join(siteDir, 'package.json'));
let versions: string | undefined;
function packageVersions(): string {
  versions ??= TYPED_PACKAGES.map(
    (p) => `${p}@${(siteRequire(`${p}/package.json`) as {version: string}).version}`,
  ).join(' ');
  return versions;
}

/** The cache key of a sample: its language and code, the installed packages' versions, the format. */
export function typesKey(lang: string, code: string): string {
  return createHash('sha256')
    .update(JSON.stringify([FORMAT, packageVersions(), SAMPLE_COMPILER_OPTIONS, lang, code]))
    .digest('hex')
    .slice(0, 16);
}

/** Where computed results are kept between builds (README: "Types on code blocks"). */
export const CACHE_DIR = path.join(siteDir, 'node_modules/.cache/limu-types');

export function cacheFile(key: string): string {
  return path.join(CACHE_DIR, `${key}.json`);
}

/** One language service for the process: the lib and package declarations are parsed once. */
class Service {
  private files = new Map<string, {code: string; version: number}>();
  private ls: ts.LanguageService;

  constructor() {
    const host: ts.LanguageServiceHost = {
      getCompilationSettings: () => SAMPLE_COMPILER_OPTIONS,
      getScriptFileNames: () => [...this.files.keys()],
      getScriptVersion: (f) => String(this.files.get(f)?.version ?? 0),
      getScriptSnapshot: (f) => {
        const virtual = this.files.get(f);
        if (virtual) return ts.ScriptSnapshot.fromString(virtual.code);
        if (!ts.sys.fileExists(f)) return undefined;
        return ts.ScriptSnapshot.fromString(ts.sys.readFile(f) ?? '');
      },
      getCurrentDirectory: () => siteDir,
      getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
      fileExists: (f) => this.files.has(f) || ts.sys.fileExists(f),
      readFile: (f) => this.files.get(f)?.code ?? ts.sys.readFile(f),
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
    };
    this.ls = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  /** Puts the samples in as virtual files next to package.json (so `limu` resolves), returns their names. */
  add(samples: {key: string; lang: string; code: string}[]): string[] {
    return samples.map(({key, lang, code}) => {
      const name = path.join(siteDir, '.doc-types', `${key}.${lang}`);
      const old = this.files.get(name);
      this.files.set(name, {code, version: (old?.version ?? 0) + 1});
      return name;
    });
  }

  /** Drops files once read, so the program stays the size of one page. */
  remove(names: string[]): void {
    for (const n of names) this.files.delete(n);
  }

  get service(): ts.LanguageService {
    return this.ls;
  }
}

let shared: Service | undefined;

const flat = (parts: readonly ts.SymbolDisplayPart[] | undefined) => ts.displayPartsToString(parts ? [...parts] : []);

/** The doc comment as TypeScript shows it: the text, then each tag but `@example` (code, not prose). */
function docOf(info: ts.QuickInfo): string {
  const text = flat(info.documentation).trim();
  const tags = (info.tags ?? [])
    .filter((t) => t.name !== 'example')
    .map((t) => `@${t.name}${t.text?.length ? ` ${flat(t.text)}` : ''}`.trim());
  return [text, ...tags].filter(Boolean).join('\n');
}

function analyse(ls: ts.LanguageService, fileName: string, sample: SampleRef): BlockTypes {
  const program = ls.getProgram();
  const sf = program?.getSourceFile(fileName);
  if (!program || !sf) throw new Error(`types: ${sample.file}:${sample.line}: the sample is not in the program`);
  const where = (line0: number) => `${sample.file}:${sample.line + line0 + 1}`;
  const lines = sample.code.split('\n');
  const starts = sf.getLineStarts();
  const out: LineTypes[] = lines.map((text) => ({text}));
  const typed = sample.lang === 'ts' || sample.lang === 'tsx';

  // Quick info for every identifier, as an editor shows it on hover.
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const start = node.getStart(sf);
      const info = ls.getQuickInfoAtPosition(fileName, start);
      const type = info ? flat(info.displayParts) : '';
      if (info && type) {
        const {line, character} = sf.getLineAndCharacterOfPosition(start);
        const name: TypedName = {s: character, e: character + node.getWidth(sf), type};
        const doc = docOf(info);
        if (doc) name.doc = doc;
        (out[line].names ??= []).push(name);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);

  // `// ^?` queries: the type at the caret's column on the nearest line above that is not a query.
  lines.forEach((text, i) => {
    const q = QUERY_LINE.exec(text);
    if (!q) return;
    const column = text.indexOf('^');
    let target = i - 1;
    while (target >= 0 && QUERY_LINE.test(lines[target])) target--;
    const info =
      target >= 0 && column < lines[target].length
        ? ls.getQuickInfoAtPosition(fileName, starts[target] + column)
        : undefined;
    const answer = info ? flat(info.displayParts).replace(/\s*\n\s*/g, ' ') : '';
    if (!answer)
      throw new SampleTypeError(
        `${where(i)}: \`// ^?\` points at column ${column + 1} of the line above, where the compiler has no type`,
      );
    out[i].query = answer;
  });

  // Errors: the ones `// @errors:` announces are shown; any other fails (same rule as tests/docs/typecheck.test.ts).
  const expected = expectedErrors(sample.code);
  const diagnostics = [...program.getSyntacticDiagnostics(sf), ...(typed ? program.getSemanticDiagnostics(sf) : [])];
  const seen = new Set<number>();
  for (const d of diagnostics) {
    const at = sf.getLineAndCharacterOfPosition(d.start ?? 0);
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!expected.has(d.code)) throw new SampleTypeError(`${where(at.line)}: TS${d.code}: ${message}`);
    seen.add(d.code);
    const lineEnd = lines[at.line].length;
    const error: TypeError = {
      s: at.character,
      e: Math.min(lineEnd, at.character + Math.max(1, d.length ?? 1)),
      code: d.code,
      message,
    };
    (out[at.line].errors ??= []).push(error);
  }
  const missing = [...expected].filter((c) => !seen.has(c));
  if (missing.length) {
    throw new SampleTypeError(
      `${where(-1)}: \`// @errors:\` announces ${missing.map((c) => `TS${c}`).join(', ')}, which the compiler does not report`,
    );
  }
  return {lines: out.map((l) => (l.names || l.errors || l.query !== undefined ? l : {text: l.text}))};
}

/** Reads a cached result, or undefined (missing or unreadable: it is computed again). */
function readCache(key: string): BlockTypes | undefined {
  try {
    return JSON.parse(readFileSync(cacheFile(key), 'utf8')) as BlockTypes;
  } catch {
    return undefined;
  }
}

function writeCache(key: string, types: BlockTypes): void {
  mkdirSync(CACHE_DIR, {recursive: true});
  // Written aside and renamed: the client and server compilers may write the same key at once.
  const tmp = `${cacheFile(key)}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(tmp, JSON.stringify(types));
  renameSync(tmp, cacheFile(key));
}

export interface ComputeOptions {
  /** Read and write the disk cache (default true); the tests recompute with false. */
  cache?: boolean;
}

/**
 * The types of several samples (one page's), with their cache keys. Samples with a cached result
 * are not compiled again; the others are compiled together in one program.
 */
export function computeTypes(
  samples: SampleRef[],
  {cache = true}: ComputeOptions = {},
): {key: string; types: BlockTypes}[] {
  const started = performance.now();
  try {
    return computeUncounted(samples, cache);
  } finally {
    stats.blocks += samples.length;
    stats.ms += performance.now() - started;
  }
}

/** What this process computed so far (src/plugins/types prints it after each locale's build). */
export const stats = {blocks: 0, compiled: 0, ms: 0};

function computeUncounted(samples: SampleRef[], cache: boolean): {key: string; types: BlockTypes}[] {
  const keyed = samples.map((s) => ({sample: s, key: typesKey(s.lang, s.code)}));
  const results = new Map<string, BlockTypes>();
  if (cache) {
    for (const {key} of keyed) {
      const hit = readCache(key);
      if (hit) results.set(key, hit);
    }
  }
  const todo = keyed.filter(({key}) => !results.has(key));
  if (todo.length) {
    shared ??= new Service();
    const unique = [...new Map(todo.map((t) => [t.key, t])).values()];
    stats.compiled += unique.length;
    // One block at a time, each in a program (and type checker) of its own: how TypeScript prints a
    // type can depend on what the same checker printed before, and a block must read the same on
    // every page and in every locale (the library declarations are parsed once all the same).
    for (const {key, sample} of unique) {
      const [name] = shared.add([{key, lang: sample.lang, code: sample.code}]);
      try {
        const types = analyse(shared.service, name, sample);
        results.set(key, types);
        if (cache) writeCache(key, types);
      } finally {
        shared.remove([name]);
      }
    }
  }
  return keyed.map(({key}) => ({key, types: results.get(key)!}));
}

/**
 * The code as the Markdown for assistants carries it: each `// ^?` line followed by its answer, as
 * the page shows it. Other lines are unchanged.
 */
export function answeredCode(code: string, types: BlockTypes): string {
  return code
    .split('\n')
    .map((text, i) => {
      const q = types.lines[i]?.query;
      return q === undefined ? text : `${text} ${q}`;
    })
    .join('\n');
}

/** Fence languages that get types. */
export const TYPED_LANGS = new Set(['ts', 'tsx']);
/** The fence word that asks for types on any page: ```ts twoslash */
export const OPT_IN = 'twoslash';
/** Pages whose TypeScript blocks all get types: the API pages and the TypeScript guide, both locales. */
const TYPED_PAGES =
  /(^|\/)(docs|i18n\/en\/docusaurus-plugin-content-docs\/current)\/(api\/.*|guides\/typescript)\.mdx?$/;

/** Whether a block of `file` (relative to the site) gets types. */
export function wantsTypes(file: string, lang: string, meta: string): boolean {
  if (!TYPED_LANGS.has(lang) && !(lang === 'js' || lang === 'jsx')) return false;
  if (meta.split(/\s+/).includes(OPT_IN)) return true;
  return TYPED_LANGS.has(lang) && TYPED_PAGES.test(file);
}
