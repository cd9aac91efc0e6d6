import { expect, test, type Page } from '@playwright/test';
import facts from '../fixtures/rule-catalog.json';
import { gotoHydrated } from './helpers';

/** The catalog of every built-in rule type on /ref/rules (src/components/RuleCatalog). */

const all = facts.ruleTypes.length;
const rows = (page: Page) => page.locator('.rule-catalog__table tbody tr');
const visibleRows = (page: Page) => page.locator('.rule-catalog__table tbody tr:not([hidden])');
const select = (page: Page, name: string) => page.getByRole('combobox', { name });

test('without JavaScript the catalog reads in full, and its filters say they need JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ref/rules?entity=artifact');
  await expect(rows(page)).toHaveCount(all);
  await expect(visibleRows(page)).toHaveCount(all);
  await expect(page.getByRole('group', { name: 'Filter the rule types (needs JavaScript)' })).toBeVisible();
  await expect(select(page, 'Entity')).toBeDisabled();
  await expect(page.getByRole('searchbox', { name: 'Text' })).toBeDisabled();
  await expect(page.getByText(`${all} rule types.`)).toBeVisible();
  // A documented rule type leads to its section and to its file; another to its file only.
  const documented = page.locator('tr[data-rule-type="branch_protection_enabled"]');
  await expect(documented.getByRole('link', { name: 'Reference' })).toHaveAttribute(
    'href',
    '/ref/rules/branch_protection#branch_protection_enabled',
  );
  const other = facts.ruleTypes.find((fact) => fact.file.startsWith('security-baseline/'))!;
  const row = page.locator(`tr[data-file="${other.file}"]`);
  await expect(row.getByRole('link')).toHaveCount(1);
  await expect(row.getByRole('link', { name: 'File' })).toHaveAttribute(
    'href',
    new RegExp(`/blob/${facts.source.rulesCommit}/${other.file}$`),
  );
  await context.close();
});

test('the filters narrow the table, keep their state in the URL, and clear', async ({ page }) => {
  await gotoHydrated(page, '/ref/rules');
  await expect(visibleRows(page)).toHaveCount(all);
  const artifacts = facts.ruleTypes.filter((fact) => fact.entity === 'artifact');
  await select(page, 'Entity').selectOption('artifact');
  await expect(page).toHaveURL(/\/ref\/rules\?entity=artifact$/);
  await expect(visibleRows(page)).toHaveCount(artifacts.length);
  await expect(page.getByRole('status')).toHaveText(`${artifacts.length} of ${all} rule types match.`);
  for (const fact of artifacts) await expect(page.locator(`tr[data-file="${fact.file}"]`)).toBeVisible();

  // Filters combine, and the text filter looks in names and settings.
  await select(page, 'Entity').selectOption('');
  await select(page, 'Provider').selectOption('gitlab');
  await page.getByRole('searchbox', { name: 'Text' }).fill('branch');
  await expect(page).toHaveURL(/\?provider=gitlab&q=branch$/);
  // Every GitLab rule type named for branches shows, and every row shown is GitLab's and says "branch".
  const named = facts.ruleTypes.filter(
    (fact) => fact.file.includes('rule-types/gitlab/') && fact.name.includes('branch'),
  );
  expect(named.length).toBeGreaterThan(0);
  for (const fact of named) await expect(page.locator(`tr[data-file="${fact.file}"]`)).toBeVisible();
  const shown = await visibleRows(page).evaluateAll((found) => found.map((row) => row.textContent ?? ''));
  const gitlab = new Set(
    facts.ruleTypes.filter((fact) => fact.file.includes('rule-types/gitlab/')).map((fact) => fact.file),
  );
  const shownNames = await visibleRows(page).evaluateAll((found) =>
    found.map((row) => row.getAttribute('data-file') ?? ''),
  );
  expect(shownNames.every((name) => gitlab.has(name))).toBe(true);
  expect(shown.every((text) => /branch/i.test(text))).toBe(true);
  const gitlabBranch = shownNames;

  // The URL alone gives the same view: a reload, or a link shared with someone.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(select(page, 'Provider')).toHaveValue('gitlab');
  await expect(page.getByRole('searchbox', { name: 'Text' })).toHaveValue('branch');
  await expect(visibleRows(page)).toHaveCount(gitlabBranch.length);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/ref\/rules$/);
  await expect(visibleRows(page)).toHaveCount(all);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
});

test('a filter no rule type passes says so, and remediation and release phase filter too', async ({
  page,
}) => {
  await gotoHydrated(page, '/ref/rules?remediation=none&phase=beta');
  const expected = facts.ruleTypes.filter((fact) => fact.remediate === null && fact.release_phase === 'beta');
  await expect(visibleRows(page)).toHaveCount(expected.length);
  await expect(select(page, 'Remediation')).toHaveValue('none');
  await page.getByRole('searchbox', { name: 'Text' }).fill('zzqx');
  await expect(visibleRows(page)).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(`0 of ${all} rule types match.`);
  // The engine filter offers each engine the rule types use.
  const engines = [...new Set(facts.ruleTypes.map((fact) => fact.eval.engine))];
  for (const engine of engines)
    await expect(select(page, 'Engine').locator(`option[value="${engine}"]`)).toHaveCount(1);
});
