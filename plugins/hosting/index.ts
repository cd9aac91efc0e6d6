/**
 * Writes the deploy recipes into the build folder after the build: `_headers`
 * and `_redirects` (Netlify, Cloudflare Pages) and `nginx.conf`, all from the
 * rules of `rules.ts`. scripts/serve.ts serves a build by the first two.
 *
 * It wraps `@docusaurus/plugin-client-redirects`: Docusaurus runs the
 * `postBuild` of every plugin at once, and the CSP must hash the inline
 * scripts of the redirect pages that plugin writes, so this plugin runs that
 * plugin's `postBuild` first and then reads the finished build.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pluginClientRedirects, {
  validateOptions as validateRedirectOptions,
  type PluginOptions as RedirectOptions,
} from '@docusaurus/plugin-client-redirects';
import type { LoadContext, LoadedPlugin, OptionValidationContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { formatNginx } from './nginx';
import { formatHeaders, formatRedirects } from './netlify';
import { hostingRules, recipeFiles } from './rules';

export type HostingOptions = RedirectOptions & {
  /** Origins the pages send requests to besides their own (the hosted search provider). */
  connectOrigins: string[];
};

type SidebarEntry = {
  type: string;
  id?: string;
  href?: string;
  items?: SidebarEntry[];
  link?: { type: string; id?: string };
};

/**
 * The pages of every docs instance in sidebar order (instances in config
 * order), as site paths: the order in which the sidebars open each section.
 */
export function sidebarPageOrder(plugins: LoadedPlugin[]): string[] {
  const order: string[] = [];
  for (const plugin of plugins.filter(({ name }) => name === 'docusaurus-plugin-content-docs')) {
    for (const version of (plugin.content as DocsContent).loadedVersions) {
      const permalink = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
      const visit = (item: SidebarEntry): void => {
        if (item.type === 'doc' || item.type === 'ref') order.push(permalink.get(item.id ?? '') ?? '');
        if (item.type === 'link' && item.href?.startsWith('/')) order.push(item.href);
        if (item.link?.type === 'doc') order.push(permalink.get(item.link.id ?? '') ?? '');
        item.items?.forEach(visit);
      };
      Object.values(version.sidebars)
        .flat()
        .forEach((item) => visit(item as SidebarEntry));
    }
  }
  return order.filter(Boolean);
}

/** The modules of DocSearch, whose bundled Zod probes for eval (see eval-probe-loader.cjs). */
export const docSearchModule = /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/][^\\/]+\.js$/;

export default async function pluginHosting(context: LoadContext, options: HostingOptions): Promise<Plugin> {
  const { connectOrigins, ...redirectOptions } = options;
  const redirects = await pluginClientRedirects(context, redirectOptions);
  return {
    name: 'hosting',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{ test: docSearchModule, use: [{ loader: join(__dirname, 'eval-probe-loader.cjs') }] }],
        },
      };
    },
    async postBuild(props) {
      await redirects?.postBuild?.({ ...props, content: undefined });
      const rules = hostingRules(props.outDir, {
        pageOrder: sidebarPageOrder(props.plugins),
        connectOrigins,
      });
      writeFileSync(join(props.outDir, recipeFiles.headers), formatHeaders(rules));
      writeFileSync(join(props.outDir, recipeFiles.redirects), formatRedirects(rules));
      writeFileSync(join(props.outDir, recipeFiles.nginx), formatNginx(rules));
    },
  };
}

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<HostingOptions, HostingOptions>): HostingOptions {
  const { connectOrigins = [], ...redirectOptions } = options;
  return {
    ...validateRedirectOptions({ options: redirectOptions as never, validate: validate as never }),
    connectOrigins,
  };
}
