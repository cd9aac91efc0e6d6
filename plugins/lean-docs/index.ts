import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';

export { validateOptions };

type Options = Parameters<typeof pluginContentDocs>[1];

/**
 * A route with the version props of the docs plugin trimmed: every doc of the
 * version keeps its id, title and sidebar, without its description. The theme
 * reads those descriptions in one place only, the cards of DocCardList, which
 * this site does not use; yet the version props are loaded on every page of
 * the version (the descriptions were 3.3 KB of the main version's 6.3 KB gzip).
 * Each page still has its own description in its own metadata.
 */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as { docs?: Record<string, { description?: string }> } | undefined;
  const props =
    version?.docs === undefined
      ? route.props
      : {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(
              Object.entries(version.docs).map(([id, { description: _description, ...doc }]) => [id, doc]),
            ),
          },
        };
  return { ...route, props, routes: route.routes?.map(withoutDocDescriptions) };
}

/**
 * The docs plugin, wrapped: the same plugin (name, options, pages, global
 * data), whose routes go through `withoutDocDescriptions` on their way to
 * Docusaurus. Used for every docs instance in place of
 * `@docusaurus/plugin-content-docs`.
 */
export default async function leanDocs(context: LoadContext, options: Options): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: ({ actions, ...rest }) =>
      contentLoaded({
        ...rest,
        actions: {
          ...actions,
          addRoute: (route: RouteConfig) => actions.addRoute(withoutDocDescriptions(route)),
        } satisfies PluginContentLoadedActions,
      }),
  };
}
