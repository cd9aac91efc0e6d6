/**
 * What the first search query of a visit fetches, for `npm run bench` (bench/search.ts) and the
 * budget test (`tests/e2e/budgets.spec.ts`). Apart from bench/search.ts, so that the test does not
 * load the index build's code.
 */
import type { Page } from '@playwright/test';
import { fetchedDuring, firstVisit, type Fetched } from './fetched';

export type QueryFile = Fetched & { engine: boolean };

/** Types `query` into the open search modal and waits for its results. */
export async function showResults(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
}

/**
 * Opens `/` in `page`, which must belong to a fresh browser context, then the search modal, and
 * types the first query of the visit: what that query fetches, each file marked when it is the
 * engine or index rather than the DocSearch modal's own code.
 */
export async function firstQuery(page: Page, origin: string): Promise<QueryFile[]> {
  await firstVisit(page, origin, '/');
  const fetched = await fetchedDuring(page, origin, async () => {
    await page.keyboard.press('Control+k');
    await showResults(page, 'provider');
  });
  // The client's chunk defines the export `EmbeddedSearchClient` (the bar's chunk only calls the
  // client); MiniSearch's names itself in its errors.
  return fetched.map((file) => ({
    ...file,
    engine:
      file.path.startsWith('/search/') ||
      /\bEmbeddedSearchClient:\(\)=>/.test(file.body.toString()) ||
      file.body.includes('MiniSearch'),
  }));
}
