import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as immer from 'immer';
import * as limu from 'limu';
import * as mutative from 'mutative';
import {expect} from 'vitest';
import {makeApi} from '../../oracles/behaviour/harness';
import {PROBES, type Api} from '../../oracles/behaviour/probes';
import {LIBS} from '../../src/data/behaviour.types';
import {claim} from './ledger';

const ROOT = path.resolve(__dirname, '../..');
const page = 'guides/behaviour';

interface Cell {
  status: string;
  baseKept: boolean;
}
interface Row {
  id: string;
  group: string;
  changesBase?: boolean;
  limu: Cell;
  immer: Cell;
  mutative: Cell;
}
const rows = () => (JSON.parse(readFileSync(path.join(ROOT, 'src/data/behaviour.json'), 'utf8')) as {rows: Row[]}).rows;

export default [
  claim({
    page,
    zh: '无对应 API：该库没有这个功能（例如 immut 只有 limu 提供）。',
    en: 'no equivalent API: the library has no such feature (immut exists only in limu, for example).',
    proof: () => {
      expect(typeof limu.immut).toBe('function');
      expect(['immut' in immer, 'immut' in mutative]).toEqual([false, false]);
      const immutRows = rows().filter((r) => r.group === 'immut');
      expect(immutRows.length).toBeGreaterThan(0);
      for (const r of immutRows) expect([r.immer.status, r.mutative.status], r.id).toEqual(['na', 'na']);
    },
  }),
  claim({
    page,
    zh: '每个库都使用默认设置（immer 默认冻结结果，limu 与 mutative 默认不冻结），只有“冻结”和“选项”两组的探测会显式传入选项',
    en: 'Every library runs with its defaults (immer freezes results by default, limu and mutative do not); only the freezing and options groups pass options',
    proof: async () => {
      const change = (d: {a: {b: number}}) => void (d.a.b = 2);
      expect([
        Object.isFrozen(immer.produce({a: {b: 1}}, change)),
        Object.isFrozen(limu.produce({a: {b: 1}}, change)),
        Object.isFrozen(mutative.create({a: {b: 1}}, change)),
      ]).toEqual([true, false, false]);
      // The harness itself: each library as makeApi hands it to a probe, asked for nothing, freezes
      // exactly as the library does by default.
      expect(LIBS.map((name) => Object.isFrozen(makeApi(name).produce({a: {b: 1}}, change)))).toEqual(
        LIBS.map((name) => ({immer: true, limu: false, mutative: false})[name]),
      );
      // Every probe run through a recording api: which probes pass options to produce/createDraft, and
      // which touch a library's global settings (setAutoFreeze, setUseProxy, ...) through api.lib.
      const passes = new Set<string>();
      const settings: string[] = [];
      const warn = console.warn;
      const error = console.error;
      console.warn = () => {};
      console.error = () => {};
      try {
        for (const probe of PROBES) {
          for (const name of LIBS) {
            if (probe.na?.includes(name)) continue;
            const api = makeApi(name);
            const note = (options: unknown) => void (options !== undefined && passes.add(probe.group));
            const lib = new Proxy(api.lib as object, {
              get: (target, key, receiver) => {
                if (typeof key === 'string' && /^(set|enable|disable|freeze)/i.test(key))
                  settings.push(`${probe.id} ${name}.${key}`);
                return Reflect.get(target, key, receiver) as unknown;
              },
            });
            const recording: Api = {
              ...api,
              lib,
              produce: (base, recipe, options) => (note(options), api.produce(base, recipe, options)),
              createDraft: (base, options) => (note(options), api.createDraft(base, options)),
            };
            try {
              await probe.run(probe.base(), recording);
            } catch {
              // A probe may throw (that is its result); only what it passed matters here.
            }
          }
        }
      } finally {
        console.warn = warn;
        console.error = error;
      }
      expect([...passes].sort()).toEqual(['freeze', 'options']);
      expect(settings).toEqual([]);
    },
  }),
  claim({
    page,
    zh: 'limu 结果为“不同”或“抛错”、或改动了 base 的每一行，在 常见陷阱 里都有可运行的示例和绕开的写法。',
    en: 'Every row where limu differs, throws or changes the base has a runnable example and a workaround on the pitfalls page.',
    proof: () => {
      const ids = rows()
        .filter((r) => ['differs', 'throws'].includes(r.limu.status) || (!r.limu.baseKept && !r.changesBase))
        .map((r) => r.id);
      expect(ids.length).toBeGreaterThan(20);
      for (const file of [
        'docs/guides/pitfalls.md',
        'i18n/en/docusaurus-plugin-content-docs/current/guides/pitfalls.md',
      ]) {
        const md = readFileSync(path.join(ROOT, file), 'utf8');
        expect(
          ids.filter((id) => !md.includes(`(./behaviour.mdx#${id})`)),
          file,
        ).toEqual([]);
      }
    },
  }),
];
