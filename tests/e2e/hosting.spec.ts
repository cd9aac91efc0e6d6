import { createHash } from 'node:crypto';
import { load } from 'cheerio';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, recordCspViolations, sidebarPaths } from './helpers';

// The hosting rules (plugins/hosting), as scripts/serve.ts applies them from
// the build's _headers and _redirects: folder paths, headers and the CSP.

const areas = [
  '/getting_started',
  '/understand',
  '/how-to',
  '/run_minder_server',
  '/user_management',
  '/integrations',
  '/integrations/provider_integrations',
  '/developer_guide',
  '/about',
  '/ref',
];

test('a section root leads to the page that opens the section in the sidebar', async ({ page, request }) => {
  const sidebar = await sidebarPaths(page);
  const expected: [string, string][] = [
    ...areas.map((area): [string, string] => [
      area,
      sidebar.find((path) => path.startsWith(`${area}/`)) ?? '',
    ]),
    ['/ref/cli', '/ref/cli/minder'],
    ['/ref/api', '/ref/api'],
    ['/ref/rules', '/ref/rules'],
  ];
  expect(expected.find(([, to]) => to === '')).toBeUndefined();
  for (const [from, to] of expected) {
    const first = await request.get(from, { maxRedirects: 0 });
    if (from === to) expect(first.status(), from).toBe(200);
    else {
      expect(first.status(), from).toBe(302);
      expect(first.headers().location, from).toBe(to);
    }
    const response = await page.goto(from);
    expect(response?.status(), from).toBe(200);
    expect(new URL(page.url()).pathname, from).toBe(to);
    await expect(page.getByRole('heading', { level: 1 }), from).not.toHaveText('Page Not Found');
  }
  // With a trailing slash too.
  await page.goto('/getting_started/');
  expect(new URL(page.url()).pathname).toBe(expected[0][1]);
});

for (const folder of ['/img', '/assets', '/assets/js', '/assets/css', '/schemas', '/ref/formats']) {
  test(`the folder ${folder} is not found, never listed`, async ({ page }) => {
    const response = await page.goto(folder);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.locator('body')).not.toContainText('Files within');
  });
}

test('pages, hashed assets and unhashed files get their caching and security headers', async ({
  request,
}) => {
  const response = await request.get('/getting_started/quickstart');
  const headers = response.headers();
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("connect-src 'self';");
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  // Every inline script of the page is allowed by its hash.
  const $ = load(await response.text());
  const inline = $('script:not([src]):not([type="application/ld+json"])')
    .toArray()
    .map((script) => $(script).text());
  expect(inline.length).toBeGreaterThan(0);
  for (const body of inline) {
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }

  const bundle = $('link[rel="preload"][as="script"]').first().attr('href') ?? '';
  expect(bundle).toMatch(/^\/assets\/js\/.+\.[0-9a-f]{8}\.js$/);
  const asset = await request.get(bundle);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const stylesheet = $('link[rel="stylesheet"]').first().attr('href') ?? '';
  expect((await request.get(stylesheet)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );

  const index = await request.get('/search/index.json');
  expect(index.headers()['cache-control']).toBe('public, max-age=0, stale-while-revalidate=600');
  for (const path of ['/openapi.json', '/openapi.yaml', '/img/logo.svg', '/sitemap.xml', '/']) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    expect(file.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  }
});

/** Opens the search modal and waits for answers to a query. */
async function searchFor(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
}

for (const mode of ['dark', 'light']) {
  test(`nothing is blocked by the CSP in ${mode} mode: search, a diagram, the API panels`, async ({
    page,
  }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    const violations = await recordCspViolations(page);

    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await searchFor(page, 'profile');
    expect(await violations(), 'home page and search').toEqual([]);

    await gotoHydrated(page, '/understand/key_concepts');
    const diagram = page.locator('.mermaid-frame').first();
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram.locator('svg')).toBeVisible();
    expect(await violations(), 'Mermaid diagram').toEqual([]);

    await gotoHydrated(page, '/ref/api/profile-service');
    const operation = page.locator('h2#create-profile + .api-operation');
    await operation.locator('details:not([open]) > summary').first().click();
    await operation.getByRole('tab', { name: 'Example', exact: true }).first().click();
    await expect(operation.locator('.openapi-code__code-samples-container').first()).toBeVisible();
    await operation
      .locator('.openapi-tabs__response-list-container')
      .getByRole('tab', { name: 'default' })
      .click();
    expect(await violations(), 'API reference').toEqual([]);

    // A client-side navigation, and the search page.
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', { name: 'HealthService', exact: true })
      .click();
    await expect(page.locator('main h1')).toHaveText('HealthService');
    await gotoHydrated(page, '/search?q=provider');
    await expect(page.locator('main article').first()).toBeVisible({ timeout: 15_000 });
    expect(await violations(), 'navigation and search page').toEqual([]);
  });
}
