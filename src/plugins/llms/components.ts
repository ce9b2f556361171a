/**
 * The Markdown meaning of each MDX component the docs use. A page that uses a component missing
 * here fails the build with the file and the component named (src/plugins/llms/toMarkdown.ts).
 *
 * To add one: map its name (as written in the MDX, e.g. `BehaviourMatrix`) to a function that gets
 * the element's props (string attributes as strings, `{expressions}` as parsed JSON when they are
 * JSON, else their source), its children already turned into Markdown, and the page's locale, and
 * returns Markdown. A diagram gives its text alternative, a generated table a Markdown table
 * (read the same data the component renders), a wrapper its children.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ICON, TEXT, type Lang} from '../../components/BehaviourMatrix/text';
import {coverageLists, EXPLORE_TEXT} from '../../components/BehaviourMatrix/explore-text';
import type {ExploreSummaryData} from '../../data/explore.types';
import {LABELS, type Term} from '../../components/Glossary/labels';
import {LIBS, type BehaviourData, type Cell} from '../../data/behaviour.types';
import {summaryLine} from '../../components/BehaviourMatrix/counts';
import {
  compareText,
  envLabel,
  findCase,
  formatFigure,
  formatRatio,
  rangeText,
  runDate,
  sourceText,
  type BenchEnv,
} from '../../lib/bench/figures';
import {LIBRARIES, SCENARIOS} from '../../lib/bench/scenarios';
import type {ReferenceData} from '../../lib/bench/releases';

export interface ComponentContext {
  locale: string;
  siteDir: string;
  /** The page's source file, relative to the site, for error messages. */
  file: string;
  props: Record<string, unknown>;
  /** The element's children, already converted to Markdown. */
  children: string;
}

export type ComponentToMarkdown = (ctx: ComponentContext) => string;

/**
 * A UI string in the page's locale: i18n/<locale>/code.json when it has the id, else the default
 * (Chinese) message written next to the id in `sourceFile`, as `translate({id, message})` has it.
 */
export function uiString(ctx: ComponentContext, id: string, sourceFile: string): string {
  const codeJson = path.join(ctx.siteDir, 'i18n', ctx.locale, 'code.json');
  try {
    const entry = (JSON.parse(readFileSync(codeJson, 'utf8')) as Record<string, {message?: string}>)[id];
    if (entry?.message) return entry.message;
  } catch {
    // No translations for this locale: the default message below is the text.
  }
  const source = readFileSync(path.join(ctx.siteDir, sourceFile), 'utf8');
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`id:\\s*'${escaped}',\\s*message:\\s*'((?:[^'\\\\]|\\\\.)*)'`).exec(source);
  if (!m) throw new Error(`llms: ${ctx.file}: no message for the UI string "${id}" in ${sourceFile}`);
  return m[1].replace(/\\(.)/g, '$1');
}

const DIAGRAMS = 'src/components/Diagrams/index.tsx';

/** A diagram's text alternative: the title and description its <svg> carries for screen readers. */
const diagram =
  (key: string): ComponentToMarkdown =>
  (ctx) => {
    const label = ctx.locale === 'en' ? 'Figure' : '图';
    const title = uiString(ctx, `diagrams.${key}.title`, DIAGRAMS);
    const description = uiString(ctx, `diagrams.${key}.description`, DIAGRAMS);
    return `*${label}${ctx.locale === 'en' ? ': ' : '：'}${title}*\n\n${description}`;
  };

