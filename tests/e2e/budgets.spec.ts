import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { pageBudgets, searchTargets } from '../../bench/budgets';
import { firstVisit, firstVisitViewport, type Fetched } from '../../bench/fetched';
import { overBudget, totalBytes, weightKind } from '../../bench/measure';
import { firstQuery } from '../../bench/first-query';
import { indexFile } from '../../plugins/search-index/engine';

// Byte budgets (issue 18): the first-visit JavaScript of each kind of page and what the first
// search query fetches, as gzip bytes counted by the bench's own code. Bytes do not depend on how
// busy the machine is, so they are checked here; times stay in `npm run bench`. Each test's page
// belongs to a fresh browser context, as each of the bench's visits does.

test.use({ viewport: firstVisitViewport });

const scripts = (files: readonly Fetched[]) => files.filter((file) => weightKind(file.resourceType) === 'js');
const mainBundle = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

/** Records the figure in the report, for whoever sets or raises a budget. */
function report(what: string, bytes: number, budget: number): void {
  test.info().annotations.push({ type: what, description: `${bytes} gzip bytes, budget ${budget}` });
}

for (const { kind, path, budgetJsBytes } of pageBudgets) {
  test(`the ${kind} page (${path}) loads at most its budget of JavaScript`, async ({ page, baseURL }) => {
    const js = scripts(await firstVisit(page, baseURL!, path));
    // A visit that counted nothing would pass any budget.
    expect(js.map((file) => file.path)).toContainEqual(expect.stringMatching(mainBundle));
    report('first-visit JavaScript', totalBytes(js), budgetJsBytes);
    expect(overBudget(`the ${kind} page ${path}`, js, budgetJsBytes)).toBeUndefined();
  });
}

test('the first search query fetches at most its budget of engine and index', async ({ page, baseURL }) => {
  const engine = (await firstQuery(page, baseURL!)).filter((file) => file.engine);
  expect(engine.map((file) => file.path)).toContain(`/${indexFile}`);
  // A first query counted without the client's code or MiniSearch's would pass any budget.
  expect(engine.filter((file) => file.path.startsWith('/assets/js/'))).toHaveLength(2);
  report('first search query', totalBytes(engine), searchTargets.firstQueryBudgetBytes);
  expect(overBudget('the first search query', engine, searchTargets.firstQueryBudgetBytes)).toBeUndefined();
});

test('a page whose JavaScript grows past its budget fails, naming the file that grew', async ({
  page,
  baseURL,
}) => {
  const { kind, path, budgetJsBytes } = pageBudgets[0]!;
  // Random bytes do not compress: as base64 in a comment, their number is about what gzip adds,
  // so the main bundle alone now weighs more than the whole budget.
  await page.route(mainBundle, async (route) => {
    const served = await (await route.fetch()).text();
    const padding = randomBytes(budgetJsBytes).toString('base64');
    await route.fulfill({ contentType: 'text/javascript', body: `${served}\n/* ${padding} */\n` });
  });
  const problem = overBudget(
    `the ${kind} page ${path}`,
    scripts(await firstVisit(page, baseURL!, path)),
    budgetJsBytes,
  );
  expect(problem).toContain(`the ${kind} page ${path}: `);
  expect(problem).toContain(`is above its budget of ${budgetJsBytes} `);
  expect(problem).toMatch(/largest files: \/assets\/js\/main\.[0-9a-f]+\.js \(\d+\)/);
});
