import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { describe, expect, it } from 'vitest';
import { toSiteMapAreas } from '../../src/components/SiteMap/areas';

const link = (label: string, href: string): PropSidebarItem => ({
  type: 'link',
  label,
  href,
  unlisted: false,
});

describe('toSiteMapAreas', () => {
  it('makes one area per top-level category, with its description and pages', () => {
    const areas = toSiteMapAreas([
      link('Home', '/'),
      {
        type: 'category',
        label: 'Getting started',
        collapsed: false,
        collapsible: true,
        customProps: { description: 'From nothing to a profile.' },
        items: [link('Install', '/getting_started/install_cli'), link('Log in', '/getting_started/login')],
      },
      {
        type: 'category',
        label: 'How-to guides',
        collapsed: true,
        collapsible: true,
        items: [link('Alerts', '/how-to/alerts')],
      },
    ]);
    expect(areas).toEqual([
      {
        label: 'Getting started',
        description: 'From nothing to a profile.',
        links: [
          { label: 'Install', href: '/getting_started/install_cli' },
          { label: 'Log in', href: '/getting_started/login' },
        ],
      },
      { label: 'How-to guides', links: [{ label: 'Alerts', href: '/how-to/alerts' }] },
    ]);
  });

  it('links a nested category to its own page, or else to its first page', () => {
    const [area] = toSiteMapAreas([
      {
        type: 'category',
        label: 'Reference',
        collapsed: true,
        collapsible: true,
        items: [
          {
            type: 'category',
            label: 'CLI',
            href: '/ref/cli',
            collapsed: true,
            collapsible: true,
            items: [link('minder auth', '/ref/cli/minder_auth')],
          },
          {
            type: 'category',
            label: 'Rule types',
            collapsed: true,
            collapsible: true,
            items: [
              { type: 'html', value: '<hr>' },
              {
                type: 'category',
                label: 'GitHub',
                collapsed: true,
                collapsible: true,
                items: [link('secret_scanning', '/ref/rules/secret_scanning')],
              },
            ],
          },
        ],
      },
    ]);
    expect(area?.links).toEqual([
      { label: 'CLI', href: '/ref/cli' },
      { label: 'Rule types', href: '/ref/rules/secret_scanning' },
    ]);
  });

  it('leaves out html items, empty categories and non-string descriptions', () => {
    expect(
      toSiteMapAreas([
        { type: 'category', label: 'Empty', collapsed: true, collapsible: true, items: [] },
        {
          type: 'category',
          label: 'Odd',
          collapsed: true,
          collapsible: true,
          customProps: { description: 42 },
          items: [{ type: 'html', value: '<b>x</b>' }, link('One', '/one')],
        },
      ]),
    ).toEqual([{ label: 'Odd', links: [{ label: 'One', href: '/one' }] }]);
  });
});
