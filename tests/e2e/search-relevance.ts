/**
 * The relevance set of the site search: each query, and the page (or the
 * section, with its anchor) that must be among its first three results.
 * Together they cover every area of the site and the ways readers type:
 * titles, commands, API names, prefixes while typing, one typo, several words.
 */
export const relevanceSet: { query: string; expect: string }[] = [
  { query: 'install', expect: '/getting_started/install_cli' },
  { query: 'instal', expect: '/getting_started/install_cli' },
  { query: 'brew install minder', expect: '/getting_started/install_cli' },
  { query: 'log in', expect: '/getting_started/login' },
  { query: 'minder auth login', expect: '/ref/cli/minder_auth_login' },
  { query: 'log in with the minder CLI', expect: '/getting_started/login' },
  { query: 'quickstart', expect: '/getting_started/quickstart' },
  { query: 'quikstart', expect: '/getting_started/quickstart' },
  { query: 'enroll provider', expect: '/getting_started/enroll_provider' },
  { query: 'GitHub App installation', expect: '/integrations/provider_integrations/github' },
  { query: 'regis', expect: '/understand/repository_registration' },
  { query: 'register repositories', expect: '/getting_started/register_repos' },
  { query: 'first profile', expect: '/getting_started/first_profile' },
  { query: 'view status', expect: '/getting_started/viewing_status' },
  { query: 'remediaton', expect: '/how-to/setup-autoremediation' },
  { query: 'automatic remediation pull request', expect: '/how-to/setup-autoremediation' },
  { query: 'turn on remediations', expect: '/getting_started/remediations' },
  { query: 'Minder documentation', expect: '/' },
  { query: 'protocol reference', expect: '/ref/proto' },
  { query: 'REST API', expect: '/ref/api' },
  { query: 'schemas', expect: '/ref/api/schemas' },
  { query: 'ProfileService', expect: '/ref/api/profile-service' },
  { query: 'CreateProfile', expect: '/ref/api/profile-service#create-profile' },
  { query: 'RegisterRepository', expect: '/ref/api/repository-service#register-repository' },
  { query: 'health check', expect: '/ref/api/health-service' },
  { query: 'artifact service', expect: '/ref/api/artifact-service' },
  { query: 'GetInviteDetails', expect: '/ref/api/invite-service#get-invite-details' },
  { query: 'invitation details', expect: '/ref/cli/minder_auth_invite_get' },
  { query: 'permissions roles', expect: '/user_management/user_roles' },
  { query: 'PermissionsService', expect: '/ref/api/permissions-service' },
  { query: 'EvalResultsService', expect: '/ref/api/eval-results-service' },
  { query: 'ListRuleTypes', expect: '/ref/api/rule-type-service#list-rule-types' },
  { query: 'minder repo register', expect: '/ref/cli/minder_repo_register' },
  { query: 'offline token', expect: '/ref/cli/minder_auth_offline-token' },
  { query: 'branch protection', expect: '/ref/rules/branch_protection' },
  { query: 'secret scanning rule', expect: '/ref/rules/secret_scanning' },
  { query: 'json schema editor', expect: '/ref/schema' },
  { query: 'key concepts', expect: '/understand/key_concepts' },
  { query: 'profile selectors', expect: '/how-to/profile_selectors' },
  { query: 'data sources', expect: '/understand/data_sources' },
  { query: 'write rules in rego', expect: '/how-to/writing-rules-in-rego' },
  { query: 'mindev', expect: '/how-to/mindev' },
  { query: 'dry run', expect: '/how-to/setup-autoremediation#step-2-try-a-dry-run' },
  { query: 'helm chart', expect: '/run_minder_server/installing_minder' },
  { query: 'docker compose', expect: '/run_minder_server/run_the_server' },
  { query: 'keycloak realm', expect: '/run_minder_server/config_oauth' },
  { query: 'webhook secret', expect: '/run_minder_server/config_webhook' },
  { query: 'invite a user', expect: '/user_management/adding_users' },
  { query: 'offline token github actions', expect: '/user_management/github_actions' },
  { query: 'GitHub provider permissions', expect: '/integrations/provider_integrations/github' },
  { query: 'changelog', expect: '/about/changelog' },
  { query: 'feature flags', expect: '/developer_guide/feature_flags' },
  { query: 'client configuration environment variables', expect: '/ref/cli_configuration' },
  { query: 'remediationDetails', expect: '/ref/rule_evaluation_details' },
];

/** Whether a result URL (absolute or a path) is the expected page or section. */
export function isExpected(url: string, expect: string): boolean {
  const { pathname, hash } = new URL(url, 'http://site.invalid');
  return expect.includes('#') ? `${pathname}${hash}` === expect : pathname === expect;
}
