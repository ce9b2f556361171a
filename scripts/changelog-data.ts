// `npm run changelog:data`: downloads every limu version the npm registry lists (`npm view limu
// versions`, `npm pack limu@X` into .cache/limu-versions, not committed), reads what each package
// proves — runtime exports, `.d.ts` exports and signatures, the fields of the createDraft options
// and of the onOperate params, the `limuUtils` members — diffs each version against the previous
// one, and writes src/data/limu-versions.json. The changelog test reads that committed file only,
// so CI never needs the network.
import {createRequire} from 'node:module';
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {diffVersions, type LimuVersion, type LimuVersionsFile, type PackageFacts} from '../src/lib/changelog/versions';

// Packages found at run time (a version's own folder, an npm alias): loaded by path, not imported.
const load = createRequire(__filename);

const ROOT = path.resolve(__dirname, '..');
const CACHE = path.join(ROOT, '.cache/limu-versions');
const OUT = path.join(ROOT, 'src/data/limu-versions.json');

function npm(args: string[], cwd = ROOT): string {
  return execFileSync('npm', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
}

/** The unpacked package directory of `version`, downloading it once. */
function unpacked(version: string): string {
  const dir = path.join(CACHE, version);
  const pkg = path.join(dir, 'package');
  if (existsSync(path.join(pkg, 'package.json'))) return pkg;
  mkdirSync(dir, {recursive: true});
  const [{filename}] = JSON.parse(npm(['pack', `limu@${version}`, '--json', '--pack-destination', dir])) as Array<{
    filename: string;
  }>;
  execFileSync('tar', ['xzf', path.join(dir, filename), '-C', dir]);
  if (!existsSync(path.join(pkg, 'package.json')))
    throw new Error(`limu@${version}: ${filename} holds no package/package.json`);
  return pkg;
}

function walk(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return walk(file, ext);
    return name.endsWith(ext) ? [file] : [];
  });
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));

/** Property names of a type, as written (symbol-keyed members are skipped: none is part of the options). */
function propertyNames(checker: ts.TypeChecker, type: ts.Type | undefined): string[] {
  if (!type) return [];
  return sorted(
    checker
      .getPropertiesOfType(checker.getNonNullableType(type))
      .map((p) => p.getName())
      .filter((n) => !n.startsWith('__@')),
  );
}