/** Inline code that survives a table cell: pipes escaped, fenced with more backticks than it holds. */
function cellCode(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
  const ticks = '`'.repeat(Math.max(0, ...Array.from(flat.matchAll(/`+/g), (m) => m[0].length)) + 1);
  return ticks.length > 1 ? `${ticks} ${flat} ${ticks}` : `\`${flat}\``;
}

const matrixData = (ctx: ComponentContext): BehaviourData =>
  JSON.parse(readFileSync(path.join(ctx.siteDir, 'src/data/behaviour.json'), 'utf8')) as BehaviourData;
const langOf = (ctx: ComponentContext): Lang => (ctx.locale === 'en' ? 'en' : 'zh');

function matrixCell(cell: Cell, lang: Lang, changesBase: boolean): string {
  const t = TEXT[lang];
  let out = `${ICON[cell.status]} ${t[cell.status]}`;
  if (cell.got !== undefined) out += `${cell.status === 'differs' ? ` · ${t.got} ` : ': '}${cellCode(cell.got)}`;
  if (!cell.baseKept && !changesBase) out += ` · ⚠ ${t.baseChanged}`;
  if (cell.frozen) out += ` · ❄ ${t.frozen}`;
  return out;
}

/** A group of the behaviour matrix as the same table the page renders, from the same JSON. */
const behaviourMatrix: ComponentToMarkdown = (ctx) => {
  const data = matrixData(ctx);
  const lang = langOf(ctx);
  const t = TEXT[lang];
  const group = data.groups.find((g) => g.id === ctx.props.group);
  if (!group)
    throw new Error(
      `llms: ${ctx.file}: <BehaviourMatrix group="${String(ctx.props.group)}"> names no group of src/data/behaviour.json`,
    );
  const rows = data.rows.filter((r) => r.group === group.id);
  const head = [t.operation, t.expected, ...LIBS.map((lib) => `${lib} ${data.versions[lib]}`)];
  const lines = rows.map((r) =>
    [
      `${r[lang]} (${cellCode(r.id)})`,
      cellCode(r.expected),
      ...LIBS.map((lib) => matrixCell(r[lib], lang, Boolean(r.changesBase))),
    ].join(' | '),
  );
  // The page shows each probe's code under its row ("Code"); here they follow the table, in row order.
  const code = rows.map((r) => `${t.code} (${cellCode(r.id)}):\n\n\`\`\`js\n${r.code}\n\`\`\``);
  return [
    `*${t.caption(group[lang], rows.length)}*`,
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...lines.map((l) => `| ${l} |`),
    '',
    ...code.flatMap((c) => [c, '']),
  ]
    .join('\n')
    .trimEnd();
};

/** The exploration's figures and classes (src/data/explore.json), as the page shows them. */
const exploreSummary: ComponentToMarkdown = (ctx) => {
  const data = JSON.parse(readFileSync(path.join(ctx.siteDir, 'src/data/explore.json'), 'utf8')) as ExploreSummaryData;
  const lang = langOf(ctx);
  const t = EXPLORE_TEXT[lang];
  const cover = coverageLists(data, lang);
  const pitfalls = './pitfalls.md';
  return [
    t.figures({...data.settings, recipes: data.recipes, versions: data.versions}),
    '',
    `${t.space} ${data.ops.map((op) => `\`${op}\``).join(lang === 'zh' ? '、' : ', ')}${lang === 'zh' ? '。' : '.'}`,
    '',
    data.longRun ? t.longRun(data.longRun) : t.noLongRun,
    '',
    `${t.coverage(cover.covered.length, data.coverage.features.length, data.settings.runs)} ${cover.covered.join(lang === 'zh' ? '、' : ', ')}${lang === 'zh' ? '。' : '.'}`,
    '',
    `${t.notGenerated} ${cover.missing.join(lang === 'zh' ? '；' : '; ')}${lang === 'zh' ? '。' : '.'}`,
    '',
    `| ${t.lib} | ${t.cls} | ${t.recipe} |`,
    '| --- | --- | --- |',
    ...data.classes.map(
      (c, i) =>
        `| ${c.lib} | ${c[lang].title}${c.lib === 'limu' ? ` ([${t.pitfall}](${pitfalls}#explore-${c.id}))` : ''} | ${i + 1} |`,
    ),
    '',
    // The page shows each class's recipe in its row; here they follow the table, numbered as the rows.
    ...data.classes.flatMap((c, i) => [
      `${i + 1}.`,
      '',
      `\`\`\`js\n${[c.base, ...c.statements].join('\n')}\n\`\`\``,
      '',
    ]),
  ].join('\n');
};

/** The counts above the tables, as a list. */
const behaviourSummary: ComponentToMarkdown = (ctx) => {
  const data = matrixData(ctx);
  const lang = langOf(ctx);
  return [
    TEXT[lang].countNote,
    '',
    ...LIBS.map((lib) => `- **${lib} ${data.versions[lib]}**: ${summaryLine(data, lib, lang)}`),
  ].join('\n');
};

