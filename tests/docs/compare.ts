/**
 * Checks across samples: the zh and en copies of a page must hold the same code (comments aside),
 * and every `noexec` needs a reason. Used only by the tests, so it lives with them.
 */
import {stripComments, type CodeSample} from '../../src/lib/examples';

const JS_LIKE = new Set(['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript', 'mjs', 'cjs', 'json5', 'jsonc']);
// Plain-text blocks (file trees, output) may carry `# note` annotations too.
const HASH_COMMENTS = new Set([
  'bash',
  'sh',
  'shell',
  'zsh',
  'console',
  'yaml',
  'yml',
  'toml',
  'python',
  'py',
  'text',
  'txt',
  'plaintext',
  '',
]);

/**
 * A block's code as compared between locales: comments removed (the `// =>` assertion comments are
 * kept: they are part of the sample), trailing spaces and blank lines dropped.
 */
export function normalizeForComparison(code: string, lang: string): string {
  let text = code;
  if (JS_LIKE.has(lang)) text = stripComments(code, {keepAssertions: true});
  else if (lang === 'css' || lang === 'scss') text = code.replace(/\/\*[\s\S]*?\*\//g, '');
  else if (HASH_COMMENTS.has(lang)) text = code.replace(/(^|\s)#(?!!).*$/gm, '$1');
  else if (lang === 'html' || lang === 'xml' || lang === 'md' || lang === 'mdx' || lang === 'markdown') {
    text = code.replace(/<!--[\s\S]*?-->/g, '').replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  }
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .join('\n');
}

export interface BlockMismatch {
  /** 0-based index of the code block in the file (all languages counted). */
  index: number;
  /** 1-based fence lines in each file (null when that file has no block at this index). */
  lineA: number | null;
  lineB: number | null;
  message: string;
}

function firstDifference(a: string, b: string): string {
  const la = a.split('\n');
  const lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (la[i] !== lb[i]) return `first difference:\n  - ${la[i] ?? '(nothing)'}\n  + ${lb[i] ?? '(nothing)'}`;
  }
  return '';
}

/** Compares the code blocks of two copies of a page, block by block. */
export function compareCodeBlocks(a: readonly CodeSample[], b: readonly CodeSample[]): BlockMismatch[] {
  const mismatches: BlockMismatch[] = [];
  const where = (x: CodeSample | undefined, y: CodeSample | undefined) =>
    `${x ? `${x.file}:${x.line}` : '(none)'} vs ${y ? `${y.file}:${y.line}` : '(none)'}`;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    const base = {index: i, lineA: x?.line ?? null, lineB: y?.line ?? null};
    if (!x || !y) {
      mismatches.push({
        ...base,
        message: `code block #${i + 1} exists in only one copy (${where(x, y)}): ${a.length} blocks vs ${b.length}`,
      });
      // Every later block is shifted: one report is enough.
      break;
    }
    if (x.lang !== y.lang) {
      mismatches.push({...base, message: `code block #${i + 1}: language '${x.lang}' vs '${y.lang}' (${where(x, y)})`});
      continue;
    }
    if ((x.noexec === null) !== (y.noexec === null)) {
      mismatches.push({...base, message: `code block #${i + 1}: noexec in only one copy (${where(x, y)})`});
      continue;
    }
    const cx = normalizeForComparison(x.code, x.lang);
    const cy = normalizeForComparison(y.code, y.lang);
    if (cx !== cy) {
      mismatches.push({
        ...base,
        message: `code block #${i + 1} differs outside comments (${where(x, y)}); ${firstDifference(cx, cy)}`,
      });
    }
  }
  return mismatches;
}

/** `noexec` blocks without a reason, as `file:line` messages. */
export function noexecWithoutReason(samples: readonly CodeSample[]): string[] {
  return samples
    .filter((s) => s.noexec !== null && s.noexec.trim() === '')
    .map((s) => `${s.file}:${s.line}: \`noexec\` needs a reason, e.g. noexec="needs a browser DOM"`);
}
