/**
 * What a page fetches from the site, counted the same way by `npm run bench` and the budget test
 * (`tests/e2e/budgets.spec.ts`). Each response from the site's origin counts as its body gzipped
 * here (zlib's default level): Playwright hands over bodies decoded, and gzipping them here keeps
 * the figures independent of the server, though both serve the build with gzip
 * (`scripts/serve.ts`).
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import type { FileCost } from './measure';

export type Fetched = FileCost & { body: Buffer };

/**
 * The viewport of a first visit, Playwright's default, which the bench has always used. It decides
 * what a first visit loads: a diagram draws when it comes within 800 px of the screen
 * (`src/theme/Mermaid`).
 */
export const firstVisitViewport = { width: 1280, height: 720 };

/**
 * The responses from `origin` while `action` runs and until the network has been quiet for 700 ms.
 * Playwright's "networkidle" is a load state, reached once per page, so requests are counted here.
 */
export async function fetchedDuring(
  page: Page,
  origin: string,
  action: () => Promise<void>,
): Promise<Fetched[]> {
  const fetched: Fetched[] = [];
  const pending: Promise<void>[] = [];
  const listener = (response: Response) => {
    if (!response.url().startsWith(origin)) return;
    const path = new URL(response.url()).pathname;
    const resourceType = response.request().resourceType();
    pending.push(
      response
        .body()
        .then((body) => {
          fetched.push({ path, resourceType, bytes: gzipSync(body).length, body });
        })
        // Redirects have no body.
        .catch(() => undefined),
    );
  };
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('response', listener);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    while (inFlight > 0 || Date.now() - lastActivity < 700) await page.waitForTimeout(100);
    await Promise.all(pending);
  } finally {
    page.off('response', listener);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  return fetched;
}

/**
 * A first visit of `path` in `page`, which must belong to a fresh browser context: what the page
 * fetches until it has hydrated and the network is quiet.
 */
export function firstVisit(page: Page, origin: string, path: string): Promise<Fetched[]> {
  return fetchedDuring(page, origin, async () => {
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  });
}
