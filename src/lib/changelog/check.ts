// Checks the changelog Markdown against src/data/limu-versions.json: every published version has
// exactly one entry (a `## 4.1.0 {/* #v4-1-0 */}` heading, in any changelog page of the locale), no entry
// names a version the registry does not list, and each entry names, in inline code, every export,
// option, onOperate param and limuUtils member that appeared or disappeared in that version.
// Pure functions: the real test and the test that proves it can fail both call checkChangelog.
import type {LimuVersion} from './versions';

export interface ChangelogPage {
  /** Path shown in messages, e.g. docs/changelog/v4-1.md. */
  file: string;
  markdown: string;
}

export interface ChangelogEntry {
  version: string;
  anchor: string | null;
  file: string;
  line: number;
  /** The entry's Markdown, without its heading, up to the next heading of the same or a higher level. */
  body: string;
}

// The id is an MDX comment (`{/* #v4-1-0 */}`): with future.v4 the classic `{#id}` does not compile.
const VERSION_HEADING = /^(#{2,4})\s+(\d+\.\d+\.\d+)(?:\s+\{\/\*\s*#([\w-]+)\s*\*\/\})?\s*$/;
const ANY_HEADING = /^(#{1,6})\s/;

/** The anchor each entry must carry, so links to a version stay stable. */
export const versionAnchor = (version: string) => `v${version.replace(/\./g, '-')}`;

/** Finds the version entries of one page (fenced code is skipped). */
export function parseEntries(page: ChangelogPage): ChangelogEntry[] {
  const lines = page.markdown.split('\n');
  const entries: Array<ChangelogEntry & {level: number; start: number; end: number}> = [];
  let fence: string | null = null;
  const headings: Array<{level: number; index: number}> = [];
  lines.forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) return;
    const heading = ANY_HEADING.exec(line);
    if (!heading) return;
    headings.push({level: heading[1]!.length, index});
    const version = VERSION_HEADING.exec(line);
    if (version) {
      entries.push({
        version: version[2]!,
        anchor: version[3] ?? null,
        file: page.file,
        line: index + 1,
        body: '',
        level: version[1]!.length,
        start: index,
        end: lines.length,
      });
    }
  });
  return entries.map(({level, start, ...entry}) => {
    const next = headings.find((h) => h.index > start && h.level <= level);
    return {...entry, body: lines.slice(start + 1, next ? next.index : lines.length).join('\n')};
  });
}

/** Identifiers inside the inline code spans of a Markdown body, outside fenced code. */
export function namedInCode(body: string): Set<string> {
  let inFence = false;
  const prose = body
    .split('\n')
    .filter((line) => {
      if (/^\s*(`{3,}|~{3,})/.test(line)) {
        inFence = !inFence;
        return false;
      }
      return !inFence;
    })
    .join('\n');
  const names = new Set<string>();
  for (const span of prose.matchAll(/`([^`\n]+)`/g)) {
    for (const token of span[1]!.matchAll(/[A-Za-z_$][\w$]*/g)) names.add(token[0]);
  }
  return names;
}

const KINDS = [
  ['addedExports', 'added export'],
  ['removedExports', 'removed export'],
  ['addedOptions', 'added option'],
  ['removedOptions', 'removed option'],
  ['addedOperateParams', 'added onOperate param'],
  ['removedOperateParams', 'removed onOperate param'],
  ['addedUtils', 'added limuUtils member'],
  ['removedUtils', 'removed limuUtils member'],
] as const;

/** Every problem of one locale's changelog, as messages naming the version and the file. */
export function checkChangelog(locale: string, versions: LimuVersion[], pages: ChangelogPage[]): string[] {
  const problems: string[] = [];
  const entries = pages.flatMap(parseEntries);
  const published = new Set(versions.map((v) => v.version));

  for (const entry of entries) {
    if (!published.has(entry.version)) {
      problems.push(
        `${locale}: ${entry.file}:${entry.line} has an entry for ${entry.version}, a version the registry does not list`,
      );
    }
  }
  for (const v of versions) {
    const found = entries.filter((e) => e.version === v.version);
    const anchor = versionAnchor(v.version);
    if (found.length === 0) {
      problems.push(
        `${locale}: no changelog entry for ${v.version} (expected a heading "## ${v.version} {/* #${anchor} */}")`,
      );
      continue;
    }
    if (found.length > 1) {
      problems.push(
        `${locale}: ${v.version} has ${found.length} entries (${found.map((e) => `${e.file}:${e.line}`).join(', ')})`,
      );
    }
    const entry = found[0]!;
    const where = `${locale}: ${entry.file}:${entry.line} entry ${v.version}`;
    if (entry.anchor !== anchor)
      problems.push(`${where} needs the anchor #${anchor}, has ${entry.anchor ? `#${entry.anchor}` : 'none'}`);
    const named = namedInCode(entry.body);
    for (const [key, label] of KINDS) {
      for (const name of v.changes[key]) {
        if (!named.has(name)) problems.push(`${where} does not name the ${label} \`${name}\``);
      }
    }
  }
  return problems;
}
