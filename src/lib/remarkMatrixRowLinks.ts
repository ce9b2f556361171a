// A remark plugin (docs, docusaurus.config.ts): a Markdown link to a behaviour matrix row written with
// the row's id as its text (`[map-get-edit](./behaviour.mdx#map-get-edit)`, as the pitfalls page
// writes them) shows the row as readers see it in the matrix, its group and title
// ("Map: get, then edit the value"), in the page's language (issue 51.4). The id stays the anchor.
import type {Link, Parent, Root} from 'mdast';
import data from '../data/behaviour.json';
import type {BehaviourData} from '../data/behaviour.types';

const DATA = data as BehaviourData;
const ROW_LINK = /(?:^|\/)behaviour(?:\.mdx?)?\/?#([\w-]+)$/;

/** The words a link to row `id` shows in `lang`, or undefined when no row has that id. */
export function rowLinkText(id: string, lang: 'zh' | 'en'): string | undefined {
  const row = DATA.rows.find((r) => r.id === id);
  const group = row && DATA.groups.find((g) => g.id === row.group);
  if (!row || !group) return undefined;
  return lang === 'zh' ? `${group.zh}：${row.zh}` : `${group.en}: ${row.en}`;
}

export default function remarkMatrixRowLinks({locale}: {locale: string}) {
  const lang = locale === 'en' ? 'en' : 'zh';
  const visit = (node: Parent): void => {
    for (const child of node.children) {
      if (child.type === 'link') relabel(child);
      else if ('children' in child) visit(child as Parent);
    }
  };
  const relabel = (link: Link): void => {
    const id = ROW_LINK.exec(link.url)?.[1];
    const [only] = link.children;
    if (!id || link.children.length !== 1 || only?.type !== 'text' || only.value !== id) return;
    const text = rowLinkText(id, lang);
    if (text) only.value = text;
  };
  return (tree: Root): void => visit(tree);
}
