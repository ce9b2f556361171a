// The error catalogue (docs/api/errors.md and its English copy) against the installed limu's own
// source: every message limu throws or prints is on the page in both locales, with a sample that
// raises it and a fix, and the page lists no message the package no longer has. The page's table of
// versions is checked against the older limu releases installed as npm aliases (limu-3-5 ...).
// The samples themselves run in samples.test.ts. ARCHITECTURE.md §3.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SOURCE_DIRS} from '../../src/data/site.mjs';
import {ROOT} from './collect';
import {canonical, messagesInSource, packageMessages, type MessageEntry} from './limu-messages';
import {ENGINE_MESSAGES} from '../e2e/search-queries';

const require = createRequire(import.meta.url);
const pkgDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const versionOf = (name: string): string => (require(`${name}/package.json`) as {version: string}).version;

const PAGES = {
  'zh-Hans': {file: `${SOURCE_DIRS.docs['zh-Hans']}/api/errors.md`, cause: '**触发**', fix: '**改法**'},
  en: {file: `${SOURCE_DIRS.docs.en}/api/errors.md`, cause: '**Cause**', fix: '**Fix**'},
} as const;

interface Entry {
  message: string;
  id: string;
  line: number;
  body: string;
}
interface Section {
  id: string | null;
  line: number;
  body: string;
  entries: Entry[];
}

const H3 = /^### `([^`]+)` \{\/\* #([a-z0-9-]+) \*\/\}$/;


