import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { createSiteServer } from '../../scripts/serve';
import { recordCspViolations } from './helpers';

// Hosted search: the build of `npm run build:hosted-sample`, made with dummy
// Algolia variables (SAMPLEAPP, an index and an assistant). Nothing reaches
// Algolia: the tests answer its search requests themselves.

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createSiteServer(join(__dirname, '..', '..', 'build-hosted'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Answers Algolia's search requests with one hit, and refuses everything else of Algolia's. */
async function fakeAlgolia(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/[^/]*algolia(net)?\.(net|com)\//, async (route) => {
    asked.push(route.request().url());
    if (!route.request().url().includes('/1/indexes/*/queries')) return route.abort();
    const hit = {
      objectID: '1',
      type: 'lvl1',
      url: `${origin}/getting_started/enroll_provider`,
      hierarchy: {
        lvl0: 'Getting started',
        lvl1: 'Enroll a provider',
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: null,
      _highlightResult: {
        hierarchy: {
          lvl0: { value: 'Getting started', matchLevel: 'none', matchedWords: [] },
          lvl1: { value: 'Enroll a <mark>provider</mark>', matchLevel: 'full', matchedWords: ['provider'] },
        },
      },
      _snippetResult: {},
    };
    const body = {
      results: [
        {
          hits: [hit],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          query: 'provider',
          params: '',
          index: 'minder-docs',
          processingTimeMS: 1,
        },
      ],
    };
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return asked;
}

test('the built pages carry a preconnect hint to the search provider', async ({ request, page }) => {
  const html = await (await request.get(`${origin}/getting_started/quickstart`)).text();
  expect(html).toMatch(/<link[^>]*rel="?preconnect"?[^>]*href="?https:\/\/SAMPLEAPP-dsn\.algolia\.net"?/);
  await fakeAlgolia(page);
  await page.goto(`${origin}/`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
  await expect(page.locator('link[rel="preconnect"][href="https://SAMPLEAPP-dsn.algolia.net"]')).toHaveCount(
    1,
  );
  // The hosted build writes no embedded index.
  expect((await request.get(`${origin}/search/index.json`)).status()).toBe(404);
});

test('the modal asks Algolia and offers the AI question mode with its disclaimer', async ({ page }) => {
  const asked = await fakeAlgolia(page);
  await page.goto(`${origin}/`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('provider');
  await expect(page.locator('.DocSearch-Hit').filter({ hasText: 'Enroll a provider' })).toBeVisible();
  expect(
    asked.some((url) => url.startsWith('https://sampleapp-dsn.algolia.net/') || url.includes('SAMPLEAPP')),
  ).toBe(true);
  const askAi = page.locator('.DocSearch-Hit--AskAI, .DocSearch-Hit-AskAIButton').first();
  await expect(askAi).toBeVisible();
  await askAi.click();
  await expect(page.locator('.DocSearch-Modal')).toContainText(
    'Answers are generated with AI which can make mistakes. Verify responses.',
  );
  // Escape first leaves the AI mode, then closes the modal.
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Modal')).not.toContainText('Answers are generated with AI');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test("the pages' CSP lets the search client reach Algolia, and blocks nothing it needs", async ({
  page,
  request,
}) => {
  const csp = (await request.get(`${origin}/`)).headers()['content-security-policy'];
  const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1].split(' ');
  expect(connectSrc).toEqual(
    expect.arrayContaining([
      "'self'",
      'https://*.algolia.net',
      'https://*.algolianet.com',
      'https://*.algolia.io',
      'https://askai.algolia.com',
    ]),
  );
  const violations = await recordCspViolations(page);
  await fakeAlgolia(page);
  await page.goto(`${origin}/`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('provider');
  await expect(page.locator('.DocSearch-Hit').filter({ hasText: 'Enroll a provider' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
