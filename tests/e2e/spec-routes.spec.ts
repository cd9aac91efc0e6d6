import { expect, test } from '@playwright/test';
import { pageProblems } from './helpers';

/**
 * The whole route list of SPEC.md section 2, as written there, with
 * `<product>` as `minder`. Each area is a prefix and the names of its pages;
 * the list is spelled out here, not read from the site, so that a page that
 * goes missing from the build fails this test.
 */
const areas: Record<string, string[]> = {
  '': ['', 'search'],
  about: ['changelog', 'contributing', 'roadmap'],
  developer_guide: ['feature_flags', 'get-hacking'],
  getting_started: [
    'enroll_provider',
    'first_profile',
    'install_cli',
    'login',
    'quickstart',
    'register_repos',
    'remediations',
    'viewing_status',
  ],
  'how-to': [
    'artifact_signatures',
    'create_profile',
    'create_project',
    'custom-rules',
    'manage_profiles',
    // "a page on the product's developer utility"
    'mindev',
    'pr_reviews',
    'profile_selectors',
    'remediate-pullrequest',
    'setup-alerts',
    'setup-autoremediation',
    'writing-rules-in-jq',
    'writing-rules-in-rego',
  ],
  integrations: ['community_integrations', 'overview', 'provider_integrations/github'],
  ref: ['api', 'proto', 'schema', 'cli_configuration', 'rule_evaluation_details'],
  'ref/rules': [
    'artifact_signature',
    'branch_protection',
    'codeql_enabled',
    'dependabot_configured',
    'github_actions',
    'license',
    'pr_vulnerability_check',
    'secret_scanning',
  ],
  run_minder_server: [
    'config_oauth',
    'config_provider',
    'config_webhook',
    'installing_minder',
    'intro_to_install',
    'run_the_server',
  ],
  understand: [
    'alerts',
    'data_sources',
    'key_concepts',
    'profiles',
    'projects',
    'providers',
    'remediations',
    'repository_registration',
    'rule_evaluation',
  ],
  user_management: ['adding_users', 'github_actions', 'user_roles'],
};

/** The command-line reference pages of SPEC.md section 2, as the words of each command after `minder`. */
const commands: string[] = [
  '',
  'apply',
  'quickstart',
  'version',
  'config',
  'set-project',
  'history list',
  ...['get', 'list'].map((name) => `artifact ${name}`),
  ...['delete', 'login', 'logout', 'token', 'whoami'].map((name) => `auth ${name}`),
  ...['accept', 'decline', 'get', 'list'].map((name) => `auth invite ${name}`),
  ...['get', 'revoke', 'use'].map((name) => `auth offline-token ${name}`),
  ...['bash', 'fish', 'powershell', 'zsh'].map((name) => `completion ${name}`),
  ...['apply', 'create', 'delete', 'get', 'list'].map((name) => `datasource ${name}`),
  ...['apply', 'create', 'delete', 'export', 'get', 'list'].map((name) => `profile ${name}`),
  ...['get', 'list'].map((name) => `profile status ${name}`),
  ...['create', 'delete', 'list', 'update'].map((name) => `project ${name}`),
  ...['deny', 'grant', 'grant list', 'list', 'update'].map((name) => `project role ${name}`),
  ...['delete', 'enroll', 'get', 'list', 'update'].map((name) => `provider ${name}`),
  ...['delete', 'get', 'list', 'reconcile', 'register'].map((name) => `repo ${name}`),
  ...['apply', 'create', 'delete', 'get', 'list'].map((name) => `ruletype ${name}`),
];

const routes = [
  ...Object.entries(areas).flatMap(([area, pages]) =>
    pages.map((name) => (area === '' ? `/${name}` : `/${area}/${name}`)),
  ),
  ...commands.map((words) => `/ref/cli/${['minder', ...words.split(' ').filter(Boolean)].join('_')}`),
];

test('every route of SPEC.md section 2 answers 200 with its own page', async ({ request }) => {
  // 62 pages by area and 62 command pages (SPEC.md lists the commands that run, not their groups).
  expect(new Set(routes).size).toBe(62 + 62);
  expect(routes).toHaveLength(62 + 62);
  const problems = await pageProblems(request, routes, ($) => {
    const title = $('h1').first().text().trim();
    return title && title !== 'Page Not Found' ? [] : [`no page of its own (h1 "${title}")`];
  });
  expect(problems).toEqual([]);
});
