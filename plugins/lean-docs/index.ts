import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import { DependencyMovedError } from '../patches';

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
  return trimmed(route).route;
}

/** The route trimmed, and how many version props it found (Docusaurus's shape: `props.version.docs`). */
function trimmed(route: RouteConfig): { route: RouteConfig; versions: number } {
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
  const children = route.routes?.map(trimmed) ?? [];
  return {
    route: { ...route, props, routes: route.routes && children.map((child) => child.route) },
    versions:
      (version?.docs === undefined ? 0 : 1) + children.reduce((sum, child) => sum + child.versions, 0),
  };
}

/**
 * The docs plugin, wrapped: the same plugin (name, options, pages, global
 * data), whose routes go through `withoutDocDescriptions` on their way to
 * Docusaurus. Used for every docs instance in place of
 * `@docusaurus/plugin-content-docs`. If no route carries version props in
 * the shape it knows, the docs plugin has changed: the build stops.
 */
export default async function leanDocs(context: LoadContext, options: Options): Promise<Plugin<unknown>> {
  return withTrimmedRoutes((await pluginContentDocs(context, options)) as Plugin<unknown>, options.id);
}

/** A docs plugin whose routes go through `withoutDocDescriptions`; it throws if none carried version props. */
export function withTrimmedRoutes(plugin: Plugin<unknown>, id = 'default'): Plugin<unknown> {
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: async ({ actions, ...rest }) => {
      let versions = 0;
      await contentLoaded({
        ...rest,
        actions: {
          ...actions,
          addRoute: (route: RouteConfig) => {
            const result = trimmed(route);
            versions += result.versions;
            actions.addRoute(result.route);
          },
        } satisfies PluginContentLoadedActions,
      });
      if (versions === 0)
        throw new DependencyMovedError(`lean-docs (${id})`, [
          '@docusaurus/plugin-content-docs added no route with `props.version.docs`: the version props have another shape',
        ]);
    },
  };
}
