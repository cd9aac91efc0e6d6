import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';
import { isExpected, relevanceSet } from './search-relevance';

// Embedded search, the default build: the DocSearch modal and the /search
// page of theme-search-algolia, answered by the site's own index.

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await input(page).fill(query);
}

test('the modal never says "No results found" for a query whose answer is still loading', async ({
  page,
}) => {
  // A slow connection: the index arrives three seconds after it is asked for, when the modal opens.
  await page.route('**/search/*.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const noResults = document.querySelector('.DocSearch-NoResults');
      if (noResults?.checkVisibility()) seen.push(noResults.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.keyboard.type('profile', { delay: 60 });
  // DocSearch's loading indicator shows while the answer is on its way.
  await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
  // The seven queries typed while the index loaded were answered as one, the first of the visit:
  // from the headings, and without the text tier, which the second query asks for.
  expect(new Set(asked.filter((path) => path.startsWith('/search/')))).toEqual(
    new Set(['/search/index.json']),
  );
  // A query that finds nothing still says so once its answer is in.
  await input(page).fill('zzqxv');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
});

test('a page left idle prefetches what the first search needs: offline, the modal opens and answers', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/');
  // The index is asked for once the search code has been: then wait for everything asked for to arrive.
  await expect(page.locator('link[rel="prefetch"][href="/search/index.json"]')).toBeAttached();
  await page.waitForFunction(() => {
    const arrived = new Set(
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
        .map((entry) => entry.name),
    );
    return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).every((link) =>
      arrived.has(link.href),
    );
  });
  await context.setOffline(true);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('profile');
  await expect(page.locator('.DocSearch-Hit a[href="/understand/profiles"]')).toBeVisible();
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
});

test('the modal opens by click, Ctrl+K, Meta+K and "/", and Escape closes it', async ({ page }) => {
  await gotoHydrated(page, '/getting_started/quickstart');
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  for (const keys of ['Control+k', 'Meta+k', '/']) {
    // Closing gives the focus back to the search button, where "/" types into
    // nothing and DocSearch ignores it, as in any other button.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press(keys);
    await expect(input(page), keys).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page), keys).toHaveCount(0);
  }
});

test('the search button loads the search bar when reached, keeps the focus, and opens with Enter', async ({
  page,
}) => {
  // Pages ship a stand-in of the button (src/theme/SearchBar); the real bar loads on demand.
  await gotoHydrated(page, '/');
  await page.locator('.DocSearch-Button').focus();
  // DocSearch's own button names the shortcut in brackets; the stand-in is "Search".
  await expect(page.locator('.DocSearch-Button')).toHaveAccessibleName('Search (Control+k)');
  await expect(page.locator('.DocSearch-Button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(input(page)).toBeFocused();
});

test('"/" typed in a field stays in the field', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'typing-here';
    field.setAttribute('aria-label', 'A field');
    document.querySelector('main')!.prepend(field);
  });
  await page.locator('#typing-here').fill('a');
  await page.locator('#typing-here').press('/');
  await expect(page.locator('#typing-here')).toHaveValue('a/');
  await expect(modal(page)).toHaveCount(0);
});

test('a query finds its page, grouped by area, and Enter goes there', async ({ page }) => {
  await gotoHydrated(page, '/');
  await search(page, 'enroll provider');
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first).toContainText('Enroll a provider');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Getting started');
  // The matched words are marked.
  await expect(first.locator('mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/getting_started\/enroll_provider$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enroll a provider');
});

test('a result links to the anchor of its section', async ({ page }) => {
  await gotoHydrated(page, '/');
  await search(page, 'CreateProfile');
  const hit = page.locator('.DocSearch-Hit a[href="/ref/api/profile-service#create-profile"]');
  await expect(hit).toHaveAttribute('href', '/ref/api/profile-service#create-profile');
  await hit.click();
  await expect(page).toHaveURL(/\/ref\/api\/profile-service#create-profile$/);
  await expect(page.locator('h2#create-profile')).toBeInViewport();
});

test('/search lists the results of q and keeps the query in the URL', async ({ page }) => {
  await gotoHydrated(page, '/search?q=remediation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "remediation"');
  const results = page.locator('main article');
  await expect(results.first()).toBeVisible();
  // The concept page and the task page both answer; the ranking between them may change with their text.
  await expect(results.first().locator('a').first()).toHaveAttribute(
    'href',
    /^\/(understand\/remediations|how-to\/setup-autoremediation)$/,
  );
  await page.locator('input[name="q"]').fill('quickstart');
  await expect(page).toHaveURL(/\/search\?q=quickstart$/);
  await expect(results.first()).toContainText('Quickstart');
});

test('a query with no results says so and offers to report it', async ({ page }) => {
  await gotoHydrated(page, '/');
  await search(page, 'zzqxv');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results found for');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('zzqxv');
  const report = page.getByRole('link', { name: 'Let us know.' });
  await expect(report).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/mindersec\/minder\/issues\/new\?title=/,
  );
});

