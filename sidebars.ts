import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

// One sidebar, one category per area of SPEC.md section 2, in that order.
// A page joins the sidebar when it is written; `description` feeds the site
// map on the home page.
const sidebars: SidebarsConfig = {
  docs: [
    { type: 'doc', id: 'index', label: 'Home' },
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      customProps: {
        description: 'From nothing to a registered repository with a profile, its status and a remediation.',
      },
      items: [
        'getting_started/install_cli',
        'getting_started/login',
        'getting_started/quickstart',
        'getting_started/enroll_provider',
        'getting_started/register_repos',
        'getting_started/first_profile',
        'getting_started/viewing_status',
        'getting_started/remediations',
      ],
    },
    {
      type: 'category',
      label: 'Understand',
      collapsed: true,
      customProps: {
        description:
          'How Minder works: projects, providers, profiles, rule evaluation, alerts, remediations and data sources.',
      },
      items: [
        'understand/key_concepts',
        'understand/projects',
        'understand/providers',
        'understand/repository_registration',
        'understand/profiles',
        'understand/rule_evaluation',
        'understand/evaluation_output',
        'understand/alerts',
        'understand/remediations',
        'understand/data_sources',
      ],
    },
    {
      type: 'category',
      label: 'How-to guides',
      collapsed: true,
      customProps: {
        description:
          'One task each: projects and profiles, alerts and remediation, writing and testing rule types.',
      },
      items: [
        'how-to/create_project',
        'how-to/create_profile',
        'how-to/manage_profiles',
        'how-to/profile_selectors',
        'how-to/setup-alerts',
        'how-to/setup-autoremediation',
        'how-to/remediate-pullrequest',
        'how-to/pr_reviews',
        'how-to/artifact_signatures',
        'how-to/custom-rules',
        'how-to/writing-rules-in-jq',
        'how-to/writing-rules-in-rego',
        'how-to/mindev',
        'how-to/playground',
        'how-to/test-rule-types',
      ],
    },
    {
      type: 'category',
      label: 'Run the server',
      collapsed: true,
      customProps: {
        description:
          'Self-host Minder: its parts, the Helm chart, a local server, identity, GitHub App and webhooks.',
      },
      items: [
        'run_minder_server/intro_to_install',
        'run_minder_server/installing_minder',
        'run_minder_server/run_the_server',
        'run_minder_server/config_oauth',
        'run_minder_server/config_provider',
        'run_minder_server/config_webhook',
        'run_minder_server/email_templates',
      ],
    },
    {
      type: 'category',
      label: 'User management',
      collapsed: true,
      customProps: {
        description: 'Invite people to a project, give them roles, and use Minder from a CI workflow.',
      },
      items: ['user_management/adding_users', 'user_management/user_roles', 'user_management/github_actions'],
    },
    {
      type: 'category',
      label: 'Integrations',
      collapsed: true,
      customProps: {
        description: 'What Minder connects to: the GitHub provider, community projects and the API.',
      },
      items: [
        'integrations/overview',
        'integrations/provider_integrations/github',
        'integrations/provider_integrations/gitlab',
        'integrations/provider_integrations/other_providers',
        'integrations/community_integrations',
      ],
    },
    {
      type: 'category',
      label: 'Reference',
      collapsed: true,
      customProps: {
        description:
          'Generated from the sources of truth: the API contract, the command tree and the built-in rule types.',
      },
      items: [
        // /ref/api, /ref/cli and /ref/rules are docs instances of their own (docusaurus.config.ts).
        { type: 'link', href: '/ref/cli/minder', label: 'Command-line reference' },
        { type: 'link', href: '/ref/rules', label: 'Rule reference' },
        { type: 'doc', id: 'ref/schema', label: 'Resource schemas' },
        { type: 'link', href: '/ref/api', label: 'REST API reference' },
        { type: 'doc', id: 'ref/proto', label: 'Protocol reference' },
        'ref/cli_configuration',
        'ref/rule_evaluation_details',
      ],
    },
    {
      type: 'category',
      label: 'Developer guide',
      collapsed: true,
      customProps: {
        description: 'Build, run and test Minder from source, and gate new features behind flags.',
      },
      items: ['developer_guide/get-hacking', 'developer_guide/feature_flags'],
    },
    {
      type: 'category',
      label: 'About',
      collapsed: true,
      customProps: {
        description:
          'Recent releases, how to contribute to Minder and these docs, and where the project is going.',
      },
      items: ['about/changelog', 'about/roadmap', 'about/contributing'],
    },
  ],
};

export default sidebars;
