import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated, sitemapPaths } from './helpers';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const mode of ['dark', 'light'] as const) {
  test(`every page has no WCAG 2.1 A or AA violation in ${mode} mode`, async ({ page, request }) => {
    test.setTimeout(10 * 60_000);
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    const report: string[] = [];
    for (const path of await sitemapPaths(request)) {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Draw the lazily rendered diagrams so that they are checked too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('.mermaid-frame:empty')).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      for (const violation of results.violations) {
        const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
        report.push(`${path}: ${violation.id} (${violation.help}) at ${targets}`);
      }
    }
    expect(report).toEqual([]);
  });
}

for (const mode of ['dark', 'light'] as const) {
  test(`the 404 page has no WCAG 2.1 A or AA violation in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto('/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
