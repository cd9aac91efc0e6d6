import { expect, test } from '@playwright/test';
import { gotoHydrated, sitemapPaths } from './helpers';

test('a Mermaid diagram renders with its labels', async ({ page }) => {
  await gotoHydrated(page, '/understand/key_concepts');
  const frame = page.locator('.mermaid-frame').first();
  await frame.scrollIntoViewIfNeeded();
  const svg = frame.locator('.docusaurus-mermaid-container svg');
  await expect(svg).toBeVisible();
  await expect(svg).toContainText('Remediation');
});

test('the home page maps the site from the sidebar', async ({ page }) => {
  await gotoHydrated(page, '/');
  const area = page.getByRole('region', { name: 'Getting started' });
  await expect(area.getByRole('link')).toHaveText([
    'Install the minder CLI',
    'Log in to Minder',
    'Quickstart',
    'Enroll a provider',
    'Register repositories',
    'Create your first profile',
    'View status',
    'Turn on remediations',
  ]);
  await area.getByRole('link', { name: 'Register repositories' }).click();
  await expect(page).toHaveURL(/\/getting_started\/register_repos$/);
});

test('pages log no console errors and request nothing from another origin', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(10 * 60_000);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(req.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  for (const path of await sitemapPaths(request)) {
    await gotoHydrated(page, path);
    // Bring lazily drawn diagrams into play, then let prefetches settle.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  // A client-side navigation too, through the sidebar of the docs.
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'Install the minder CLI' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Install the minder CLI');

  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});
