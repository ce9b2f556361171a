/**
 * The docs plugin, minus one thing every docs page downloads and no component reads: the
 * description of each of the ~54 docs in the version metadata that the docs root route receives
 * as a prop (`version.docs[id].description`). Only DocCard shows it, and this site has no
 * generated index or DocCardList. In Chinese every character of it is a six-byte `\uXXXX` escape:
 * dropping it takes ~3.2 KiB brotli / 3.7 KiB gzip off every docs page. Page <meta> descriptions
 * come from each doc's own metadata and are unchanged. See UPGRADING.md (internals).
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';

interface VersionProp {
  docs?: Record<string, {description?: string}>;
}

/** Removes `description` from the version metadata prop of a route and its sub-routes. */
export function stripDocDescriptions(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  const docs = version?.docs
    ? Object.fromEntries(Object.entries(version.docs).map(([id, {description: _drop, ...rest}]) => [id, rest]))
    : undefined;
  return {
    ...route,
    ...(docs && {props: {...route.props, version: {...version, docs}}}),
    ...(route.routes && {routes: route.routes.map(stripDocDescriptions)}),
  };
}

export default async function slimDocsMetadata(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  return {
    ...plugin,
    async contentLoaded(args) {
      await contentLoaded?.({
        ...args,
        actions: {...args.actions, addRoute: (route) => args.actions.addRoute(stripDocDescriptions(route))},
      });
    },
  };
}

// Docusaurus validates a plugin module's options with its `validateOptions` export: the docs plugin's own.
export {validateOptions};