/** The glossary table, from the data file the content lint enforces. */
const glossaryTable: ComponentToMarkdown = (ctx) => {
  const lang = langOf(ctx);
  const l = LABELS[lang];
  const terms = (JSON.parse(readFileSync(path.join(ctx.siteDir, 'src/data/glossary.json'), 'utf8')) as {terms: Term[]})
    .terms;
  const rows = terms.map((t) => {
    const avoid = lang === 'zh' ? t.forbiddenZh : t.forbiddenEn;
    const cells = lang === 'zh' ? [t.zh, t.en, t.zhDefinition] : [t.en, t.zh, t.enDefinition];
    return `| ${[...cells, avoid.length ? avoid.join(lang === 'zh' ? '、' : ', ') : '–'].map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  });
  return [`| ${l.term} | ${l.other} | ${l.definition} | ${l.avoid} |`, '| --- | --- | --- | --- |', ...rows].join('\n');
};

const benchData = (ctx: ComponentContext): ReferenceData =>
  JSON.parse(readFileSync(path.join(ctx.siteDir, 'src/lib/bench/reference.json'), 'utf8')) as ReferenceData;
const envOf = (ctx: ComponentContext): BenchEnv => (ctx.props.env === 'browser' ? 'browser' : 'node');
/** A comparison or a source line without `env` speaks of every environment of the run (issue 39.3). */
const envsOf = (ctx: ComponentContext): BenchEnv | undefined =>
  ctx.props.env === 'browser' || ctx.props.env === 'node' ? ctx.props.env : undefined;
/** A required string prop of a benchmark component, or an error naming the page. */
const caseProp = (ctx: ComponentContext, name: string): string => {
  const value = ctx.props[name];
  if (typeof value !== 'string')
    throw new Error(`llms: ${ctx.file}: a benchmark component needs ${name}="scenario|on|library"`);
  return value;
};

/** The benchmark figures of the docs and posts (src/components/BenchFigure), from the same data. */
const BENCH: Record<string, ComponentToMarkdown> = {
  BenchFigure: (ctx) => formatFigure(findCase(benchData(ctx), caseProp(ctx, 'case'), envOf(ctx)).hz),
  BenchRange: (ctx) => rangeText(findCase(benchData(ctx), caseProp(ctx, 'case'), envOf(ctx))),
  BenchRatio: (ctx) => {
    const data = benchData(ctx);
    return formatRatio(
      findCase(data, caseProp(ctx, 'faster'), envOf(ctx)).hz,
      findCase(data, caseProp(ctx, 'slower'), envOf(ctx)).hz,
    );
  },
  BenchCompare: (ctx) => compareText(benchData(ctx), caseProp(ctx, 'a'), caseProp(ctx, 'b'), langOf(ctx), envsOf(ctx)),
  BenchSource: (ctx) =>
    `*${sourceText(benchData(ctx), langOf(ctx), envsOf(ctx), typeof ctx.props.post === 'string' ? ctx.props.post : undefined)}*`,
  BenchTable: (ctx) => {
    const data = benchData(ctx);
    const env = envOf(ctx);
    const lang = langOf(ctx);
    const libs = LIBRARIES;
    const rows = SCENARIOS.flatMap((s) =>
      (['off', 'on'] as const).map((f) => {
        const cells = libs.map((l) => {
          const r = findCase(data, `${s}|${f}|${l}`, env);
          return `${formatFigure(r.hz)} (${rangeText(r)})`;
        });
        return `| ${s} | ${f} | ${cells.join(' | ')} |`;
      }),
    );
    const caption =
      lang === 'zh'
        ? `${envLabel(data, env)} · ${runDate(data)} · 每秒操作次数：各轮中位数（括号里是最慢到最快一轮的范围）`
        : `${envLabel(data, env)} · ${runDate(data)} · operations per second: median of the rounds (in brackets, the slowest to the fastest round)`;
    return [
      `*${caption}*`,
      '',
      `| ${lang === 'zh' ? '场景' : 'scenario'} | autoFreeze | ${libs.join(' | ')} |`,
      `|${[0, 1, ...libs].map(() => ' --- ').join('|')}|`,
      ...rows,
    ].join('\n');
  },
};

export const COMPONENTS: Record<string, ComponentToMarkdown> = {
  ...BENCH,
  StructuralSharingDiagram: diagram('sharing'),
  DraftLifecycleDiagram: diagram('lifecycle'),
  BehaviourMatrix: behaviourMatrix,
  BehaviourSummary: behaviourSummary,
  ExploreSummary: exploreSummary,
  Glossary: glossaryTable,
};
