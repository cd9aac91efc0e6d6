/**
 * Options of @signalwire/docusaurus-plugin-llms-txt, which writes /llms.txt
 * (an index of every page, for readers' AI tools) and a Markdown copy of each
 * page next to its HTML (`/getting_started/quickstart.md`) after the build.
 *
 * The index follows the site's own outline: one section per area of the
 * sidebar (sidebars.ts), in its order and with its labels.
 *
 * Each page's HTML goes through ./rehype-docusaurus.ts first, so that code
 * blocks and admonitions read as Markdown.
 *
 * No `/llms-full.txt`: with every page in one file it is 2.5 MB, about
 * 600,000 tokens, more than an assistant can take in; the index links each
 * page's Markdown instead.
 */
import sidebars from '../../sidebars';
import rehypeDocusaurus from './rehype-docusaurus';

type SidebarItem =
  string | { type: string; id?: string; href?: string; label?: string; items?: SidebarItem[] };

/** Each top-level area of the sidebar: the folder of its pages, and its label. */
export function sidebarAreas(items: readonly SidebarItem[]): { folder: string; label: string }[] {
  return items.flatMap((item) => {
    if (typeof item === 'string' || item.type !== 'category' || !item.label) return [];
    const first = item.items?.find((child) => typeof child === 'string' || child.type === 'doc');
    const id = typeof first === 'string' ? first : first?.id;
    const folder = id?.split('/')[0];
    return folder ? [{ folder, label: item.label }] : [];
  });
}

const areas = sidebarAreas(sidebars.docs as SidebarItem[]);

export const llmsTxtOptions = {
  siteTitle: 'Minder docs',
  depth: 1,
  // A page that cannot be converted stops the build, rather than going missing from the index.
  onRouteError: 'throw',
  includeOrder: ['/', ...areas.map(({ folder }) => `/${folder}/**`)],
  content: {
    includePages: true,
    enableLlmsFullTxt: false,
    excludeRoutes: ['/search'],
    beforeDefaultRehypePlugins: [rehypeDocusaurus],
    routeRules: areas.map(({ folder, label }) => ({ route: `/${folder}/**`, categoryName: label })),
  },
};
