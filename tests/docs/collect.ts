/**
 * Node-only side of the doc-example harness: which Markdown files exist in which locale, their
 * samples, a `require` for the samples, and one TypeScript program over all ts/tsx samples.
 * (src/lib/examples stays browser-safe; everything touching fs lives here.)
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {SOURCE_DIRS} from '../../src/data/site.mjs';
import {SANDBOX_MODULES} from '../../src/lib/sandbox/protocol';
import {extractCodeBlocks, type CodeSample, type RunResult} from '../../src/lib/examples';
import {SAMPLE_COMPILER_OPTIONS, expectedErrors} from '../../src/plugins/code-blocks/twoslash';

// __dirname, not import.meta: `npm run claims:coverage` loads this through sucrase (CommonJS).
export const ROOT = path.resolve(__dirname, '../..');

/** A zh-Hans content folder and the folder holding its English copies (paths relative to ROOT). */
export interface ContentRoot {
  zh: string;
  en: string;
}

/** Docs, blog and pages, plus every versioned docs folder that exists. */
export function contentRoots(root = ROOT): ContentRoot[] {
  const roots: ContentRoot[] = Object.values(SOURCE_DIRS).map((dirs) => ({zh: dirs['zh-Hans'], en: dirs.en}));
  const versioned = path.join(root, 'versioned_docs');
  if (existsSync(versioned)) {
    for (const dir of readdirSync(versioned)) {
      roots.push({zh: `versioned_docs/${dir}`, en: `${path.posix.dirname(SOURCE_DIRS.docs.en)}/${dir}`});
    }
  }
  return roots;
}

const MARKDOWN = /\.mdx?$/;

/** Markdown files under `dir` (relative to root), as sorted POSIX paths relative to `dir`. */
export function markdownFiles(dir: string, root = ROOT): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs) || !statSync(abs).isDirectory()) return [];
  return (readdirSync(abs, {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => MARKDOWN.test(f) && !f.split('/').includes('node_modules'))
    .sort();
}

export interface MarkdownPair {
  /** Relative to ROOT; null when that copy is missing. */
  zh: string | null;
  en: string | null;
}

/** Every Markdown page of the site with its English copy (either side may be missing). */
export function markdownPairs(root = ROOT): MarkdownPair[] {
  const pairs: MarkdownPair[] = [];
  for (const r of contentRoots(root)) {
    const zh = new Set(markdownFiles(r.zh, root));
    const en = new Set(markdownFiles(r.en, root));
    for (const f of [...new Set([...zh, ...en])].sort()) {
      pairs.push({zh: zh.has(f) ? `${r.zh}/${f}` : null, en: en.has(f) ? `${r.en}/${f}` : null});
    }
  }
  return pairs;
}

export function readBlocks(file: string, root = ROOT): CodeSample[] {
  return extractCodeBlocks(readFileSync(path.join(root, file), 'utf8'), file);
}

export const SAMPLE_LANGS = new Set(['js', 'jsx', 'ts', 'tsx']);

/** Every js/jsx/ts/tsx block of every Markdown file of both locales. */
export function allSamples(root = ROOT): CodeSample[] {
  const samples: CodeSample[] = [];
  for (const pair of markdownPairs(root)) {
    for (const file of [pair.zh, pair.en]) {
      if (file) samples.push(...readBlocks(file, root).filter((b) => SAMPLE_LANGS.has(b.lang)));
    }
  }
  return samples;
}

/** The packages a sample may import: what the Run button bundles too. */
export const SAMPLE_MODULES: readonly string[] = SANDBOX_MODULES;

const nodeRequire = createRequire(path.join(ROOT, 'package.json'));
// Libraries with global settings (setAutoFreeze in limu and immer): each sample gets fresh copies.
const STATEFUL = /[\\/]node_modules[\\/](limu|immer|mutative)[\\/]/;

/** A `require` for one sample: the allowed packages, limu/immer/mutative loaded afresh. */
export function sampleRequire(): (id: string) => unknown {
  for (const key of Object.keys(nodeRequire.cache)) {
    if (STATEFUL.test(key)) delete nodeRequire.cache[key];
  }
  return (id: string) => {
    if (!SAMPLE_MODULES.includes(id)) {
      throw new Error(`samples may import only ${SAMPLE_MODULES.join(', ')}; got '${id}'`);
    }
    return nodeRequire(id);
  };
}

export interface Diagnostic {
  sample: CodeSample;
  /** Markdown line of the problem. */
  line: number;
  message: string;
}

/**
 * Type-checks every ts/tsx sample under `strict` against the installed packages' own types, and
 * parse-checks every js/jsx sample, in one TypeScript program. Each sample is a virtual module
 * file next to package.json (so `limu` resolves from node_modules); nothing is written to disk.
 */
export function typeCheckSamples(samples: readonly CodeSample[], root = ROOT): Diagnostic[] {
  // The options the type popups are computed with too (src/plugins/code-blocks/twoslash.ts).
  const options = SAMPLE_COMPILER_OPTIONS;
  const virtual = new Map<string, CodeSample>();
  samples.forEach((s, i) => {
    virtual.set(path.join(root, '.doc-samples', `sample-${i}.${s.lang}`), s);
  });
  const host = ts.createCompilerHost(options, true);
  const {getSourceFile, fileExists, readFile} = host;
  host.fileExists = (f) => virtual.has(f) || fileExists.call(host, f);
  host.readFile = (f) => virtual.get(f)?.code ?? readFile.call(host, f);
  host.getSourceFile = (f, lang, onError, create) => {
    const s = virtual.get(f);
    return s ? ts.createSourceFile(f, s.code, lang, true) : getSourceFile.call(host, f, lang, onError, create);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  // A broken setup (bad option, missing lib) must not pass as "no diagnostics in any sample".
  const setup = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (setup.length) {
    throw new Error(`TypeScript setup for the samples is broken: ${setup.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ')}`);
  }
  const out: Diagnostic[] = [];
  for (const [file, sample] of virtual) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const typed = sample.lang === 'ts' || sample.lang === 'tsx';
    const diags = [...program.getSyntacticDiagnostics(sf), ...(typed ? program.getSemanticDiagnostics(sf) : [])];
    // `// @errors: 2322` announces errors the page shows (issue 26): those, and only those, must occur.
    const expected = expectedErrors(sample.code);
    for (const code of expected) {
      if (!diags.some((d) => d.code === code)) {
        out.push({sample, line: sample.line, message: `\`// @errors:\` announces TS${code}, which the compiler does not report`});
      }
    }
    for (const d of diags.filter((x) => !expected.has(x.code))) {
      const line = d.start === undefined ? 0 : sf.getLineAndCharacterOfPosition(d.start).line + 1;
      out.push({sample, line: sample.line + line, message: ts.flattenDiagnosticMessageText(d.messageText, '\n')});
    }
  }
  return out;
}

/** A failure report in Markdown coordinates: `docs/x.md:21: expected 1, got 2`. */
export function describeFailure(sample: CodeSample, result: RunResult): string {
  const at = (line: number | null) => `${sample.file}:${line === null ? sample.line : sample.line + line}`;
  const lines = result.failures.map((f) => `${at(f.line)}: ${f.message.replace(/^line \d+: /, '')}`);
  if (result.error) lines.push(`${at(result.error.line)}: threw ${result.error.message}`);
  if (result.logs.length) lines.push('console output:', ...result.logs.map((l) => `  [${l.level}] ${l.text}`));
  return lines.join('\n');
}
