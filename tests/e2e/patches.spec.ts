import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

/**
 * What the patches of plugins/README.md change in what a reader gets. The
 * byte budgets (budgets.spec.ts) catch a patch that stops saving bytes; these
 * catch one that stops working without changing the bytes much.
 */

test('the main bundle carries no module paths, no tslib and no prism-react-renderer languages', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const main = /<link rel="?preload"? as="?script"? href="?(\/assets\/js\/main\.\w+\.js)/.exec(html)?.[1];
  expect(main, 'the home page preloads its main bundle').toBeDefined();
  const body = await (await request.get(main!)).text();
  expect(body.length).toBeGreaterThan(10_000);
  // plugins/lean-bundle: the route registry's module paths, and tslib's other helpers.
  expect(body).not.toContain('"@site/docs/');
  expect(body).not.toContain('__awaiter');
  // plugins/prism-highlight: prism-react-renderer's bundled grammars.
  expect(body).not.toContain('objectivec');
});

test('code blocks are highlighted on the server, after hydration and after a client-side navigation', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // plugins/prism-highlight: the server's HTML holds the tokens of the page's grammars.
  const html = await (await request.get('/getting_started/install_cli')).text();
  expect(html).toContain('class="token function');
  await gotoHydrated(page, '/getting_started/install_cli');
  await expect(page.locator('pre.language-bash .token.function').first()).toBeVisible();
  // The rule index (the catalog) has no code block: the rule page reached from it by a client-side
  // navigation loads its YAML grammar with its own chunk, into the Prism the blocks use.
  await gotoHydrated(page, '/ref/rules');
  await page.locator('tr[data-rule-type="secret_scanning"]').getByRole('link', { name: 'Reference' }).click();
  await expect(page).toHaveURL(/\/ref\/rules\/secret_scanning#secret_scanning$/);
  await expect(page.locator('pre.language-yaml .token.key').first()).toBeVisible();
  // A block that the browser renders differently from the server is a hydration error.
  expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
});
