// The doc lists the tests walk (the guide's reading path, the API pages, the tutorial) read from
// sidebars.ts, their one home: adding a page to a sidebar adds it to the tests.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import sidebars from '../../../sidebars';

type Item = string | {type: string; id?: string; items?: Item[]; link?: {type: string; id?: string}};

/** Doc ids of a sidebar in reading order (a category's linked page comes before its items). */
export function sidebarDocIds(name: keyof typeof sidebars): string[] {
  const ids: string[] = [];
  const walk = (items: readonly Item[]) => {
    for (const item of items) {
      if (typeof item === 'string') ids.push(item);
      else if (item.type === 'doc' && item.id) ids.push(item.id);
      else if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
        walk(item.items ?? []);
      }
    }
  };
  walk(sidebars[name] as readonly Item[]);
  return ids;
}

const DOCS = path.resolve(__dirname, '../../../docs');

/** The route of a doc below the locale's /docs/ ('' for /docs/ itself), e.g. 'api/basic/produce/'. */
export function docRoute(id: string): string {
  const file = ['.md', '.mdx'].map((e) => path.join(DOCS, `${id}${e}`)).find((f) => existsSync(f));
  if (!file) throw new Error(`sidebars.ts names doc "${id}", but docs/${id}.md(x) does not exist`);
  const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const slug = /^slug:\s*['"]?(\/[^'"\s]*)['"]?\s*$/m.exec(front)?.[1];
  const route = slug ?? `/${id.replace(/(^|\/)index$/, '')}`;
  return `${route.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/$/, '');
}
