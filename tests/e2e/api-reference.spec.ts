import { expect, test, type Locator } from '@playwright/test';
import { kebab, operationAnchor } from '../../scripts/api/rest-operation';
import { gotoHydrated } from './helpers';

const services = [
  'ArtifactService',
  'DataSourceService',
  'EntityInstanceService',
  'EvalResultsService',
  'HealthService',
  'InviteService',
  'OAuthService',
  'PermissionsService',
  'ProfileService',
  'ProjectsService',
  'ProvidersService',
  'RepositoryService',
  'RuleTypeService',
  'UserService',
];

test('/ref/proto lists every service group, and its type links lead to the type', async ({ page }) => {
  await gotoHydrated(page, '/ref/proto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protocol reference');
  for (const service of services) {
    await expect(page.locator(`h3#minder-v1-${service.toLowerCase()}`)).toContainText(service);
  }
  // Each table is in a frame of its own (src/css/custom.css).
  const health = page.locator('#minder-v1-healthservice ~ .table-frame').first();
  await health.getByRole('link', { name: 'CheckHealthRequest' }).click();
  await expect(page).toHaveURL(/#minder-v1-checkhealthrequest$/);
  await expect(page.locator('#minder-v1-checkhealthrequest')).toBeInViewport();
});

test('the OpenAPI document is served as openapi.json and openapi.yaml', async ({ request, page }) => {
  const json = await request.get('/openapi.json');
  expect(json.status()).toBe(200);
  const document = (await json.json()) as { openapi: string; paths: Record<string, object> };
  expect(document.openapi).toBe('3.1.0');
  const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
  expect(operations).toBe(81);
  const yaml = await request.get('/openapi.yaml');
  expect(yaml.status()).toBe(200);
  expect(await yaml.text()).toContain('openapi: 3.1.0');

  await gotoHydrated(page, '/ref/proto');
  await expect(page.getByRole('link', { name: 'openapi.json' })).toHaveAttribute('href', '/openapi.json');
});

type OpenApi = {
  paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
  components: { schemas: Record<string, object> };
};

test('/ref/api shows every service group and links to both downloads', async ({ page, request }) => {
  await gotoHydrated(page, '/ref/api');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minder API');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  for (const service of services) {
    await expect(sidebar.getByRole('link', { name: service, exact: true })).toBeVisible();
  }
  await expect(sidebar.locator('.menu__link', { hasText: /^Schemas$/ })).toBeVisible();
  for (const file of ['openapi.yaml', 'openapi.json']) {
    const link = page.getByRole('link', { name: file, exact: true });
    await expect(link).toHaveAttribute('href', `/${file}`);
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
  }
});

test('every operation has a section with its own anchor on its service page, rendered on the server', async ({
  request,
}) => {
  const document = (await (await request.get('/openapi.json')).json()) as OpenApi;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, ...operation })),
  );
  expect(operations).toHaveLength(81);
  const pages = new Map<string, string>();
  const anchors = operations.map((operation) => `id=${operationAnchor(operation.operationId)}>`);
  for (const operation of operations) {
    const url = `/ref/api/${kebab(operation.tags[0])}`;
    if (!pages.has(url)) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      pages.set(url, await response.text());
    }
    const html = pages.get(url)!;
    // The section runs from the operation's heading to the next operation's.
    const start = html.indexOf(`id=${operationAnchor(operation.operationId)}>`);
    expect(start, `${url}#${operationAnchor(operation.operationId)}`).toBeGreaterThan(0);
    const end = Math.min(
      ...anchors.map((anchor) => html.indexOf(anchor, start + 1)).filter((index) => index > start),
      html.length,
    );
    const section = html.slice(start, end);
    // The theme writes a simple path variable as `:name`, a dotted one as is.
    const endpoint = /badge[^>]*>(GET|POST|PUT|PATCH|DELETE)<\/span> <h2[^>]*>([^<]+)<\/h2>/.exec(section);
    expect(endpoint?.slice(1), operation.operationId).toEqual([
      operation.method.toUpperCase(),
      operation.path.replace(/\{(\w+)\}/g, ':$1'),
    ]);
    expect(section, operation.operationId).toContain('Example request');
    expect(section, operation.operationId).toContain('openapi-tabs__response-list-container');
  }
  expect([...pages.keys()]).toHaveLength(services.length);
});

test('an operation shows parameters, body, responses and examples without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ref/api/repository-service#register-repository');
  await expect(page.locator('main h1')).toHaveText('RepositoryService');
  await expect(page.locator('h2#register-repository')).toHaveText(/^RegisterRepository/);
  const operation = page.locator('h2#register-repository + .api-operation');
  await expect(operation.locator('.openapi__method-endpoint')).toHaveText(
    'POST /api/v1/repository/provider/:provider/register',
  );
  // The path parameter with its constraint and example.
  await expect(operation).toContainText('Path Parameters');
  await expect(operation).toContainText('provider stringrequiredPossible values: non-empty');
  // The body, its required field and the example request.
  await expect(operation).toContainText('Bodyrequired');
  await expect(operation).toContainText('"name": "payments-api"');
  // Both responses, the successful one and the error shape.
  await expect(operation.getByRole('tab', { name: '200' })).toBeVisible();
  await expect(operation.getByRole('tab', { name: 'default' })).toBeVisible();
  await expect(operation).toContainText('A successful response.');
  await expect(page.locator('.openapi-skeleton')).toHaveCount(0);
  // Nested objects start closed, and their fields are in the HTML all the same.
  await expect(
    operation.locator('details:not([open]) summary strong', { hasText: /^repository$/ }).first(),
  ).toBeAttached();
  await context.close();
});

