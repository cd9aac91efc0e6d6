import { expect, test } from '@playwright/test';
import { officialRoutes } from '../../plugins/redirects/official-routes';

// Each route of the official docs that this site has no page for forwards the
// reader to the page that covers it (plugins/redirects/official-routes.ts).
test('every official docs route that this site lacks lands on the page that covers it', async ({ page }) => {
  expect(officialRoutes.length).toBeGreaterThan(0);
  const wrong: string[] = [];
  for (const { from, to } of officialRoutes) {
    await page.goto(from);
    await page.waitForURL((url) => url.pathname !== from, { timeout: 10_000 }).catch(() => undefined);
    const landed = new URL(page.url()).pathname;
    const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
    if (landed !== to) wrong.push(`${from}: landed on ${landed}, not ${to}`);
    else if (!heading || heading === 'Page Not Found')
      wrong.push(`${from} → ${to}: no page there (h1 "${heading}")`);
  }
  expect(wrong).toEqual([]);
});