/** Reads the typings: exports (value or type-only) with a comment-free signature, and the option / operate-param fields. */
function readTypings(pkgDir: string, typesEntry: string) {
  const entry = path.join(pkgDir, typesEntry);
  const program = ts.createProgram([entry], {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    target: ts.ScriptTarget.ES2020,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entry}: not a module`);
  const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed});
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  // Printed relative to the entry file, with literal types widened: `VER` is typed as its own
  // version string, which is no signature change.
  const typeText = (symbol: ts.Symbol, at: ts.Node) => {
    const type = checker.getTypeOfSymbolAtLocation(symbol, at);
    const text = checker.typeToString(type.isLiteral() ? checker.getBaseTypeOfLiteralType(type) : type, source, flags);
    if (text.includes(pkgDir))
      throw new Error(`${entry}: the signature of ${symbol.getName()} names a local path: ${text}`);
    return text;
  };

  const values: string[] = [];
  const types: string[] = [];
  const signatures: Record<string, string> = {};
  let createDraft: ts.Symbol | undefined;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const decl = symbol.declarations?.[0];
    if (symbol.flags & ts.SymbolFlags.Value) {
      values.push(name);
      if (name === 'createDraft') createDraft = symbol;
      signatures[name] = decl ? typeText(symbol, decl) : '';
    } else {
      types.push(name);
      signatures[name] = decl
        ? printer.printNode(ts.EmitHint.Unspecified, decl, decl.getSourceFile()).replace(/\s+/g, ' ').trim()
        : '';
    }
  }

  // The options are whatever createDraft's second parameter accepts, whatever the type was called.
  let optionsType: string | null = null;
  let options: string[] = [];
  let operateParamsType: string | null = null;
  let operateParams: string[] = [];
  const decl = createDraft?.declarations?.[0];
  const signature =
    createDraft && decl ? checker.getTypeOfSymbolAtLocation(createDraft, decl).getCallSignatures()[0] : undefined;
  const optionsParam = signature?.getParameters()[1];
  if (optionsParam && decl) {
    const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(optionsParam, decl));
    optionsType = checker.typeToString(type);
    options = propertyNames(checker, type);
    const onOperate = type.getProperty('onOperate');
    if (onOperate) {
      const callback = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(onOperate, decl));
      const paramsSymbol = callback.getCallSignatures()[0]?.getParameters()[0];
      if (paramsSymbol) {
        const paramsType = checker.getTypeOfSymbolAtLocation(paramsSymbol, decl);
        operateParamsType = checker.typeToString(paramsType);
        operateParams = propertyNames(checker, paramsType);
      }
    }
  }
  return {
    values: sorted(values),
    types: sorted(types),
    signatures,
    optionsType,
    options,
    operateParamsType,
    operateParams,
  };
}

/** Loads the package's main entry in Node (each version from its own path, so no cache is shared). */
function readRuntime(
  pkgDir: string,
  main: string,
): {runtimeExports: string[]; limuUtils: string[]; ver: string | null} {
  const mod = load(path.join(pkgDir, main)) as Record<string, unknown>;
  const utils = mod.limuUtils;
  return {
    runtimeExports: sorted(Object.keys(mod).filter((k) => k !== '__esModule')),
    limuUtils: utils && typeof utils === 'object' ? sorted(Object.keys(utils)) : [],
    ver: typeof mod.VER === 'string' ? mod.VER : null,
  };
}

type Limu = {
  produce: <T extends object>(base: T, recipe: (draft: T) => void, options?: object) => T;
  createDraft: <T extends object>(base: T, options?: object) => T;
};

/** Runs `probe`, recording a thrown error as its message (old versions lack some APIs). */
function attempt(probe: () => boolean | string | null): boolean | string | null {
  try {
    return probe();
  } catch (e) {
    return `throws: ${(e as Error).message.split('\n')[0]}`;
  }
}

/**
 * A few behaviours the changelog dates, run against each package: the typings say when an option
 * appeared, these say when the behaviour did.
 */
function probeBehaviour(pkgDir: string, main: string): Record<string, boolean | string | null> {
  const limu = load(path.join(pkgDir, main)) as Limu;
  const sharedRef = () => {
    const item = {id: 1, done: false};
    const keyPaths: unknown[] = [];
    const next = limu.produce(
      {list: [item], byId: {1: item}},
      (draft) => {
        void draft.byId[1];
        draft.list[0].done = true;
      },
      {onOperate: (p: {op: string; keyPaths?: unknown}) => p.op === 'set' && keyPaths.push(p.keyPaths ?? null)},
    );
    return {next, keyPaths};
  };
  return {
    sharedObjectOneResult: attempt(() => {
      const {next} = sharedRef();
      return next.list[0] === next.byId[1] && next.byId[1].done === true;
    }),
    sharedObjectSetKeyPaths: attempt(() => JSON.stringify(sharedRef().keyPaths)),
    disableProxyReturnsBase: attempt(() => {
      const base = {count: 0};
      return limu.createDraft(base, {disableProxy: true}) === base;
    }),
    leakedDraftThrows: attempt(() => {
      let leaked: {b: number} | undefined;
      limu.produce({a: {b: 1}}, (draft) => {
        leaked = draft.a;
      });
      return attempt(() => leaked!.b === 1) !== true;
    }),
    autoRevokeFalseKeepsDraft: attempt(() => {
      let leaked: {b: number} | undefined;
      limu.produce(
        {a: {b: 1}},
        (draft) => {
          leaked = draft.a;
        },
        {autoRevoke: false},
      );
      return attempt(() => leaked!.b === 1) === true;
    }),
    forOfDraftArray: attempt(() => {
      const next = limu.produce({list: [{y: 1}]}, (draft) => {
        for (const point of draft.list) point.y = 2;
      });
      return next.list[0].y === 2;
    }),
  };
}

function dtsFiles(pkgDir: string): Record<string, string> {
  const lib = path.join(pkgDir, 'lib');
  return Object.fromEntries(
    walk(lib, '.d.ts')
      .map(
        (file) =>
          [
            path.relative(pkgDir, file).split(path.sep).join('/'),
            createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16),
          ] as const,
      )
      .sort(([a], [b]) => a.localeCompare(b, 'en')),
  );
}

function facts(version: string, registryTime: string | null): PackageFacts {
  const pkgDir = unpacked(version);
  const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
    version: string;
    main?: string;
    module?: string;
    types?: string;
    typings?: string;
  };
  if (manifest.version !== version) throw new Error(`limu@${version}: package.json says ${manifest.version}`);
  const main = manifest.main ?? 'index.js';
  const typesEntry = manifest.types ?? manifest.typings ?? 'lib/index.d.ts';
  const runtime = readRuntime(pkgDir, main);
  const typings = readTypings(pkgDir, typesEntry);
  return {
    version,
    registryTime,
    main,
    module: manifest.module ?? null,
    types: typesEntry,
    ver: runtime.ver,
    runtimeExports: runtime.runtimeExports,
    dtsValueExports: typings.values,
    dtsTypeExports: typings.types,
    limuUtils: runtime.limuUtils,
    optionsType: typings.optionsType,
    options: typings.options,
    operateParamsType: typings.operateParamsType,
    operateParams: typings.operateParams,
    signatures: typings.signatures,
    dtsFiles: dtsFiles(pkgDir),
    behaviour: probeBehaviour(pkgDir, main),
  };
}

function semverCompare(a: string, b: string): number {
  const pa = a.split(/[.-]/).map(Number);
  const pb = b.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i]! - pb[i]!;
  return 0;
}

function main() {
  const registryVersions = (JSON.parse(npm(['view', 'limu', 'versions', '--json'])) as string[]).sort(semverCompare);
  const times = JSON.parse(npm(['view', 'limu', 'time', '--json'])) as Record<string, string>;
  const all: PackageFacts[] = [];
  for (const version of registryVersions) {
    process.stderr.write(`limu@${version}\n`);
    all.push(facts(version, times[version] ?? null));
  }
  const versions: LimuVersion[] = all.map((f, i) => ({...f, changes: diffVersions(all[i - 1] ?? null, f)}));
  const out: LimuVersionsFile = {
    generatedBy: 'npm run changelog:data',
    registry: npm(['config', 'get', 'registry']).trim(),
    versions,
  };
  mkdirSync(path.dirname(OUT), {recursive: true});
  writeFileSync(OUT, `${JSON.stringify(out, null, 2)}\n`);
  process.stderr.write(`${path.relative(ROOT, OUT)}: ${versions.length} versions\n`);
}

main();
