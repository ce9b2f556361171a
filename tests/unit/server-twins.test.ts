// Data only the server bundle carries (src/plugins/server-only-data, UPGRADING.md `server-twins`): each
// `x.server.ts` under src/ has its browser module `x.ts` beside it, exporting the same names, every one
// null, and importing nothing but types, so that the browser bundle carries none of the data.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {SERVER_TWIN_SUFFIX} from '../../src/plugins/server-only-data';

const ROOT = path.resolve(__dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.posix.join(dir, name);
    return statSync(path.join(ROOT, rel)).isDirectory() ? files(rel) : [rel];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module exports as values (types aside), sorted. */
function valueExports(source: ts.SourceFile): string[] {
  const names = source.statements.flatMap((s) => {
    if (ts.isVariableStatement(s) && exported(s)) return s.declarationList.declarations.map((d) => d.name.getText());
    if ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s)) && exported(s))
      return [s.name?.getText() ?? 'default'];
    if (ts.isExportDeclaration(s) && !s.isTypeOnly && s.exportClause && ts.isNamedExports(s.exportClause))
      return s.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text);
    if (ts.isExportAssignment(s)) return ['default'];
    return [];
  });
  return names.sort();
}

/** The imports of a module that bring values into it (an `import type` brings none). */
function valueImports(source: ts.SourceFile): string[] {
  return source.statements
    .filter((s): s is ts.ImportDeclaration => ts.isImportDeclaration(s))
    .filter((s) => {
      const clause = s.importClause;
      if (!clause) return true; // a side-effect import
      if (clause.isTypeOnly) return false;
      const named = clause.namedBindings;
      const onlyTypes = named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly);
      return Boolean(clause.name) || !onlyTypes;
    })
    .map((s) => (s.moduleSpecifier as ts.StringLiteral).text);
}

const twins = files('src').filter((f) => f.endsWith(SERVER_TWIN_SUFFIX));

describe('server twins (src/plugins/server-only-data)', () => {
  it('finds the twins this site has', () => {
    expect(twins.length).toBeGreaterThanOrEqual(3);
  });

  it.each(twins)(
    '%s: the browser module beside it exports the same names, each null, and imports only types',
    async (twin) => {
      const browser = twin.slice(0, -SERVER_TWIN_SUFFIX.length) + '.ts';
      expect(files(path.posix.dirname(twin)), `${browser} beside ${twin}`).toContain(browser);
      const names = valueExports(parse(twin));
      expect(names.length, `${twin} exports its data`).toBeGreaterThan(0);
      expect(valueExports(parse(browser)), `${browser} exports what ${twin} exports`).toEqual(names);
      expect(valueImports(parse(browser)), `${browser} imports only types`).toEqual([]);
      const module = (await import(path.join(ROOT, browser))) as Record<string, unknown>;
      for (const name of names) expect(module[name], `${browser}: ${name} is null in the browser`).toBeNull();
    },
  );
});
