import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated, recordCspViolations, sitemapPaths } from './helpers';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The command pages share one generated layout, so a sample stands for
 * them: the root, a group, a command with inherited flags from two levels, a
 * deep one, the help topic and the page of the command the client does not
 * have. Every other page is checked.
 */
const commandSample = new Set([
  '/ref/cli/minder',
  '/ref/cli/minder_repo',
  '/ref/cli/minder_profile_status_list',
  '/ref/cli/minder_auth_offline-token_use',
  '/ref/cli/minder_config',
  '/ref/cli/minder_project_update',
]);
const checked = (path: string) => !path.startsWith('/ref/cli/') || commandSample.has(path);

// Each mode's pages are checked in shards, every shard a test with its own time limit: one test
// for all of them took 9 of its 10 minutes on a 2-core machine, and the site keeps growing.
const shards = 4;

for (const mode of ['dark', 'light'] as const) {
  for (let shard = 0; shard < shards; shard++) {
    test(`every page has no WCAG 2.1 A or AA violation and no CSP violation in ${mode} mode (shard ${shard + 1} of ${shards})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(10 * 60_000);
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      // The server sends the build's Content-Security-Policy (plugins/hosting): nothing a page
      // does, diagrams drawn included, may be blocked by it.
      const cspViolations = await recordCspViolations(page);
      const report: string[] = [];
      const all = (await sitemapPaths(request)).filter(checked);
      expect(all).toEqual(
        expect.arrayContaining([...commandSample, '/ref/rules/branch_protection', '/ref/schema']),
      );
      const paths = all.filter((_, index) => index % shards === shard);
      for (const path of paths) {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // Draw the lazily rendered diagrams so that they are checked too.
        for (const frame of await page.locator('.mermaid-frame').all()) await frame.scrollIntoViewIfNeeded();
        await expect(page.locator('.mermaid-frame:empty')).toHaveCount(0);
        // Draw the framed tables too (src/css/custom.css): axe finds a cell's background
        // by hit testing, which skips a table that is not drawn yet.
        await page.addStyleTag({ content: '.table-frame { content-visibility: visible !important; }' });
        await page.evaluate(() => window.scrollTo(0, 0));
        const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        for (const violation of results.violations) {
          const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
          report.push(`${path}: ${violation.id} (${violation.help}) at ${targets}`);
        }
        for (const blocked of await cspViolations()) report.push(`${path}: CSP: ${blocked}`);
      }
      expect(report).toEqual([]);
    });
  }
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

for (const mode of ['dark', 'light'] as const) {
  test(`the search modal and results page have no WCAG 2.1 A or AA violation in ${mode} mode`, async ({
    page,
  }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    const report: string[] = [];
    const check = async (state: string, modal?: string) => {
      const builder = new AxeBuilder({ page }).withTags(wcagTags);
      // DocSearch's own markup nests controls: its backdrop is a focusable
      // role="button" around the dialog, and each result is a role="option"
      // around a link. Changing that means replacing its modal, which this
      // site keeps as DocSearch ships it; the rule is left out for the modal only.
      const results = await (
        modal ? builder.include(modal).disableRules(['nested-interactive']) : builder
      ).analyze();
      for (const violation of results.violations) {
        const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
        report.push(`${state}: ${violation.id} (${violation.help}) at ${targets}`);
      }
    };
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    // The real search bar loads on the shortcut, then opens its modal.
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await check('empty modal', '.DocSearch-Container');
    await page.locator('.DocSearch-Input').fill('provider');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await check('modal with results', '.DocSearch-Container');
    await page.locator('.DocSearch-Input').fill('zzqxv');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await check('modal without results', '.DocSearch-Container');
    await gotoHydrated(page, '/search?q=provider');
    await expect(page.locator('main article').first()).toBeVisible();
    await check('/search?q=provider');
    expect(report).toEqual([]);
  });
}

for (const mode of ['dark', 'light'] as const) {
  test(`the search button is named by the text it shows, before and after the real bar loads, in ${mode} mode`, async ({
    page,
  }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    // WCAG 2.5.3, label in name: axe counts the rule as experimental, so it is asked for by name.
    const mismatches = async () =>
      (
        await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze()
      ).violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`),
      );
    await gotoHydrated(page, '/');
    const button = page.locator('.DocSearch-Button');
    // The stand-in shows its shortcut hint once it knows the platform; the hint is drawn, and
    // the shortcut is told to assistive technology by aria-keyshortcuts.
    await expect(page.locator('html')).toHaveAttribute('data-search-key', 'ctrl');
    const hint = await button
      .locator('.DocSearch-Button-Keys')
      .evaluate((keys) => [
        getComputedStyle(keys, '::before').content,
        getComputedStyle(keys, '::after').content,
      ]);
    expect(hint).toEqual(['"Ctrl"', '"K"']);
    await expect(button).toHaveAccessibleName('Search');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
    expect(await mismatches()).toEqual([]);
    // The real DocSearch button replaces it when the pointer reaches it.
    await button.hover();
    // DocSearch names its button with the shortcut in brackets.
    await expect(page.locator('.DocSearch-Button')).toHaveAccessibleName('Search (Control+k)');
    await expect(page.locator('.DocSearch-Button kbd')).toHaveCount(2);
    for (const key of await page.locator('.DocSearch-Button kbd').all()) await expect(key).toBeHidden();
    expect(await mismatches()).toEqual([]);
  });
}