test('an operation offers a curl example and no way to send a request', async ({ page }) => {
  await gotoHydrated(page, '/ref/api/repository-service');
  const example = page.locator('h2#list-repositories + .api-operation .request-example');
  await expect(example).toContainText('Example request');
  await expect(example.locator('code')).toContainText(
    `curl -X GET 'https://api.custcodian.dev/api/v1/repositories/provider/github-app-acme'`,
  );
  await expect(example).toContainText('Authorization: Bearer $MINDER_TOKEN');
  await expect(page.locator('main')).toContainText('read an access token from MINDER_TOKEN');
  await expect(page.getByRole('button', { name: /send/i })).toHaveCount(0);

  // The health check and the version call need no token, so their examples send none.
  await gotoHydrated(page, '/ref/api/health-service');
  const examples = page.locator('.request-example');
  await expect(examples).toHaveCount(2);
  await expect(examples.nth(0)).toContainText('/api/v1/health');
  await expect(examples.nth(1)).toContainText('/api/v1/version');
  for (const example of await examples.all()) await expect(example).not.toContainText('Authorization');
});

test('the reference works after a client-side navigation: sidebar, anchors and tabs', async ({ page }) => {
  await gotoHydrated(page, '/ref/api');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await sidebar.getByRole('link', { name: 'ProfileService', exact: true }).click();
  await expect(page.locator('main h1')).toHaveText('ProfileService');
  // The link's name starts with its method badge, drawn by CSS: "post CreateProfile".
  await sidebar.getByRole('link', { name: /CreateProfile$/ }).click();
  await expect(page).toHaveURL(/\/ref\/api\/profile-service#create-profile$/);
  const operation = page.locator('h2#create-profile + .api-operation');
  await expect(page.locator('h2#create-profile')).toBeInViewport();
  // The responses switch between the successful one and the error shape.
  const responses = operation.locator('.openapi-tabs__response-list-container');
  await responses.getByRole('tab', { name: 'default' }).click();
  await expect(responses.getByRole('tab', { name: 'default' })).toHaveAttribute('aria-selected', 'true');
  await expect(operation).toContainText('An error response: the call failed');
  // The written body example renders when its tab is picked (src/theme/SchemaTabs).
  await expect(operation.locator('.openapi-code__code-samples-container')).toHaveCount(0);
  await operation.getByRole('tab', { name: 'Example', exact: true }).first().click();
  await expect(operation.locator('.openapi-code__code-samples-container').first()).toBeVisible();
});

test('nested objects of a body open to show their fields, after a page load and after a navigation', async ({
  page,
}) => {
  // Closed levels keep the server's HTML until opened after a page load, and
  // render on opening after a client-side navigation (plugins/openapi-imports).
  for (const arrival of ['page load', 'client-side navigation']) {
    if (arrival === 'page load') {
      await gotoHydrated(page, '/ref/api/profile-service');
    } else {
      await gotoHydrated(page, '/ref/api');
      await page
        .locator('nav[aria-label="Docs sidebar"]')
        .getByRole('link', { name: 'ProfileService', exact: true })
        .click();
      await expect(page.locator('main h1')).toHaveText('ProfileService');
    }
    const operation = page.locator('h2#create-profile + .api-operation');
    // The level of a field: the <details> whose own summary names it.
    const level = (within: Locator, field: string) =>
      within
        .locator('summary', { has: page.locator('strong', { hasText: new RegExp(`^${field}$`) }) })
        .first()
        .locator('..');
    const profile = level(operation, 'profile');
    await expect(profile, arrival).not.toHaveAttribute('open');
    await profile.locator('> summary').click();
    const context = level(profile, 'context');
    await expect(context, arrival).toBeVisible();
    await expect(context, arrival).not.toHaveAttribute('open');
    await context.locator('> summary').click();
    await expect(context.getByText('retiredOrganization'), arrival).toBeVisible();
    await expect(
      context.getByText('ID (a UUID) or name of the project.', { exact: false }),
      arrival,
    ).toBeVisible();
  }
});

test('the schema index lists every schema and links to its fields', async ({ page, request }) => {
  const document = (await (await request.get('/openapi.json')).json()) as OpenApi;
  const names = Object.keys(document.components.schemas);
  await gotoHydrated(page, '/ref/api/schemas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schemas');
  const cells = page.locator('main table tbody tr td:first-child');
  expect((await cells.allTextContents()).sort()).toEqual([...names].sort());
  await page.locator('main table').getByRole('link', { name: 'Repository', exact: true }).click();
  await expect(page).toHaveURL(/\/ref\/proto#minder-v1-repository$/);
  await expect(page.locator('#minder-v1-repository')).toBeInViewport();
});
