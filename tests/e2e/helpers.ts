import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Opens a path and waits until React has hydrated the server-rendered page.
 * The wait is generous: the protocol reference is a long page, and two test
 * workers share two cores. How fast pages are is measured by `npm run bench`.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
}

/** The paths of every page the build lists in its sitemap. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(paths.length).toBeGreaterThan(0);
  return paths;
}

/**
 * The pages that the tests which open pages one by one in a browser open:
 * every hand-written page, and a sample of the generated /ref/api pages,
 * which one template renders from the same kind of input: every fourth
 * operation or service page and every tenth schema page, in sitemap order.
 * The routing test still requests every page, and api-reference.spec.ts
 * checks every operation page's server-rendered HTML.
 */
export async function pagesToOpen(request: APIRequestContext): Promise<string[]> {
  const paths = await sitemapPaths(request);
  const sample = (pages: string[], every: number) => pages.filter((_, index) => index % every === 0);
  const api = paths.filter((path) => path.startsWith('/ref/api/'));
  const schemas = api.filter((path) => path.startsWith('/ref/api/schemas/'));
  const operations = api.filter((path) => !schemas.includes(path));
  expect(schemas.length).toBeGreaterThan(0);
  return [...paths.filter((path) => !api.includes(path)), ...sample(operations, 4), ...sample(schemas, 10)];
}

/** The paths the docs sidebar links to, with every category expanded. */
export async function sidebarPaths(page: Page): Promise<string[]> {
  await gotoHydrated(page, '/');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const collapsed = sidebar.locator('[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) {
    await collapsed.first().click();
  }
  const hrefs = await sidebar
    .locator('a.menu__link[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  return [...new Set(hrefs)];
}

/** The name of the global array through which a bundle chunk registers itself. */
export function chunkGlobal(body: string): string | undefined {
  return /self\.(webpackChunk[\w$]+)/.exec(body)?.[1];
}
