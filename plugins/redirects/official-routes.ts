/**
 * The routes of Minder's official docs (docs/docs in mindersec/minder at
 * 2853b8d) that this site has no page for, each sent to the page that now
 * covers its content. `@docusaurus/plugin-client-redirects` writes a small
 * HTML page at every `from` that forwards to its `to` (docusaurus.config.ts).
 *
 * Every other official route is a route of this site as well; the unit test
 * tests/unit/docs/redirects.test.ts checks both, against
 * tests/fixtures/official-routes.json. To add a redirect, add a `{ from, to }`
 * entry to the group it belongs to (or a new group with its reason).
 */
export type Redirect = { from: string; to: string };

export const officialRoutes: Redirect[] = [
  // Testing rule types: the how-to page and the design note of the rule
  // testing framework (`mindev test`, Starlark tests, mocks) are one how-to here.
  { from: '/how-to/testing-rules', to: '/how-to/test-rule-types' },
  { from: '/developer_guide/designs/rule-testing', to: '/how-to/test-rule-types' },

  // The GitLab OAuth application of a self-hosted server is part of the GitLab
  // provider page, with the rest of its server configuration.
  { from: '/run_minder_server/config_gitlab_oauth', to: '/integrations/provider_integrations/gitlab' },

  // The server's invitation email templates.
  { from: '/run_minder_server/customize_email_templates', to: '/run_minder_server/email_templates' },

  // The file formats of rule types, profiles and data sources are the
  // resource schemas, on one page.
  { from: '/ref/formats/ruletype', to: '/ref/schema' },
  { from: '/ref/formats/profile', to: '/ref/schema' },
  { from: '/ref/formats/datasource', to: '/ref/schema' },
];
