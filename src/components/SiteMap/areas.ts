import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';

export type SiteMapLink = { label: string; href: string };
export type SiteMapArea = { label: string; description?: string; links: SiteMapLink[] };

function firstHref(item: PropSidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type === 'category') {
    if (item.href) return item.href;
    for (const child of item.items) {
      const href = firstHref(child);
      if (href) return href;
    }
  }
  return undefined;
}

function toLink(item: PropSidebarItem): SiteMapLink | undefined {
  if (item.type === 'html') return undefined;
  const href = firstHref(item);
  return href ? { label: item.label, href } : undefined;
}

/**
 * Turns the sidebar into the home page's map: one area per top-level
 * category, listing its pages (a nested category becomes one link to its
 * first page). Top-level pages outside categories, such as Home, are left out.
 */
export function toSiteMapAreas(items: readonly PropSidebarItem[]): SiteMapArea[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const description = item.customProps?.description;
    const links = item.items.map(toLink).filter((link): link is SiteMapLink => link !== undefined);
    if (links.length === 0) return [];
    return [
      {
        label: item.label,
        ...(typeof description === 'string' ? { description } : {}),
        links,
      },
    ];
  });
}
