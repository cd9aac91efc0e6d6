import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import ssrTemplate from './src/ssrTemplate';
import { accessibleTheme } from './src/prism/accessibleTheme';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import {
  algolia,
  embeddedAppId,
  hostedSearch,
  searchIndexOptions,
  searchOrigins,
} from './plugins/search-index/site';
import {
  cliReferenceRoute,
  generatedPaths,
  restReferenceRoute,
  rulesReferenceRoute,
} from './scripts/generated';
import { siteUrl } from './scripts/site';
import remarkGrammars from './plugins/prism-highlight/remark-grammars';
import { officialRoutes } from './plugins/redirects/official-routes';
import { llmsTxtOptions } from './plugins/llms-txt/options';

// Site facts only (SPEC.md sections 1, 2, 4 and 9). Behaviour comes from
// Docusaurus and its classic theme; nothing here re-implements it.

const githubUrl = 'https://github.com/mindersec/minder';

const communityUrl = 'https://slack.openssf.org/';

const config: Config = {
  title: 'Minder docs',
  tagline: 'Guides and references for keeping your software supply chain in policy with Minder',
  favicon: 'img/favicon.svg',
  // static/ is written by hand; the generators write the OpenAPI document and
  // the resource schemas (scripts/generated.ts).
  staticDirectories: ['static', generatedPaths.static],
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  ssrTemplate,
  organizationName: 'mindersec',
  projectName: 'minder',

  // Broken links abort the build, broken Markdown links only warn, broken
  // Markdown images abort the build (SPEC.md section 8).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en' } },
  },

  future: {
    // Rspack, SWC and Lightning CSS: see bench/README.md for the measurements.
    faster: true,
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // Off: for our browser targets Lightning CSS rewrites the layers into
      // `:not(#\\#)` specificity boosts that outrank src/css/custom.css, and
      // media queries leave their layer in production (Docusaurus #11567).
      useCssCascadeLayers: false,
      // Namespacing would rename the "theme" storage key that SPEC.md fixes.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },

  presets: [
    [
      'classic',
      {
        // Every docs instance is plugins/lean-docs (below).
        docs: false,
        blog: false,
        pages: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],

  // Docusaurus applies themes after plugins; no-node-polyfills edits what the
  // OpenAPI theme adds to the bundler configuration, so it comes after it here.
  themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-openapi-docs', './plugins/no-node-polyfills.ts'],
  plugins: [
    // The docs at /: the docs plugin, wrapped so that the props every page
    // loads carry only what the theme reads (plugins/lean-docs).
    [
      './plugins/lean-docs/index.ts',
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        remarkPlugins: [remarkGrammars],
        lastVersion: 'current',
        versions: { current: { label: 'Next' } },
      } satisfies DocsOptions,
    ],
    './plugins/no-common-chunk.ts',
    './plugins/strict-exports.ts',
    './plugins/lean-bundle/index.ts',
    './plugins/openapi-imports/index.ts',
    './plugins/announcement-bar-id.ts',
    './plugins/prefetch-once/index.ts',
    './plugins/preload-task/index.ts',
    './plugins/browser-context/index.ts',
    './plugins/code-word-wrap/index.ts',
    './plugins/jq-wasm.ts',
    './plugins/prism-highlight/index.ts',
    ['./plugins/search-index/index.ts', searchIndexOptions],
    // /llms.txt and a Markdown copy of every page, for readers' AI tools (issue 20).
    ['@signalwire/docusaurus-plugin-llms-txt', llmsTxtOptions],
    // The official docs' routes that this site has no page for forward to the
    // page that covers them (plugins/redirects/official-routes.ts), by the
    // pages of @docusaurus/plugin-client-redirects; then the deploy recipes:
    // headers, CSP and folder redirects (plugins/hosting).
    ['./plugins/hosting/index.ts', { redirects: officialRoutes, connectOrigins: searchOrigins }],
    // /ref/api: a docs instance of its own, so the OpenAPI theme's page
    // component is loaded on API pages only.
    [
      './plugins/lean-docs/index.ts',
      {
        id: 'api',
        path: generatedPaths.restReference,
        routeBasePath: restReferenceRoute.slice(1),
        sidebarPath: './sidebars.api.ts',
        remarkPlugins: [remarkGrammars],
        // The standard doc page, with the contexts the OpenAPI theme's
        // components read (the theme's ApiItem is made for one operation per page).
        docItemComponent: '@site/src/components/ApiReference/DocItem',
      } satisfies DocsOptions,
    ],
    // /ref/rules: the pages of the built-in rule types (scripts/rules), with
    // a sidebar of their own.
    [
      './plugins/lean-docs/index.ts',
      {
        id: 'rules',
        path: generatedPaths.rulesReference,
        routeBasePath: rulesReferenceRoute.slice(1),
        sidebarPath: './sidebars.rules.ts',
        remarkPlugins: [remarkGrammars],
      } satisfies DocsOptions,
    ],
    // /ref/cli: the pages of the command tree (scripts/cli), with a sidebar
    // of their own, so the other pages do not load it.
    [
      './plugins/lean-docs/index.ts',
      {
        id: 'cli',
        path: generatedPaths.cliReference,
        routeBasePath: cliReferenceRoute.slice(1),
        sidebarPath: './sidebars.cli.ts',
        remarkPlugins: [remarkGrammars],
      } satisfies DocsOptions,
    ],
  ],

  customFields: {
    embeddedSearch: !hostedSearch,
    // Where the search modal's "Let us know." link files a missing result.
    missingResultsUrl: `${githubUrl}/issues/new`,
  },

  themeConfig: {
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      // Dark is the default even when the reader's system prefers light, so
      // the toggle switches between dark and light (SPEC.md section 4).
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'minder-docs-2025',
      content:
        'Minder is open source and run in the open. Star <a href="https://github.com/mindersec/minder">mindersec/minder</a> on GitHub to follow releases.',
      // Colours per mode live in src/css/custom.css.
      backgroundColor: 'var(--minder-announcement-bg)',
      textColor: 'var(--minder-announcement-fg)',
      isCloseable: true,
    },
    navbar: {
      title: 'Minder',
      hideOnScroll: true,
      logo: { alt: 'Minder logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          // A second entry keeps the item a menu, so choosing "Next" is a real
          // choice that the theme persists in local storage.
          dropdownItemsAfter: [{ href: `${githubUrl}/releases`, label: 'Release notes' }],
        },
        { type: 'localeDropdown', position: 'right' },
        {
          href: githubUrl,
          position: 'right',
          className: 'navbar-github-link',
          'aria-label': 'Minder on GitHub',
          label: 'GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            { label: 'Docs home', to: '/' },
            { label: 'Quickstart', to: '/getting_started/quickstart' },
            { label: 'Install the CLI', to: '/getting_started/install_cli' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'OpenSSF Slack (#minder)', href: communityUrl },
            { label: 'GitHub discussions', href: `${githubUrl}/discussions` },
          ],
        },
        {
          title: 'Project',
          items: [
            { label: 'Source code', href: githubUrl },
            { label: 'Releases', href: `${githubUrl}/releases` },
            { label: 'Rules and profiles', href: 'https://github.com/mindersec/minder-rules-and-profiles' },
          ],
        },
      ],
      copyright: 'Copyright © 2025 The Minder Authors. Documentation licensed under Apache 2.0.',
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    mermaid: { theme: { light: 'neutral', dark: 'dark' } },
    algolia: {
      appId: (hostedSearch && algolia.appId) || embeddedAppId,
      apiKey: (hostedSearch && algolia.apiKey) || embeddedAppId,
      indexName: (hostedSearch && algolia.indexName) || 'minder-docs',
      contextualSearch: true,
      // The modal of the embedded search shows ten hits, not DocSearch's twenty: on a phone's CPU,
      // drawing twenty took 100 ms more after each query (issue 19). /search lists them all.
      ...(hostedSearch ? {} : { searchParameters: { hitsPerPage: 10 } }),
      searchPagePath: 'search',
      ...(hostedSearch && algolia.assistantId ? { askAi: algolia.assistantId } : {}),
    },
    prism: {
      theme: accessibleTheme(prismThemes.github),
      darkTheme: accessibleTheme(prismThemes.dracula),
      // No `additionalLanguages`: each page imports the grammars of its own code
      // blocks (plugins/prism-highlight/remark-grammars.ts).
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
