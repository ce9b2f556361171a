// The inspector's text (see src/lib/useLocaleText: it stays in the inspector's lazy chunk).
import type {NodeLabel} from '@site/src/lib/inspector/tree';
import type {LocaleTable} from '@site/src/lib/useLocaleText';

export interface InspectorText {
  label: Record<NodeLabel, string>;
  legend: Record<NodeLabel, string>;
  legendTitle: string;
  all: string;
  same: string;
  base: string;
  result: string;
  ops: (writes: number, reads: number) => string;
  logs: string;
  noRuns: string;
  library: string;
  inspect: string;
  hint: string;
  done: string;
  results: string;
  pickRun: string;
  omitted: (count: number) => string;
}

// English counts need a singular ("1 write"); the plural rules come from the platform, not a `=== 1`.
const englishPlural = new Intl.PluralRules('en');
const plural = (count: number, one: string, other: string) => (englishPlural.select(count) === 'one' ? one : other);

export const INSPECTOR_TEXT: LocaleTable<InspectorText> = {
  'zh-Hans': {
    label: {shared: '共享', new: '新建', replaced: '已替换', frozen: '冻结', revoked: '已撤销的草稿'},
    legend: {
      shared: '与原数据是同一个对象（结构共享）',
      new: '结果里新建的对象（原数据里没有）',
      replaced: '原数据里的对象，结果没有再用它（被复制或删除）',
      frozen: 'Object.isFrozen 为 true',
      revoked: '留在结果里的草稿代理，读取它会抛错',
    },
    legendTitle: '标签说明',
    all: '三个库对照',
    same: '结果就是原对象本身（没有任何改动）。',
    base: '原数据（base）',
    result: '结果',
    ops: (writes, reads) => `onOperate 记录：${writes} 次写入，${reads} 次读取（读取不逐条列出）`,
    logs: '控制台输出',
    noRuns: '代码里没有调用 produce 或 finishDraft，没有可以展示的更新。',
    library: '用哪个库运行',
    inspect: '查看结构',
    hint: '代码里的 produce / createDraft / finishDraft 会交给所选的库执行；Ctrl/⌘ + Enter 运行',
    done: '结构已更新',
    results: '结构查看结果',
    pickRun: '显示第几次更新',
    omitted: (count) => `……还有 ${count} 项未显示`,
  },
  en: {
    label: {shared: 'shared', new: 'new', replaced: 'replaced', frozen: 'frozen', revoked: 'revoked draft'},
    legend: {
      shared: 'the same object as in the base (structural sharing)',
      new: 'an object the result created (not in the base)',
      replaced: 'a base object the result no longer holds (copied or removed)',
      frozen: 'Object.isFrozen is true',
      revoked: 'a draft proxy left in the result: reading it throws',
    },
    legendTitle: 'What the labels mean',
    all: 'all three',
    same: 'The result is the base object itself (nothing changed).',
    base: 'Base',
    result: 'Result',
    ops: (writes, reads) =>
      `onOperate log: ${writes} ${plural(writes, 'write', 'writes')}, ${reads} ${plural(reads, 'read', 'reads')} (reads are not listed)`,
    logs: 'Console output',
    noRuns: 'The code calls neither produce nor finishDraft: there is no update to show.',
    library: 'Library to run with',
    inspect: 'Inspect',
    hint: 'produce / createDraft / finishDraft in the code run with the selected library; Ctrl/⌘ + Enter runs',
    done: 'Structure updated',
    results: 'Inspection results',
    pickRun: 'Show update number',
    omitted: (count) => `… ${count} more not shown`,
  },
};