/** The page's h2 sections (by their explicit id) and the h3 entries in them; fenced code is body text. */
export function pageSections(markdown: string, file: string): Map<string, Section> {
  const sections = new Map<string, Section>();
  let section: Section | null = null;
  let entry: Entry | null = null;
  let fenced = false;
  markdown.split('\n').forEach((text, i) => {
    const line = i + 1;
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (!fenced && text.startsWith('## ')) {
      const id = /\{\/\* #([a-z0-9-]+) \*\/\}\s*$/.exec(text)?.[1] ?? null;
      section = {id, line, body: '', entries: []};
      if (id) sections.set(id, section);
      entry = null;
      return;
    }
    if (!fenced && text.startsWith('### ')) {
      const m = H3.exec(text);
      if (!m) throw new Error(`${file}:${line}: an entry heading is \`### \\\`message\\\` {/* #id */}\`, got: ${text}`);
      entry = {message: m[1], id: m[2], line, body: ''};
      section?.entries.push(entry);
      return;
    }
    if (entry) entry.body += `${text}\n`;
    else if (section) section.body += `${text}\n`;
  });
  return sections;
}

/** A message with run-time parts (`<op>`) as a pattern matching the whole of what is really printed. */
const messagePattern = (message: string): RegExp =>
  new RegExp(`^${message.split(/<[^<>]*>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\S+')}$`);

/** What a `// =>` line asserts: the message after `throws:`, or each string literal of the value. */
const assertedTexts = (line: string, kind: MessageEntry['kind']): string[] => {
  const value = line.slice(line.indexOf('// =>') + 5).trim();
  if (kind === 'error') return value.startsWith('throws: ') ? [value.slice(8)] : [];
  return [...value.matchAll(/'([^']*)'/g)].map((m) => m[1]);
};

describe('reading messages from source (tests/docs/limu-messages.ts)', () => {
  it('reads literal, constant and template messages, and console calls with their arguments', () => {
    const source = [
      "const tip = 'Not a root';",
      "function f(op, key) { if (!op) throw new Error(tip); if (key) throw new TypeError(`bad ${key}!`);",
      "  console.warn(`${op} failed! key:`, key); console.error('plain'); }",
    ].join('\n');
    expect(messagesInSource(source, 'x.js').map((m) => [m.kind, m.text, m.via, m.where])).toEqual([
      ['error', 'Not a root', 'Error', 'x.js:2'],
      ['error', 'bad <key>!', 'TypeError', 'x.js:2'],
      ['warning', '<op> failed! key: <key>', 'console.warn', 'x.js:3'],
      ['warning', 'plain', 'console.error', 'x.js:3'],
    ]);
    expect(canonical('<op> failed! key: <key>')).toBe(canonical('<e> failed! key: <t>'));
  });

  it('stops on a throw it cannot read, and on a constant bound to two strings', () => {
    expect(() => messagesInSource('try { f(); } catch (err) {\n  throw err;\n}', 'y.js')).toThrow(/y\.js:2: unrecognised throw `throw err;`/);
    expect(() => messagesInSource("{ const t = 'a'; } { const t = 'b'; throw new Error(t); }", 'z.js')).toThrow(/z\.js:1: t names two different strings/);
  });
});

const limu = packageMessages(pkgDir('limu'));
const limuVersion = versionOf('limu');
const ofKind = (kind: MessageEntry['kind']) => limu.filter((m) => m.kind === kind);

describe('the messages read from limu', () => {
  it('finds the errors and warnings of the installed limu in lib/ and in both bundles', () => {
    expect(ofKind('error').length, 'thrown messages').toBeGreaterThanOrEqual(5);
    expect(ofKind('warning').length, 'console messages').toBeGreaterThanOrEqual(1);
    // The page documents what runs: `main` is dist/limu.min.js, `module` lib/.
    for (const m of limu) {
      for (const place of ['lib/', 'dist/limu.js:', 'dist/limu.min.js:']) {
        expect(m.where.some((w) => w.startsWith(place)), `${m.text}: also in ${place}`).toBe(true);
      }
    }
  });

  it('throws only plain Error instances (the page says so)', () => {
    for (const m of ofKind('error')) expect(m.via, m.text).toEqual(['Error']);
  });
});

for (const [locale, {file, cause, fix}] of Object.entries(PAGES)) {
  describe(`the error catalogue (${locale}, ${file})`, () => {
    const markdown = readFileSync(path.join(ROOT, file), 'utf8');
    const sections = pageSections(markdown, file);
    const section = (id: string): Section => {
      const s = sections.get(id);
      if (!s) throw new Error(`${file}: no h2 section with the id #${id}`);
      return s;
    };

    it('names the installed limu version', () => {
      expect(markdown, `${file} names limu ${limuVersion}`).toContain(limuVersion);
    });

    for (const [kind, id] of [
      ['error', 'errors'],
      ['warning', 'warnings'],
    ] as const) {
      it(`lists every ${kind} of limu ${limuVersion} under #${id}, and nothing else`, () => {
        const onPage = section(id).entries.map((e) => canonical(e.message));
        const inPackage = ofKind(kind).map((m) => canonical(m.text));
        const missing = ofKind(kind).filter((m) => !onPage.includes(canonical(m.text)));
        const extra = section(id).entries.filter((e) => !inPackage.includes(canonical(e.message)));
        expect(
          missing.map((m) => `${m.text} (${m.where[0]})`),
          `${file}: limu ${limuVersion} ${kind}s missing from #${id}`,
        ).toEqual([]);
        expect(
          extra.map((e) => `${file}:${e.line}: ${e.message}`),
          `${file}: #${id} lists messages limu ${limuVersion} does not have`,
        ).toEqual([]);
        expect(new Set(onPage).size, `${file}: each message once`).toBe(onPage.length);
      });

      it(`gives each ${kind} a cause, a sample that raises it and a fix`, () => {
        for (const entry of section(id).entries) {
          const where = `${file}:${entry.line} (${entry.message})`;
          expect(entry.body, `${where}: a ${cause} paragraph`).toContain(cause);
          expect(entry.body, `${where}: a ${fix} paragraph`).toContain(fix);
          expect(entry.body.indexOf(fix), `${where}: the fix comes after the cause`).toBeGreaterThan(entry.body.indexOf(cause));
          const pattern = messagePattern(entry.message);
          const asserted = entry.body
            .split('\n')
            .filter((l) => l.includes('// => '))
            .flatMap((l) => assertedTexts(l, kind));
          expect(
            asserted.some((a) => pattern.test(a)),
            `${where}: a sample line asserting the ${kind === 'error' ? 'thrown' : 'printed'} message (\`// =>${kind === 'error' ? ' throws:' : ''} ...\`)`,
          ).toBe(true);
        }
      });
    }

    // Issue 51.3: the engine's own messages a reader meets with limu (a revoked draft, frozen data),
    // each with its cause and fix. Not limu's messages (those are under #errors): each entry asserts
    // the whole message, as V8 words it, on a sample that raises it through limu, and proves its fix.
    it('gives each JavaScript engine error under #engine-errors a cause, a sample raising the whole message, and a proven fix', () => {
      const entries = section('engine-errors').entries;
      expect(entries.map((e) => [e.id, e.message])).toEqual(ENGINE_MESSAGES.map((m) => [m.anchor, m.message]));
      const own = limu.map((m) => canonical(m.text));
      for (const entry of entries) {
        const where = `${file}:${entry.line} (${entry.message})`;
        expect(own, `${where}: a message of limu itself belongs under #errors or #warnings`).not.toContain(canonical(entry.message));
        const [causePart, fixPart] = entry.body.split(fix);
        expect(causePart, `${where}: a ${cause} paragraph before the ${fix}`).toContain(cause);
        expect(fixPart, `${where}: a ${fix} paragraph`).toBeDefined();
        const pattern = messagePattern(entry.message);
        const thrown = causePart
          .split('\n')
          .filter((l) => l.includes('// => throws: '))
          .flatMap((l) => assertedTexts(l, 'error'));
        expect(thrown.some((a) => pattern.test(a)), `${where}: a sample line \`// => throws: <the whole message>\``).toBe(true);
        expect(fixPart.match(/\/\/ => (?!throws)/g)?.length ?? 0, `${where}: the fix's sample asserts what it gives`).toBeGreaterThan(0);
      }
    });

    it('says which console method prints the warnings', () => {
      const methods = new Set(ofKind('warning').flatMap((m) => m.via));
      for (const method of methods) expect(section('warnings').body, `${file}: #warnings names \`${method}\``).toContain(`\`${method}\``);
    });
  });
}

// ---- The table of versions ----

/** The installed limu releases: limu itself and its npm aliases (limu-3-5 = limu@3.5.5, ...). */
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
const RELEASES = Object.keys({...manifest.dependencies, ...manifest.devDependencies})
  .filter((name) => /^limu(-\d+-\d+)?$/.test(name))
  .map((name) => ({name, version: versionOf(name)}));

const semver = (v: string): number[] => v.split('.').map(Number);
const compare = (a: string, b: string): number => {
  const [x, y] = [semver(a), semver(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
};

type Api = Record<string, (...args: never[]) => unknown>;
/** What a reader does on this page, run on every release, so a message of an old release is named only when one of these raises it. */
const TRIGGERS: Record<string, (l: Api) => unknown> = {
  'recipe not a function': (l) => l.produce({a: 1} as never, 5 as never),
  'recipe returns a Promise': (l) => l.produce({a: 1} as never, (() => Promise.resolve()) as never),
  'primitive base state': (l) => l.produce(1 as never, (() => undefined) as never),
  'finishDraft of a plain object': (l) => l.finishDraft({a: 1} as never),
  'finishDraft of a child draft': (l) => {
    const d = l.createDraft({a: {b: 1}} as never) as {a: unknown};
    return l.finishDraft(d.a as never);
  },
  'second finishDraft without autoRevoke': (l) => {
    const d = l.createDraft({a: 1} as never, {autoRevoke: false} as never);
    l.finishDraft(d as never);
    return l.finishDraft(d as never);
  },
  'second finishImmut': (l) => {
    const v = l.immut({a: 1} as never);
    l.finishImmut(v as never);
    return l.finishImmut(v as never);
  },
  'object child of a finished immut view': (l) => {
    const v = l.immut({a: {b: 1}} as never) as {a: unknown};
    l.finishImmut(v as never);
    return v.a;
  },
  'write to an immut view': (l) => {
    (l.immut({a: 1} as never) as {a: number}).a = 2;
  },
  'write to a finished draft without autoRevoke': (l) => {
    const d = l.createDraft({a: 1} as never, {autoRevoke: false} as never) as {a: number};
    l.finishDraft(d as never);
    d.a = 2;
  },
  'assign an expired view node': (l) => {
    const state = l.produce({a: {b: {c: {n: 1}}}} as never, (() => undefined) as never);
    const view = l.immut(state as never) as {a: {b: {c: unknown}}};
    const d = l.createDraft(state as never) as {a?: unknown; x?: unknown};
    delete d.a;
    d.x = view.a.b.c;
  },
};

/** The canonical messages the triggers raise or print on one release. */
function raisedBy(name: string): Set<string> {
  const api = require(name) as Api;
  const seen = new Set<string>();
  const saved = {warn: console.warn, error: console.error};
  const record = (...args: unknown[]) => seen.add(canonical(args.map((a) => (typeof a === 'string' ? a : `<${typeof a}>`)).join(' ')));
  console.warn = record;
  console.error = record;
  try {
    for (const run of Object.values(TRIGGERS)) {
      try {
        run(api);
      } catch (error) {
        seen.add(canonical((error as Error).message));
      }
    }
  } finally {
    console.warn = saved.warn;
    console.error = saved.error;
  }
  return seen;
}

/** Whether a trigger raised the message (its run-time parts, such as the key, match any word). */
const raised = (seen: Set<string>, message: string): boolean => {
  const pattern = messagePattern(message);
  return [...seen].some((s) => pattern.test(s.replace(/<>/g, 'x')));
};

interface Row {
  message: string;
  from: string;
  to: string;
  line: number;
}

/** The rows of the #versions table: `| \`message\` (note) | 3.5.5 – 4.1.3 |`. */
function versionRows(markdown: string, file: string): Row[] {
  const start = pageSections(markdown, file).get('versions')?.line;
  if (!start) throw new Error(`${file}: no h2 section with the id #versions`);
  const lines = markdown.split('\n');
  const rows: Row[] = [];
  for (let i = start; i < lines.length && !lines[i].startsWith('## '); i++) {
    if (!lines[i].startsWith('| `')) continue;
    const m = /^\| `([^`]+)`.*\| ([\d.]+)(?: – ([\d.]+))? \|$/.exec(lines[i]);
    if (!m) throw new Error(`${file}:${i + 1}: a row is \`| \\\`message\\\` ... | 3.5.5 – 4.1.3 |\`, got: ${lines[i]}`);
    rows.push({message: m[1], from: m[2], to: m[3] ?? m[2], line: i + 1});
  }
  return rows;
}