test('when the index cannot be fetched, the modal says so, and recovers once it can', async ({ page }) => {
  let blocked = true;
  await page.route('**/search/index.json', (route) => (blocked ? route.abort() : route.continue()));
  await gotoHydrated(page, '/');
  await search(page, 'provider');
  const failure = page.locator('.DocSearch-ErrorScreen');
  await expect(failure).toContainText('Unable to fetch results');
  await expect(failure).toContainText('You might want to check your network connection.');
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  blocked = false;
  await input(page).fill('providers');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('every query of the relevance set finds its page in the first three results', async ({ page }) => {
  // Each query of the set is typed and read in the modal.
  test.setTimeout(180_000);
  // As the reader sees them: the modal groups the hits by area.
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  // The text tier loads from the second query answered on (queries typed without a pause are
  // answered as one), and answers once it is in; the set is read with both tiers.
  await input(page).fill('minder');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).fill('minder profile');
  await expect(page.locator('html[data-search-text="loaded"]')).toBeAttached();
  const misses: string[] = [];
  for (const { query, expect: expected } of relevanceSet) {
    // Empty the field first, so the hits read below answer this query.
    await input(page).fill('');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
    await input(page).fill(query);
    const hits = page.locator('.DocSearch-Hit a');
    await expect(hits.first(), query).toBeVisible();
    const top = (
      await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    ).slice(0, 3);
    if (!top.some((url) => isExpected(url, expected))) misses.push(`${query} → ${top.join(', ')}`);
  }
  expect(misses).toEqual([]);
});

test('no query of any shape breaks the search or injects markup', async ({ page, baseURL }) => {
  test.setTimeout(5 * 60_000);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');

  const pieces = [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '"><svg onload=alert(1)>',
    '.*+?^${}()|[]\\',
    '"quoted" \'single\'',
    '🔒🚀 supply chain',
    '供应链安全',
    'ＭＩＮＤＥＲ',
    '   ',
    'profile',
    'regis',
    'remediaton',
    '&amp; &lt;mark&gt;',
    '%00%ff',
    '\u0000\u200b',
    '-profile',
    'a',
  ];
  // A seeded generator, so a failure can be reproduced.
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const queries = [...pieces, 'x'.repeat(2000), 'provider '.repeat(220)];
  for (let i = queries.length; i < 300; i += 1) {
    const count = 1 + Math.floor(next() * 3);
    queries.push(Array.from({ length: count }, () => pieces[Math.floor(next() * pieces.length)]).join(' '));
  }
  for (const query of queries) {
    await input(page).fill(query);
    const answered = page.locator('.DocSearch-Hit, .DocSearch-NoResults, .DocSearch-StartScreen');
    await expect(answered.first(), query).toBeVisible();
    // Only the highlight tag may appear as markup inside a result.
    const injected = await page.locator('.DocSearch-Dropdown').evaluate((dropdown) =>
      Array.from(dropdown.querySelectorAll('.DocSearch-Hit-title *, .DocSearch-Hit-path *'))
        .map((element) => element.tagName.toLowerCase())
        .filter((tag) => tag !== 'mark'),
    );
    expect(injected, query).toEqual([]);
  }
  expect(await page.locator('.DocSearch-Modal img, .DocSearch-Modal script').count()).toBe(0);
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});

test('embedded search adds no preconnect hint and asks no other origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) foreign.push(request.url());
  });
  await gotoHydrated(page, '/');
  await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
  await search(page, 'provider');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await gotoHydrated(page, '/search?q=provider');
  await expect(page.locator('main article').first()).toBeVisible();
  expect(foreign).toEqual([]);
});
