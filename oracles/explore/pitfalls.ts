/**
 * The part of the pitfalls page (docs/guides/pitfalls.md and its English copy) that the exploration
 * writes: one `###` section per limu class of src/data/explore.json, with its rule and its minimal
 * recipe as a sample (run by tests/docs/samples.test.ts like every sample, with a Run button). It sits
 * between two markers; `npm run explore` rewrites it, tests/explore/explore.test.ts fails when it is
 * not what the data renders.
 */
import type {ExploreData} from './data';

export type Lang = 'zh' | 'en';

export const BEGIN = '{/* explore:begin — written by `npm run explore` from src/data/explore.json */}';
export const END = '{/* explore:end */}';

const KNOWN = {
  zh: (id: string) => `这一类在探索之前已由 [上面的一节](#${id}) 记录。`,
  en: (id: string) => `This class was on this page before the exploration: [the section above](#${id}).`,
};

const ROWS = {zh: '对照表中的对应行：', en: 'Rows of the behaviour matrix: '};
const WHEN = {zh: '**何时发生：**', en: '**When it happens:** '};
const INSTEAD_LABEL = {zh: '**改用这种写法：**', en: '**What to write instead:** '};

/** The Markdown between the markers, for one language. */
export function renderPitfalls(data: ExploreData, lang: Lang): string {
  const parts = data.classes
    .filter((c) => c.lib === 'limu')
    .map((c) => {
      const text = c[lang];
      const known = c.knownAs ? `${lang === 'zh' ? '' : ' '}${KNOWN[lang](c.knownAs)}` : '';
      const rows = c.rows?.length
        ? `${ROWS[lang]}${c.rows.map((r) => `[${r}](./behaviour.mdx#${r})`).join(lang === 'zh' ? '、' : ', ')}${lang === 'zh' ? '。' : '.'}\n\n`
        : '';
      const instead = c.instead
        ? `\n\n${INSTEAD_LABEL[lang]}${c.instead[lang]}\n\n\`\`\`js\n${c.instead.code.trimEnd()}\n\`\`\``
        : '';
      return `### ${text.title} {/* #explore-${c.id} */}\n\n${rows}${WHEN[lang]}${text.rule}${known}\n\n\`\`\`js\n${c.sample!.trimEnd()}\n\`\`\`${instead}`;
    });
  return `${BEGIN}\n\n${parts.join('\n\n')}\n\n${END}`;
}

/** The page with its generated part replaced; throws naming the file when a marker is missing. */
export function withPitfalls(page: string, file: string, data: ExploreData, lang: Lang): string {
  const begin = page.indexOf(BEGIN);
  const end = page.indexOf(END);
  if (begin < 0 || end < begin)
    throw new Error(`${file}: the markers of the explored part are missing (${BEGIN} … ${END})`);
  return page.slice(0, begin) + renderPitfalls(data, lang) + page.slice(end + END.length);
}

/** The generated part as it stands on the page. */
export function currentPitfalls(page: string): string | null {
  const begin = page.indexOf(BEGIN);
  const end = page.indexOf(END);
  return begin < 0 || end < begin ? null : page.slice(begin, end + END.length);
}

export const PITFALLS_FILES: Record<Lang, string> = {
  zh: 'docs/guides/pitfalls.md',
  en: 'i18n/en/docusaurus-plugin-content-docs/current/guides/pitfalls.md',
};
