/**
 * The blog plugin, whose Atom feed also says its language. The plugin writes `atom.xml` with the
 * `feed` package, which puts the locale in RSS (`<language>`) but nothing in Atom; RFC 4287 takes the
 * language from `xml:lang` on the root. The blog's postBuild writes the feeds and runs beside the other
 * plugins' (in parallel), so only a wrapper can add the attribute after them. tests/build/changelog-blog.test.ts.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';

const ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

/** The Atom document with `xml:lang` on its root; throws when the root is not where `feed` writes it. */
export function withAtomLang(atom: string, lang: string): string {
  if (!atom.includes(ROOT)) throw new Error(`blog-feed-lang: no ${ROOT} in atom.xml`);
  return atom.replace(ROOT, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`);
}

export default async function blogFeedLang(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const plugin = await blogPlugin(context, options);
  const postBuild = plugin.postBuild?.bind(plugin);
  return {
    ...plugin,
    async postBuild(props) {
      await postBuild?.(props);
      const file = path.join(props.outDir, options.routeBasePath, 'atom.xml');
      if (!existsSync(file)) return;
      const lang = context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang ?? context.i18n.currentLocale;
      await writeFile(file, withAtomLang(await readFile(file, 'utf8'), lang));
    },
  };
}

// Docusaurus validates a plugin module's options with its `validateOptions` export: the blog plugin's own.
export {validateOptions};
