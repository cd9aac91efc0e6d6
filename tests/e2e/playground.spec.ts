import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ruleTypeExample } from '../../src/components/Playground/examples';
import { gotoHydrated, recordCspViolations } from './helpers';

/**
 * The rule playground (/how-to/playground, issue 20): a file checked against
 * its schema with problems at their line and column; a jq rule type
 * evaluated as Minder's jq evaluator does (cases from its own tests: equal,
 * unequal, numbers of two spellings, a missing path, no value at all); a
 * selector type-checked and evaluated; nothing requested from another
 * origin; no accessibility or CSP violation in either mode.
 */

const path = '/how-to/playground';

/** The CodeMirror editor named `label` (its content element), once the playground's code has loaded. */
function editor(page: Page, label: string): Locator {
  return page.locator(`.cm-content[aria-label="${label}"]`);
}

/** Replaces the whole text of an editor, as a reader who selects all and pastes. */
async function setText(page: Page, label: string, text: string): Promise<void> {
  const content = editor(page, label);
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  await expect(content).toContainText(
    text
      .split('\n')
      .find((line) => line.trim() !== '')!
      .trim(),
  );
}

const fileEditor = 'Rule type, profile or data source (YAML)';

/** Axe's WCAG 2.1 A and AA violations on the page, one line each. */
async function axeViolations(page: Page, mode: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${mode}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Opens the playground and brings a part near the screen, which loads its code. */
async function openAt(page: Page, part: 'file' | 'selector'): Promise<void> {
  await gotoHydrated(page, path);
  const control =
    part === 'file' ? page.getByRole('combobox', { name: /^Check as/ }) : page.getByLabel('Selector (CEL)');
  await control.scrollIntoViewIfNeeded();
  await expect(editor(page, part === 'file' ? fileEditor : 'Sample repository')).toBeVisible();
}

/** The example rule type with other comparisons in place of its own. */
const rule = (assertions: string) => ruleTypeExample.replace(/ {4}jq:\n[\s\S]*$/, `    jq:\n${assertions}`);

async function evaluate(page: Page, assertions: string, ingested: string, settings = '{}'): Promise<string> {
  await setText(page, fileEditor, rule(assertions));
  await expect(page.getByText('No problems: the file matches the rule type schema.')).toBeVisible();
  await setText(page, 'Ingested data', ingested);
  await setText(page, 'Rule settings', settings);
  await page.getByRole('button', { name: 'Evaluate' }).click();
  const result = page.locator('#evaluate-a-jq-rule ~ .pg').first().locator('[role="status"]').last();
  await expect(result).not.toHaveText(/Evaluating|Not evaluated yet/);
  return (await result.innerText()).replace(/\s+/g, ' ').trim();
}

test.describe('the rule playground', () => {
  test('checks the file as it is typed, each problem at its line and column', async ({ page }) => {
    await openAt(page, 'file');
    // The rule type example is valid.
    await expect(page.getByText('No problems: the file matches the rule type schema.')).toBeVisible();

    await setText(
      page,
      fileEditor,
      [
        'version: v1',
        'type: rule-type',
        'name: broken',
        'description: d',
        'guidance: g',
        'def:',
        '  in_entity: repository',
        '  evel: {}',
      ].join('\n'),
    );
    const problems = page.locator('.pg-problems li');
    // `def` lacks `eval`, and line 8 column 3 is the misspelt `evel`.
    await expect(problems.filter({ hasText: 'Line 8, column 3' })).toContainText(
      'def has an unknown field evel',
    );
    await expect(problems.filter({ hasText: 'def is missing the required field eval' })).toHaveCount(1);
    await expect(page.locator('.cm-lintRange-error').first()).toBeVisible();
    // A problem moves the cursor to its place.
    await problems.filter({ hasText: 'Line 8, column 3' }).getByRole('button').click();
    await expect(editor(page, fileEditor)).toBeFocused();
    const line = await page.evaluate(() => {
      const selection = window.getSelection();
      return selection?.anchorNode?.parentElement?.closest('.cm-line')?.textContent ?? '';
    });
    expect(line).toContain('evel');

    // Broken YAML: the parser's message, at the line of the flaw.
    await setText(page, fileEditor, 'version: v1\ntype: profile\nname: [a,\nrepository: []');
    await expect(page.locator('.pg-problems li').first()).toContainText('Line 4');

    // The kind comes from `type`, or from the choice when the file has none.
    await setText(page, fileEditor, 'name: p\nrepository: []');
    await expect(page.locator('.pg-problems li').first()).toContainText('type');
    await page.getByLabel('Check as').selectOption('profile');
    await expect(page.getByText('No problems: the file matches the profile schema.')).toBeVisible();
  });

  test('evaluates a jq rule type as Minder does', async ({ page }) => {
    await openAt(page, 'file');

    // The example as it loads: its second comparison fails.
    await page.getByRole('button', { name: 'Evaluate' }).click();
    await expect(
      page.getByText('data does not match profile: for assertion 1, got false, want true'),
    ).toBeVisible();

    const fromProfile = '      - ingested:\n          def: ".a"\n        profile:\n          def: ".a"\n';
    // Equal values pass.
    expect(await evaluate(page, fromProfile, '{"a": "x"}', 'a: x')).toContain('Pass');
    // Unequal values fail, with what was got and wanted.
    expect(await evaluate(page, fromProfile, '{"a": "y"}', 'a: x')).toContain(
      'data does not match profile: for assertion 0, got y, want x',
    );
    // Numbers of two spellings are the same number.
    const constantOne = '      - ingested:\n          def: ".n"\n        constant: 1\n';
    expect(await evaluate(page, constantOne, '{"n": 1.0}')).toContain('Pass');
    expect(await evaluate(page, constantOne, '{"n": 2}')).toContain('got 2, want 1');
    // A missing path reads as nothing (Go's <nil>).
    expect(await evaluate(page, constantOne, '{"other": 1}')).toContain('got <nil>, want 1');
    // A path jq cannot follow (a key of a string) is an error, not a failure, in Minder too.
    const index = '      - ingested:\n          def: ".a.b"\n        constant: 1\n';
    expect(await evaluate(page, index, '{"a": "text"}')).toContain(
      'cannot get values from data accessor: error processing JQ statement:',
    );
    // The schema check refuses what Minder's server refuses: an expression that is not a path.
    await setText(
      page,
      fileEditor,
      rule('      - ingested:\n          def: ".items[]"\n        constant: 1\n'),
    );
    await expect(page.locator('.pg-problems li').first()).toContainText(
      'def.eval.jq.0.ingested.def must match pattern',
    );
    await expect(page.getByText('The rule type above has problems.')).toBeVisible();
  });

  test('says that Rego is not evaluated in the browser and shows the mindev command', async ({ page }) => {
    await openAt(page, 'file');
    await setText(
      page,
      fileEditor,
      rule('').replace(
        '    type: jq\n    jq:\n',
        '    type: rego\n    rego:\n      type: deny-by-default\n      def: |\n        package minder\n        default allow := false\n',
      ),
    );
    await expect(page.getByText('which the playground does not run in your browser')).toBeVisible();
    await expect(page.locator('.pg-command')).toHaveText(
      'mindev ruletype test -r rule-type.yaml -e entity.yaml -p profile.yaml',
    );
  });

  test('type-checks and evaluates a selector against a sample entity', async ({ page }) => {
    await openAt(page, 'selector');
    const expression = page.getByLabel('Selector (CEL)');
    // The example selector selects the sample repository.
    await expect(page.getByText("Selected: the profile's rules apply to this entity.")).toBeVisible();

    await expression.fill('repository.is_fork');
    await expect(page.getByText('Not selected')).toBeVisible();

    // A field the selector types do not have is a check error, with its column.
    await expression.fill('repository.no_such_field == true');
    const failure = page.getByText('The selector does not type-check:').locator('..');
    await expect(failure).toContainText("Line 1, column 11: undefined field 'no_such_field'");

    // The result must be a boolean.
    await expression.fill('repository.name');
    await expect(page.getByText('expression did not evaluate to a boolean')).toBeVisible();

    // Another kind of entity has its own variable and sample.
    await page.getByRole('combobox', { name: /^Entity/ }).selectOption('artifact');
    await expect(editor(page, 'Sample artifact')).toBeVisible();
    await expression.fill("artifact.type == 'container'");
    await expect(page.getByText("Selected: the profile's rules apply to this entity.")).toBeVisible();
    await expression.fill("repository.name == 'x'");
    await expect(page.getByText("undeclared reference to 'repository'")).toBeVisible();
  });

  test('requests nothing from another origin, and shows no accessibility or CSP violation in either mode', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) elsewhere.push(url);
    });
    const cspViolations = await recordCspViolations(page);
    for (const mode of ['light', 'dark'] as const) {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await openAt(page, 'file');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.getByLabel('Selector (CEL)').scrollIntoViewIfNeeded();
      await expect(editor(page, 'Sample repository')).toBeVisible();
      // As the page comes up, with its long examples in the editors.
      expect(await axeViolations(page, mode)).toEqual([]);
      // Evaluate, so that jq loads and every kind of result is on the page.
      await page.getByRole('button', { name: 'Evaluate' }).click();
      await expect(page.getByText('data does not match profile')).toBeVisible();
      await page.getByLabel('Selector (CEL)').fill('repository.no_such_field');
      await expect(page.getByText('The selector does not type-check:')).toBeVisible();
      await setText(page, fileEditor, 'version: v1\ntype: profile\nname: p\nbogus: 1\n');
      await expect(page.locator('.pg-problems li').first()).toContainText('unknown field bogus');
      expect(await axeViolations(page, mode)).toEqual([]);
    }
    expect(await cspViolations()).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  test('shows the examples without JavaScript, and says the checks need it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('textbox', { name: fileEditor })).toHaveValue(/name: merge_settings/);
    await expect(page.getByText('The schema checks run in your browser and need JavaScript.')).toBeVisible();
    await context.close();
  });
});

test('the playground loads its code only when a part of it comes near the screen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  expect(await editor(page, fileEditor).count()).toBe(0);
  await page.getByLabel('Selector (CEL)').scrollIntoViewIfNeeded();
  await expect(editor(page, 'Sample repository')).toBeVisible();
  // The editor and the checks came in chunks of their own.
  expect(scripts.length).toBeGreaterThan(before);
});
