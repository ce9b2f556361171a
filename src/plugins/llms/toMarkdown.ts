/**
 * One doc or post source (Markdown/MDX) turned into plain Markdown for readers and assistants:
 * front matter reduced to title and description, imports dropped, MDX components replaced by their
 * Markdown meaning (./components.ts), `{expressions}` by their value, admonitions by block quotes,
 * links made absolute. Everything else, code blocks above all, is copied from the source byte for
 * byte: the file is edited at the positions the MDX parser reports, never re-printed.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {COMPONENTS, type ComponentToMarkdown} from './components';
import {QUERY_LINE, answeredCode, sampleTypes, shownCode, wantsTypes} from '../code-blocks/twoslash';

export interface PageSource {
  /** Absolute path of the source file. */
  absFile: string;
  /** The file's text. */
  source: string;
  title: string;
  description: string;
  /** Absolute URL of the page, e.g. https://tnfe.github.io/limu/docs/intro/ */
  pageUrl: string;
}

export interface ConvertOptions {
  siteDir: string;
  locale: string;
  /** https://tnfe.github.io */
  siteUrl: string;
  /** The locale's base URL: /limu/ or /limu/en/ */
  baseUrl: string;
  /** The site's base URL whatever the locale (/limu/): a link already under it is left as it is. */
  rootBaseUrl?: string;
  /** Page URL (absolute) of another source file, when it is a page of the site. */
  urlOfSource: (absFile: string) => string | undefined;
  components?: Record<string, ComponentToMarkdown>;
}

interface Point {
  offset?: number;
}
interface Node {
  type: string;
  position?: {start: Point; end: Point};
  children?: Node[];
  url?: string;
  name?: string | null;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
}
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** An error that names the file and line. */
class LlmsError extends Error {}

type Parse = (body: string) => Node;
let parserPromise: Promise<Parse> | undefined;
/** The parser Docusaurus itself uses for MDX (ESM-only packages, loaded once). */
function parser(): Promise<Parse> {
  parserPromise ??= (async () => {
    const [{unified}, {default: remarkParse}, {default: remarkMdx}, {default: remarkGfm}] = await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('remark-gfm'),
    ]);
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
    return (body: string) => processor.parse(body) as unknown as Node;
  })();
  return parserPromise;
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

