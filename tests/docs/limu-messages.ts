/**
 * The messages a limu package can throw or print, read from its JavaScript source with the
 * TypeScript parser (so a new or reworded message in a limu upgrade reaches the error catalogue
 * test, tests/docs/errors-page.test.ts, by name). Pure over the files it is given.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type MessageKind = 'error' | 'warning';

export interface PackageMessage {
  kind: MessageKind;
  /** The text, with each value computed at run time written as `<name>` (e.g. `<op> failed, ...`). */
  text: string;
  /** Where it was found, `file:line`. */
  where: string;
  /** How it reaches the reader: the error's constructor (`Error`) or the console method (`console.warn`). */
  via: string;
}

const CONSOLE_METHODS = new Set(['warn', 'error', 'log', 'info', 'debug']);

/**
 * A message with its run-time parts reduced to `<>`, so `<op>` in lib/ and `<e>` in the minified
 * bundle compare equal.
 */
export const canonical = (text: string): string => text.replace(/<[^<>]*>/g, '<>');

/** The `.js` files of a package folder that ship code: lib/ (recursively) and dist/. */
export function packageSourceFiles(pkgDir: string): string[] {
  const files: string[] = [];
  for (const sub of ['lib', 'dist']) {
    let names: string[];
    try {
      names = readdirSync(path.join(pkgDir, sub), {recursive: true}) as string[];
    } catch {
      continue;
    }
    for (const name of names) if (name.endsWith('.js')) files.push(path.join(pkgDir, sub, name));
  }
  return files.sort();
}

/** Every thrown error message and console message in one JavaScript file. */
export function messagesInSource(text: string, file: string): PackageMessage[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  // String constants of the file (`const notRootDraftTip = 'Not a Limu root draft'`): limu throws
  // some of its messages through one. A name bound to two different strings cannot be resolved.
  const constants = new Map<string, string | null>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) {
        const name = node.name.text;
        const known = constants.get(name);
        constants.set(name, known === undefined || known === init.text ? init.text : null);
      }
    }
    ts.forEachChild(node, collect);
  };
  collect(source);

  /** The text of one argument; run-time values become `<their source>`. */
  const textOf = (node: ts.Expression): string => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      return node.head.text + node.templateSpans.map((s) => `<${s.expression.getText(source)}>${s.literal.text}`).join('');
    }
    if (ts.isIdentifier(node)) {
      const value = constants.get(node.text);
      if (value === null) throw new Error(`${where(node)}: ${node.text} names two different strings; cannot tell the message`);
      if (value !== undefined) return value;
    }
    return `<${node.getText(source)}>`;
  };

  const found: PackageMessage[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isThrowStatement(node)) {
      const e = node.expression;
      const isErrorCall =
        (ts.isNewExpression(e) || ts.isCallExpression(e)) && ts.isIdentifier(e.expression) && /Error$/.test(e.expression.text);
      // Every throw must be an error built from a message here: anything else (a rethrow, a
      // thrown string) is a new case the catalogue cannot see, so it stops the test by name.
      if (!isErrorCall || !e.arguments?.length) {
        throw new Error(`${where(node)}: unrecognised throw \`${node.getText(source).slice(0, 80)}\`: teach tests/docs/limu-messages.ts to read it`);
      }
      found.push({kind: 'error', text: textOf(e.arguments[0]), where: where(node), via: e.expression.text});
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'console' &&
      CONSOLE_METHODS.has(node.expression.name.text)
    ) {
      // The console joins its arguments with spaces.
      found.push({kind: 'warning', text: node.arguments.map(textOf).join(' '), where: where(node), via: `console.${node.expression.name.text}`});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export interface MessageEntry {
  kind: MessageKind;
  text: string;
  /** Every `file:line` it occurs at (lib/ and dist/ both hold it). */
  where: string[];
  /** Every constructor or console method it is raised with. */
  via: string[];
}

/** The messages of a package folder, one per canonical text and kind, with every place it occurs. */
export function packageMessages(pkgDir: string): MessageEntry[] {
  const byKey = new Map<string, MessageEntry>();
  for (const file of packageSourceFiles(pkgDir)) {
    const relative = path.relative(pkgDir, file).split(path.sep).join('/');
    for (const m of messagesInSource(readFileSync(file, 'utf8'), relative)) {
      const key = `${m.kind}:${canonical(m.text)}`;
      const entry = byKey.get(key);
      // Keep the most readable spelling: lib/ names its values (`<op>`), the minified bundle does not.
      if (!entry) byKey.set(key, {kind: m.kind, text: m.text, where: [m.where], via: [m.via]});
      else {
        entry.where.push(m.where);
        if (!entry.via.includes(m.via)) entry.via.push(m.via);
        if (m.where.startsWith('lib/')) entry.text = m.text;
      }
    }
  }
  return [...byKey.values()];
}
