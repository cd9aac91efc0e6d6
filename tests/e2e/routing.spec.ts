import { expect, test } from '@playwright/test';
import { gotoHydrated, sidebarPaths, sitemapPaths } from './helpers';

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/getting_started/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.locator('nav.navbar')).toBeVisible();
});

for (const [from, to] of [
  ['/getting_started/login.html', '/getting_started/login'],
  ['/getting_started/login/', '/getting_started/login'],
  ['/index', '/'],
  ['/index.html', '/'],
] as const) {
  test(`${from} is normalised to ${to}`, async ({ page }) => {
    const response = await page.goto(from);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a client-side navigation to a .html path shows the plain page', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/getting_started/login.html');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Minder');
});

test('every page in the sidebar and the sitemap answers 200', async ({ page, request }) => {
  const fromSidebar = await sidebarPaths(page);
  const fromSitemap = await sitemapPaths(request);
  expect(fromSidebar).toContain('/getting_started/remediations');
  for (const path of new Set([...fromSidebar, ...fromSitemap])) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
  // Every sidebar page is in the sitemap, so the other tests that walk the
  // sitemap cover the sidebar too.
  expect(fromSitemap).toEqual(expect.arrayContaining(fromSidebar));
});
