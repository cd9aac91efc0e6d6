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
      label: 'Reference',
      collapsed: true,
      customProps: {
        description: 'Generated from the sources of truth: the API contract.',
      },
      items: [
        // /ref/api is a docs instance of its own (docusaurus.config.ts).
        { type: 'link', href: '/ref/api', label: 'REST API reference' },
        { type: 'doc', id: 'ref/proto', label: 'Protocol reference' },
      ],
    },
  ],
};

export default sidebars;
