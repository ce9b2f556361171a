// What a sample gets when it imports 'limu' inside the inspector: limu's own module, with
// produce / createDraft / finishDraft recording every base and result. With another library
// selected, those calls go to immer or mutative instead (same calling convention as limu), so one
// sample shows how each library shares, copies and freezes.
import type * as LimuNs from 'limu';
import type * as ImmerNs from 'immer';
import type * as MutativeNs from 'mutative';

import type {InspectLibrary} from './libraries';

export {INSPECT_LIBRARIES, type InspectLibrary} from './libraries';

export interface Recorded {
  /** 'produce' or 'finishDraft' */
  call: string;
  base: unknown;
  result: unknown;
  /** limu's onOperate writes during the call, as text. */
  ops: string[];
  /** onOperate read count (reads are counted, not listed). */
  reads: number;
}

type Recipe = (draft: unknown) => unknown;
interface ProduceOptions {
  autoFreeze?: boolean;
  onOperate?: (params: LimuNs.IOperateParams) => unknown;
  [key: string]: unknown;
}

const MAX_OPS = 200;

function opText(p: LimuNs.IOperateParams, show: (v: unknown) => string): string {
  const path = (p.fullKeyPath as unknown[]).map((k) => String(k)).join('.');
  return `${p.op} ${path}${p.op === 'del' ? '' : ` ${show(p.value)}`}`;
}

/**
 * The module a sample's `import … from 'limu'` resolves to. `record` receives each finished
 * update; `show` turns an onOperate value into text (the sandbox's formatter).
 */
export function instrumentedLimu(
  library: InspectLibrary,
  mods: {limu: typeof LimuNs; immer?: typeof ImmerNs; mutative?: typeof MutativeNs},
  record: (r: Recorded) => void,
  show: (v: unknown) => string,
): typeof LimuNs {
  const {limu} = mods;
  const drafts = new Map<unknown, {base: unknown; finish: () => unknown}>();
  let autoFreeze: boolean | undefined;

  if (library === 'limu') {
    const produce = (base: unknown, recipe?: unknown, options?: ProduceOptions): unknown => {
      // Curried form (produce(recipe)): nothing to record until it is called with a base.
      if (typeof base === 'function') return limu.produce(base as never, recipe as never);
      const ops: string[] = [];
      let reads = 0;
      const userOnOperate = options?.onOperate;
      const onOperate = (p: LimuNs.IOperateParams) => {
        if (p.op === 'get') reads += 1;
        else if (ops.length < MAX_OPS) ops.push(opText(p, show));
        return userOnOperate?.(p);
      };
      const result = limu.produce(base as object, recipe as Recipe, {...options, onOperate} as never);
      record({call: 'produce', base, result, ops, reads});
      return result;
    };
    const draftOps = new Map<unknown, {ops: string[]; reads: number}>();
    const createDraft = (base: unknown, options?: ProduceOptions): unknown => {
      const ops: string[] = [];
      const entry = {ops, reads: 0};
      const userOnOperate = options?.onOperate;
      const draft = limu.createDraft(
        base as object,
        {
          ...options,
          onOperate: (p: LimuNs.IOperateParams) => {
            if (p.op === 'get') entry.reads += 1;
            else if (ops.length < MAX_OPS) ops.push(opText(p, show));
            return userOnOperate?.(p);
          },
        } as never,
      );
      drafts.set(draft, {base, finish: () => limu.finishDraft(draft)});
      draftOps.set(draft, entry);
      return draft;
    };
    const finishDraft = (draft: unknown): unknown => {
      const d = drafts.get(draft);
      if (!d) return limu.finishDraft(draft as never);
      drafts.delete(draft);
      const result = d.finish();
      const entry = draftOps.get(draft) ?? {ops: [], reads: 0};
      record({call: 'finishDraft', base: d.base, result, ops: entry.ops, reads: entry.reads});
      return result;
    };
    return {...limu, produce, createDraft, finishDraft} as unknown as typeof LimuNs;
  }

  /**
   * produce / createDraft / finishDraft over another library's calls (which have no onOperate),
   * recording each finished update.
   */
  const recording = (lib: {
    /** produce(recipe) (curried): nothing to record until it is called with a base. */
    curried: (recipe: unknown, second: unknown) => unknown;
    produce: (base: unknown, recipe: unknown, options?: ProduceOptions) => unknown;
    createDraft: (base: unknown, options?: ProduceOptions) => [draft: unknown, finish: () => unknown];
    /** finishDraft of a draft this adapter did not make. */
    finishOther: (draft: unknown) => unknown;
  }) => ({
    produce: (base: unknown, recipe?: unknown, options?: ProduceOptions): unknown => {
      if (typeof base === 'function') return lib.curried(base, recipe);
      const result = lib.produce(base, recipe, options);
      record({call: 'produce', base, result, ops: [], reads: 0});
      return result;
    },
    createDraft: (base: unknown, options?: ProduceOptions): unknown => {
      const [draft, finish] = lib.createDraft(base, options);
      drafts.set(draft, {base, finish});
      return draft;
    },
    finishDraft: (draft: unknown): unknown => {
      const d = drafts.get(draft);
      if (!d) return lib.finishOther(draft);
      drafts.delete(draft);
      const result = d.finish();
      record({call: 'finishDraft', base: d.base, result, ops: [], reads: 0});
      return result;
    },
  });

  if (library === 'immer') {
    const immer = mods.immer!;
    immer.enableMapSet();
    const instance = (options?: ProduceOptions) =>
      typeof options?.autoFreeze === 'boolean' ? new immer.Immer({autoFreeze: options.autoFreeze}) : immer;
    return {
      ...limu,
      ...recording({
        curried: (recipe, second) => immer.produce(recipe as never, second as never),
        produce: (base, recipe, options) => instance(options).produce(base, recipe as never),
        createDraft: (base, options) => {
          const owner = instance(options);
          const draft = owner.createDraft(base as object);
          return [draft, () => owner.finishDraft(draft)];
        },
        finishOther: (draft) => immer.finishDraft(draft as never),
      }),
      original: immer.original,
      current: immer.current,
      isDraft: immer.isDraft,
      setAutoFreeze: immer.setAutoFreeze,
    } as unknown as typeof LimuNs;
  }

  const mutative = mods.mutative!;
  const opts = (options?: ProduceOptions) => {
    const freeze = typeof options?.autoFreeze === 'boolean' ? options.autoFreeze : autoFreeze;
    return freeze === undefined ? {} : {enableAutoFreeze: freeze};
  };
  return {
    ...limu,
    ...recording({
      curried: (recipe, second) => mutative.create(recipe as never, second as never),
      produce: (base, recipe, options) => mutative.create(base as object, recipe as never, opts(options) as never),
      createDraft: (base, options) =>
        mutative.create(base as object, opts(options) as never) as unknown as [unknown, () => unknown],
      finishOther: () => {
        throw new Error('finishDraft: not a draft made by createDraft');
      },
    }),
    original: mutative.original,
    current: mutative.current,
    isDraft: mutative.isDraft,
    setAutoFreeze: (v: boolean) => {
      autoFreeze = v;
    },
  } as unknown as typeof LimuNs;
}