const ADMONITION_LABELS: Record<string, Record<string, string>> = {
  'zh-Hans': {note: '备注', tip: '提示', info: '信息', warning: '警告', danger: '危险', caution: '警告'},
  en: {note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution'},
};

const yamlString = (s: string) => JSON.stringify(s);

export async function toMarkdown(page: PageSource, options: ConvertOptions): Promise<string> {
  const parse = await parser();
  const rel = path.relative(options.siteDir, page.absFile).split(path.sep).join('/');
  const fm = FRONT_MATTER.exec(page.source)?.[0] ?? '';
  const body = page.source.slice(fm.length);
  const lineOf = (offset: number) => page.source.slice(0, fm.length + offset).split('\n').length;
  const fail = (offset: number, what: string): never => {
    throw new LlmsError(`llms: ${rel}:${lineOf(offset)}: ${what}`);
  };
  let tree: Node;
  try {
    tree = parse(body);
  } catch (error) {
    throw new LlmsError(`llms: ${rel}: cannot parse as MDX: ${error instanceof Error ? error.message : String(error)}`);
  }
  const components = options.components ?? COMPONENTS;
  const imports = new Map<string, {module: string; name: string}>();
  const requireFromSite = createRequire(path.join(options.siteDir, 'package.json'));

  const resolveUrl = (url: string, at: number): string => {
    if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return url;
    if (url.startsWith('#')) return page.pageUrl + url;
    const [pathPart, hash = ''] = url.split(/(?=#)/);
    if (/\.mdx?$/.test(pathPart)) {
      const target = path.resolve(path.dirname(page.absFile), decodeURI(pathPart));
      const found = options.urlOfSource(target);
      if (!found) fail(at, `the link ${url} names no doc or post of this locale`);
      return found + hash;
    }
    if (url.startsWith('/')) {
      const root = options.rootBaseUrl ?? options.baseUrl;
      const onSite = url.startsWith(root) ? url : options.baseUrl + url.slice(1);
      return options.siteUrl + onSite;
    }
    return new URL(url, page.pageUrl).href;
  };

  const start = (n: Node) => n.position?.start.offset ?? 0;
  const end = (n: Node) => n.position?.end.offset ?? 0;
  /** The end of a removed block: its line break and the blank line after it go too. */
  const blockEnd = (n: Node) => {
    const m = /^[ \t]*\r?\n(?:[ \t]*\r?\n)?/.exec(body.slice(end(n)));
    return end(n) + (m?.[0].length ?? 0);
  };
  const apply = (from: number, to: number, edits: Edit[]): string => {
    let out = '';
    let at = from;
    for (const e of edits.sort((a, b) => a.start - b.start)) {
      out += body.slice(at, e.start) + e.text;
      at = e.end;
    }
    return out + body.slice(at, to);
  };

  const expressionValue = (n: Node): string | null => {
    const code = (n.value ?? '').trim();
    if (/^\/\*[\s\S]*\*\/$/.test(code)) return null; // a comment, e.g. {/* truncate */}
    const bound = /^[A-Za-z_$][\w$]*$/.test(code) ? imports.get(code) : undefined;
    if (!bound || bound.module.startsWith('@site/') || bound.module.startsWith('.')) {
      return fail(
        start(n),
        `the expression {${code}} has no Markdown meaning (only values imported from packages are known)`,
      );
    }
    const mod = requireFromSite(bound.module) as Record<string, unknown>;
    const value = bound.name === 'default' ? (mod.default ?? mod) : mod[bound.name];
    if (value === undefined || typeof value === 'object' || typeof value === 'function') {
      return fail(start(n), `the expression {${code}} is not a string or number in ${bound.module}`);
    }
    return String(value);
  };

  const propsOf = (n: Node): Record<string, unknown> => {
    const props: Record<string, unknown> = {};
    for (const a of n.attributes ?? []) {
      if (a.type !== 'mdxJsxAttribute' || !a.name)
        fail(start(n), `<${n.name}>: spread attributes have no Markdown meaning`);
      const v = a.value;
      if (v === null || v === undefined) props[a.name!] = true;
      else if (typeof v === 'string') props[a.name!] = v;
      else {
        const code = String((v as {value?: string}).value ?? '');
        try {
          props[a.name!] = JSON.parse(code);
        } catch {
          props[a.name!] = code;
        }
      }
    }
    return props;
  };

  // Issue 26: a `// ^?` line of a block with types carries its answer, as the page shows it; issue 51:
  // a `// @errors:` directive is left out, as on the page.
  const queryAnswers = (n: Node): Edit[] => {
    const code = n.value ?? '';
    const lang = n.lang ?? '';
    const answered =
      code.split('\n').some((l) => QUERY_LINE.test(l)) && wantsTypes(rel, lang, n.meta ?? '')
        ? answeredCode(code, sampleTypes(code, lang, {file: rel, line: lineOf(start(n))}))
        : shownCode(code);
    if (answered === code) return [];
    const source = body.slice(start(n), end(n));
    const at = source.indexOf(code);
    if (at < 0) fail(start(n), 'a code block with `// ^?` or `// @errors:` must not be indented');
    return [{start: start(n) + at, end: start(n) + at + code.length, text: answered}];
  };

  const editsOf = (n: Node): Edit[] => {
    switch (n.type) {
      case 'code':
        return queryAnswers(n);
      case 'inlineCode':
        return [];
      case 'mdxjsEsm': {
        for (const m of (n.value ?? '').matchAll(/import\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
          const [, clause, module] = m;
          const named = /\{([\s\S]*)\}/.exec(clause)?.[1];
          for (const part of named?.split(',') ?? []) {
            const [name, local = name] = part.trim().split(/\s+as\s+/);
            if (name) imports.set(local.trim(), {module, name: name.trim()});
          }
          const def = /^([A-Za-z_$][\w$]*)/.exec(clause)?.[1];
          if (def) imports.set(def, {module, name: 'default'});
        }
        return [{start: start(n), end: blockEnd(n), text: ''}];
      }
      case 'mdxFlowExpression': {
        const value = expressionValue(n);
        return [{start: start(n), end: value === null ? blockEnd(n) : end(n), text: value ?? ''}];
      }
      case 'mdxTextExpression':
        return [{start: start(n), end: end(n), text: expressionValue(n) ?? ''}];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = n.name ?? '';
        const toMd = components[name];
        if (!toMd) {
          return fail(
            start(n),
            `the MDX component <${name || '>'}> has no Markdown meaning: add it to src/plugins/llms/components.ts`,
          );
        }
        const kids = n.children ?? [];
        const children = kids.length
          ? apply(start(kids[0]), end(kids[kids.length - 1]), kids.flatMap(editsOf)).trim()
          : '';
        return [
          {
            start: start(n),
            end: end(n),
            text: toMd({locale: options.locale, siteDir: options.siteDir, file: rel, props: propsOf(n), children}),
          },
        ];
      }
      case 'link':
      case 'image':
      case 'definition': {
        const own: Edit[] = [];
        const url = n.url ?? '';
        const resolved = url ? resolveUrl(url, start(n)) : url;
        if (resolved !== url) {
          const slice = body.slice(start(n), end(n));
          const marker = n.type === 'definition' ? `]: ${url}` : `](${url}`;
          const at = slice.lastIndexOf(marker);
          if (at < 0) fail(start(n), `cannot find the link target ${url} in its source text`);
          const from = start(n) + at + marker.length - url.length;
          own.push({start: from, end: from + url.length, text: resolved});
        }
        return [...own, ...(n.children ?? []).flatMap(editsOf)];
      }
      default:
        return (n.children ?? []).flatMap(editsOf);
    }
  };

  // Imports first: expressions anywhere in the page may use them.
  const top = tree.children ?? [];
  const esm = top.filter((n) => n.type === 'mdxjsEsm').flatMap(editsOf);
  const rest = top.filter((n) => n.type !== 'mdxjsEsm').flatMap(editsOf);
  let text = admonitionsToQuotes(apply(0, body.length, [...esm, ...rest]), options.locale).replace(/^\s+/, '');
  if (!/^# /m.test(stripFences(text))) text = `# ${page.title}\n\n${text}`;
  const head = `---\ntitle: ${yamlString(page.title)}\ndescription: ${yamlString(page.description)}\n---\n\n`;
  return head + text.replace(/\s*$/, '\n');
}

const FENCE = /^\s*(`{3,}|~{3,})/;

/** The text with fenced code blocks blanked out (to look for headings and markup outside code). */
export function stripFences(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const m = FENCE.exec(line);
      if (fence) {
        if (m && m[1][0] === fence[0] && m[1].length >= fence.length && line.trim() === m[1]) fence = null;
        return '';
      }
      if (m) {
        fence = m[1];
        return '';
      }
      return line;
    })
    .join('\n');
}

/** `:::tip Title` … `:::` (Docusaurus admonitions, nested or not) become block quotes. */
export function admonitionsToQuotes(markdown: string, locale: string): string {
  const lines = markdown.split('\n');
  const convert = (from: number, to: number): string[] => {
    const out: string[] = [];
    let fence: string | null = null;
    for (let i = from; i < to; i++) {
      const line = lines[i];
      const f = FENCE.exec(line);
      if (fence) {
        if (f && f[1][0] === fence[0] && line.trim() === f[1] && f[1].length >= fence.length) fence = null;
        out.push(line);
        continue;
      }
      if (f) fence = f[1];
      const open = fence ? null : /^(\s*)(:{3,})(\w+)(?:\[(.*)\]|[ \t]+(.*))?\s*$/.exec(line);
      if (!open) {
        out.push(line);
        continue;
      }
      const [, indent, colons, type, bracketTitle, spaceTitle] = open;
      // The matching close: the same number of colons, skipping nested admonitions and code.
      let depth = 0;
      let close = -1;
      let innerFence: string | null = null;
      for (let j = i + 1; j < to && close < 0; j++) {
        const g = FENCE.exec(lines[j]);
        if (innerFence) {
          if (g && lines[j].trim() === g[1] && g[1][0] === innerFence[0]) innerFence = null;
          continue;
        }
        if (g) {
          innerFence = g[1];
          continue;
        }
        if (new RegExp(`^\\s*${colons}\\w`).test(lines[j])) depth += 1;
        else if (lines[j].trim() === colons) {
          if (depth === 0) close = j;
          else depth -= 1;
        }
      }
      if (close < 0) {
        out.push(line);
        continue;
      }
      const title = (bracketTitle ?? spaceTitle ?? '').trim() || ADMONITION_LABELS[locale]?.[type] || type;
      const inner = convert(i + 1, close);
      while (inner.length && inner[inner.length - 1].trim() === '') inner.pop();
      out.push(`${indent}> **${title}**`, `${indent}>`);
      for (const l of inner) out.push(l.trim() === '' ? `${indent}>` : `${indent}> ${l.slice(indent.length)}`);
      i = close;
    }
    return out;
  };
  return convert(0, lines.length).join('\n');
}
