// A remark plugin (registered for the docs in docusaurus.config.ts): under every changelog heading
// that names a published version (`## 4.1.3` with its id `v4-1-3`), a line with the date the npm
// registry gives for it, from src/data/limu-versions.json (`npm run changelog:data` stores
// `npm view limu time`). Dates are data, never typed into the Markdown. Issue 27.
import type {Heading, Paragraph, Root} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import versionsFile from '../../data/limu-versions.json';
import type {Locale} from '../../data/site.mjs';

interface VFileLike {
  path?: string;
}

const VERSION = /^\d+\.\d+\.\d+$/;
const LABEL: Record<Locale, string> = {'zh-Hans': 'npm 发布日期：', en: 'Published on npm: '};

/** `npm view limu time` per version, as stored by `npm run changelog:data`. */
export const RELEASE_TIMES: ReadonlyMap<string, string | null> = new Map(
  versionsFile.versions.map((v): [string, string | null] => [v.version, v.registryTime]),
);

/** The registry's day of a release (UTC), as `YYYY-MM-DD` and as a reader's date in `locale`. */
export function releaseDate(registryTime: string, locale: Locale): {iso: string; text: string} {
  const date = new Date(registryTime);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${registryTime}`);
  const iso = date.toISOString().slice(0, 10);
  const text = new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'}).format(date);
  return {iso, text};
}

/** The heading's own words: its text nodes, without the MDX expression that sets its id. */
function headingText(heading: Heading): string {
  return heading.children
    .map((c) => (c.type === 'text' ? c.value : ''))
    .join('')
    .trim();
}

export default function remarkReleaseDates({locale}: {locale: Locale}) {
  return (tree: Root, file: VFileLike): void => {
    if (!/[/\\]changelog[/\\]/.test(file.path ?? '')) return;
    for (let i = tree.children.length - 1; i >= 0; i -= 1) {
      const node = tree.children[i]!;
      if (node.type !== 'heading' || node.depth !== 2) continue;
      const version = headingText(node);
      if (!VERSION.test(version)) continue;
      const time = RELEASE_TIMES.get(version);
      if (!time) {
        throw new Error(
          `${file.path}:${node.position?.start.line ?? '?'}: "## ${version}" names a version that src/data/limu-versions.json has no registry time for (run \`npm run changelog:data\`)`,
        );
      }
      const {iso, text} = releaseDate(time, locale);
      const timeElement: MdxJsxTextElement = {
        type: 'mdxJsxTextElement',
        name: 'time',
        attributes: [{type: 'mdxJsxAttribute', name: 'dateTime', value: iso}],
        children: [{type: 'text', value: text}],
      };
      const line: Paragraph = {
        type: 'paragraph',
        data: {hProperties: {className: ['release-date']}},
        children: [{type: 'text', value: LABEL[locale]}, timeElement],
      };
      tree.children.splice(i + 1, 0, line);
    }
  };
}
