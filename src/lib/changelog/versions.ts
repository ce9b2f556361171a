// The shape of src/data/limu-versions.json (written by scripts/changelog-data.ts) and the diff
// between two consecutive published versions. Everything here comes from the packages themselves.

/** What one published package proves about itself. */
export interface PackageFacts {
  version: string;
  /** `npm view limu time` for this version, as the registry reports it. */
  registryTime: string | null;
  /** package.json `main`, `module` and `types` entries. */
  main: string;
  module: string | null;
  types: string;
  /** The `VER` constant at runtime, when the package has one. */
  ver: string | null;
  /** `Object.keys(require(main))`. */
  runtimeExports: string[];
  /** Names `lib/index.d.ts` exports as values, and as types only. */
  dtsValueExports: string[];
  dtsTypeExports: string[];
  /** `Object.keys(limuUtils)` at runtime. */
  limuUtils: string[];
  /** The type of createDraft's second parameter and its fields (null / [] when it takes none). */
  optionsType: string | null;
  options: string[];
  /** The type of the onOperate callback's parameter and its fields. */
  operateParamsType: string | null;
  operateParams: string[];
  /** Per exported name: its type (values) or its comment-free declaration (types). */
  signatures: Record<string, string>;
  /** Every `.d.ts` under lib/, with a short content hash. */
  dtsFiles: Record<string, string>;
  /** Results of the behaviour probes in scripts/changelog-data.ts (`throws: …` when the probe threw). */
  behaviour: Record<string, boolean | string | null>;
}

export interface VersionChanges {
  /** The previous published version, or null for the first one. */
  previous: string | null;
  /** Names exported at runtime or by the typings that the previous version did not export (and the reverse). */
  addedExports: string[];
  removedExports: string[];
  addedOptions: string[];
  removedOptions: string[];
  addedOperateParams: string[];
  removedOperateParams: string[];
  addedUtils: string[];
  removedUtils: string[];
  /** Exports present in both versions whose type or declaration text changed. */
  changedSignatures: string[];
  dtsFilesAdded: string[];
  dtsFilesRemoved: string[];
  dtsFilesChanged: string[];
}

export interface LimuVersion extends PackageFacts {
  changes: VersionChanges;
}

export interface LimuVersionsFile {
  generatedBy: string;
  registry: string;
  /** Every version the registry lists, oldest first. */
  versions: LimuVersion[];
}

/** Every exported name, runtime and typings together. */
export function exportNames(f: PackageFacts): string[] {
  return [...new Set([...f.runtimeExports, ...f.dtsValueExports, ...f.dtsTypeExports])].sort();
}

function added(before: string[], after: string[]): string[] {
  const had = new Set(before);
  return after.filter((n) => !had.has(n)).sort();
}

export function diffVersions(prev: PackageFacts | null, next: PackageFacts): VersionChanges {
  const empty: Pick<PackageFacts, 'options' | 'operateParams' | 'limuUtils' | 'signatures' | 'dtsFiles'> = {
    options: [],
    operateParams: [],
    limuUtils: [],
    signatures: {},
    dtsFiles: {},
  };
  const p = prev ?? empty;
  const prevExports = prev ? exportNames(prev) : [];
  const nextExports = exportNames(next);
  const prevFiles = Object.keys(p.dtsFiles);
  const nextFiles = Object.keys(next.dtsFiles);
  return {
    previous: prev?.version ?? null,
    addedExports: added(prevExports, nextExports),
    removedExports: added(nextExports, prevExports),
    addedOptions: added(p.options, next.options),
    removedOptions: added(next.options, p.options),
    addedOperateParams: added(p.operateParams, next.operateParams),
    removedOperateParams: added(next.operateParams, p.operateParams),
    addedUtils: added(p.limuUtils, next.limuUtils),
    removedUtils: added(next.limuUtils, p.limuUtils),
    changedSignatures: Object.keys(next.signatures)
      .filter((name) => name in p.signatures && p.signatures[name] !== next.signatures[name])
      .sort(),
    dtsFilesAdded: added(prevFiles, nextFiles),
    dtsFilesRemoved: added(nextFiles, prevFiles),
    dtsFilesChanged: nextFiles.filter((f) => f in p.dtsFiles && p.dtsFiles[f] !== next.dtsFiles[f]).sort(),
  };
}