describe('the table of versions', () => {
  const entries = new Map(RELEASES.map(({name, version}) => [version, packageMessages(pkgDir(name))]));
  const bySource = new Map([...entries].map(([version, list]) => [version, list.map((m) => canonical(m.text))]));
  const byTrigger = new Map(RELEASES.map(({name, version}) => [version, raisedBy(name)]));
  const versions = RELEASES.map((r) => r.version).sort(compare);

  it('has releases to check', () => {
    expect(versions, 'limu and its npm aliases in package.json').toContain(limuVersion);
    expect(versions.length).toBeGreaterThanOrEqual(5);
  });

  for (const [locale, {file}] of Object.entries(PAGES)) {
    const markdown = readFileSync(path.join(ROOT, file), 'utf8');
    const rows = versionRows(markdown, file);

    it(`(${locale}) names every checked release`, () => {
      const body = pageSections(markdown, file).get('versions')!.body;
      for (const v of versions) expect(body, `${file}: #versions names ${v}`).toContain(v);
    });

    it(`(${locale}) gives each message the releases whose source holds it`, () => {
      expect(rows.length, `${file}: rows in #versions`).toBeGreaterThan(0);
      for (const row of rows) {
        for (const v of versions) {
          const inRange = compare(v, row.from) >= 0 && compare(v, row.to) <= 0;
          expect(bySource.get(v)!.includes(canonical(row.message)), `${file}:${row.line}: ${row.message} in limu ${v}`).toBe(inRange);
        }
      }
    });

    it(`(${locale}) has a row for every message of ${limuVersion} and for every older message a reader meets`, () => {
      const listed = rows.map((r) => canonical(r.message));
      for (const m of limu) expect(listed, `${file}: row for ${m.text}`).toContain(canonical(m.text));
      for (const v of versions) {
        for (const message of bySource.get(v)!) {
          if (raised(byTrigger.get(v)!, message)) expect(listed, `${file}: row for ${message} (raised on limu ${v})`).toContain(message);
        }
      }
    });

    it(`(${locale}) names the console method of a warning when a release prints it another way`, () => {
      const body = pageSections(markdown, file).get('versions')!.body;
      const current = new Set(ofKind('warning').flatMap((m) => m.via));
      const used = new Set<string>();
      for (const [version, list] of entries) {
        for (const m of list.filter((e) => e.kind === 'warning')) {
          m.via.forEach((method) => used.add(method));
          for (const method of m.via.filter((v) => !current.has(v))) {
            const sentence = body.split(/。|\.\s+/).find((t) => t.includes(`\`${method}\``) && t.includes(version));
            expect(sentence, `${file}: #versions says limu ${version} prints ${m.text} with ${method}`).toBeDefined();
          }
        }
      }
      for (const [, method] of body.matchAll(/`(console\.\w+)`/g)) expect([...used], `${file}: a release uses ${method}`).toContain(method);
    });

    it(`(${locale}) names an older message only when a trigger raises it on a release in its range`, () => {
      for (const row of rows.filter((r) => !limu.some((m) => canonical(m.text) === canonical(r.message)))) {
        const releases = versions.filter((v) => compare(v, row.from) >= 0 && compare(v, row.to) <= 0);
        expect(
          releases.some((v) => raised(byTrigger.get(v)!, row.message)),
          `${file}:${row.line}: ${row.message} raised by a trigger on ${releases.join(', ')}`,
        ).toBe(true);
      }
    });
  }
});
