import { load, type CheerioAPI } from 'cheerio';
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

/**
 * Fetches each path as served (redirects not followed) and checks the page
 * with `check`. Returns the problems, each prefixed with its path: a status
 * other than 200, or what `check` reports of the page.
 */
export async function pageProblems(
  request: APIRequestContext,
  paths: string[],
  check: ($: CheerioAPI) => string[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) problems.push(`${path}: status ${response.status()}`);
    else problems.push(...check(load(await response.text())).map((problem) => `${path}: ${problem}`));
  }
  return problems;
}

/**
 * Starts recording what the Content-Security-Policy blocks on `page` (the
 * `securitypolicyviolation` events of each document it loads). Call before
 * the first navigation; the returned function
 * reads what the current document recorded.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; source: string; line: number }[] = [];
    (window as unknown as { cspViolations: typeof seen }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
      });
    });
  });
  return async () => {
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            cspViolations?: { directive: string; blocked: string; source: string; line: number }[];
          }
        ).cspViolations ?? [],
    );
    const problems = seen.map(
      ({ directive, blocked, source, line }) =>
        `${directive} blocked ${blocked || 'inline'} (${source}:${line})`,
    );
    return problems;
  };
}
