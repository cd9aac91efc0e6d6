import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import announcementBarId, { announcementIdScript } from '../../plugins/announcement-bar-id';
import noCommonChunk from '../../plugins/no-common-chunk';
import noNodePolyfills, { providesProcess } from '../../plugins/no-node-polyfills';
import { redirectOf } from '../../plugins/openapi-imports';
import { prefetchHelperOf } from '../../plugins/prefetch-once';
import { detailsImportOf } from '../../plugins/details-on-open';
import { withoutDocDescriptions } from '../../plugins/lean-docs';
import leanBundle, { leanImportOf, registryFile } from '../../plugins/lean-bundle';
import { __importDefault } from '../../plugins/lean-bundle/tslib';

const require = createRequire(import.meta.url);

describe('no-common-chunk', () => {
  it('turns off the common chunk of client builds only', () => {
    const plugin = noCommonChunk();
    const configure = plugin.configureWebpack!.bind(plugin);
    const utils = {} as Parameters<typeof configure>[2];
    const content = {} as Parameters<typeof configure>[3];
    expect(configure({}, true, utils, content)).toEqual({});
    expect(configure({}, false, utils, content)).toEqual({
      optimization: { splitChunks: { cacheGroups: { common: false } } },
    });
  });
});

/** Runs the script as the page would, with `stored` in local storage. */
function attributeAfter(script: string, stored: Record<string, string>, initial: string): string {
  const attributes: Record<string, string> = { 'data-announcement-bar-initially-dismissed': initial };
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
      },
    },
  });
  return attributes['data-announcement-bar-initially-dismissed']!;
}

describe('announcement-bar-id', () => {
  const script = announcementIdScript('minder-docs-2025');
  const dismissed = { 'docusaurus.announcement.dismiss': 'true' };

  it('shows a new announcement that replaces a dismissed one', () => {
    expect(attributeAfter(script, { ...dismissed, 'docusaurus.announcement.id': 'older' }, 'true')).toBe(
      'false',
    );
    expect(attributeAfter(script, dismissed, 'true')).toBe('false');
  });

  it('keeps the current announcement hidden once dismissed', () => {
    expect(
      attributeAfter(script, { ...dismissed, 'docusaurus.announcement.id': 'minder-docs-2025' }, 'true'),
    ).toBe('true');
  });

  it('leaves a bar that was never dismissed alone', () => {
    expect(attributeAfter(script, { 'docusaurus.announcement.id': 'older' }, 'false')).toBe('false');
  });

  it('survives a browser that refuses local storage', () => {
    expect(() =>
      runInNewContext(script, {
        localStorage: {
          getItem: () => {
            throw new Error('denied');
          },
        },
        document: { documentElement: { setAttribute: () => undefined } },
      }),
    ).not.toThrow();
  });

  it('quotes the id safely and adds nothing when the site has no bar', async () => {
    const tricky = announcementIdScript('a"</script><b>');
    expect(tricky).not.toContain('</script');
    const stored = { ...dismissed, 'docusaurus.announcement.id': 'a"</script><b>' };
    expect(attributeAfter(tricky, stored, 'true')).toBe('true');
    const context = (themeConfig: object) => ({ siteConfig: { themeConfig } }) as unknown as LoadContext;
    expect(await announcementBarId(context({})).injectHtmlTags!({ content: {} })).toEqual({});
    const tags = await announcementBarId(context({ announcementBar: { id: 'x' } })).injectHtmlTags!({
      content: {},
    });
    expect(tags).toEqual({ preBodyTags: [{ tagName: 'script', innerHTML: announcementIdScript('x') }] });
  });
});

describe('openapi-imports', () => {
  const theme = '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme';

  it('redirects BrowserOnly in the parameter, body and response components only', () => {
    expect(redirectOf(`${theme}/ParamsDetails`, '@docusaurus/BrowserOnly')).toMatch(/RenderNow\.tsx$/);
    expect(redirectOf(`${theme}/RequestSchema`, '@docusaurus/BrowserOnly')).toMatch(/RenderNow\.tsx$/);
    expect(redirectOf(`${theme}/ResponseSchema`, '@docusaurus/BrowserOnly')).toMatch(/RenderNow\.tsx$/);
    expect(redirectOf(`${theme}/ApiItem`, '@docusaurus/BrowserOnly')).toBeUndefined();
    expect(redirectOf(`${theme}/ApiExplorer`, '@docusaurus/BrowserOnly')).toBeUndefined();
    expect(redirectOf(`${theme}/ParamsDetails`, '@docusaurus/ExecutionEnvironment')).toBeUndefined();
    expect(redirectOf('/site/src/theme/Mermaid', '@docusaurus/BrowserOnly')).toBeUndefined();
  });

  it('redirects Details in the schema component only', () => {
    expect(redirectOf(`${theme}/Schema`, '@theme/Details')).toMatch(
      /details-on-open[\\/]ClosedDetails\.tsx$/,
    );
    expect(redirectOf(`${theme}/ParamsDetails`, '@theme/Details')).toBeUndefined();
    expect(redirectOf(`${theme}/RequestSchema`, '@theme/Details')).toBeUndefined();
    expect(redirectOf(`${theme}/StatusCodes`, '@theme/Details')).toBeUndefined();
    expect(redirectOf('/site/src/theme/Schema', '@theme/Details')).toBeUndefined();
  });

  it('keeps every tab set of the theme mounted through hydration', () => {
    for (const tabs of ['ApiTabs', 'DiscriminatorTabs', 'MimeTabs', 'OperationTabs', 'SchemaTabs', 'Tabs']) {
      expect(redirectOf(`${theme}/${tabs}`, '@docusaurus/useIsBrowser')).toMatch(
        /sameKeyAfterHydration\.ts$/,
      );
    }
    expect(redirectOf(`${theme}/ApiItem`, '@docusaurus/useIsBrowser')).toBeUndefined();
    expect(redirectOf(`${theme}/ApiExplorer/CodeTabs`, '@docusaurus/useIsBrowser')).toBeUndefined();
    expect(
      redirectOf(
        '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock',
        '@docusaurus/useIsBrowser',
      ),
    ).toBeUndefined();
  });

  it("gives the theme's utils only the theme-common names they use", () => {
    expect(redirectOf(`${theme}/utils`, '@docusaurus/theme-common')).toMatch(/themeCommon\.ts$/);
    expect(redirectOf(`${theme}/Schema`, '@docusaurus/theme-common')).toBeUndefined();
    expect(
      redirectOf('/site/node_modules/@docusaurus/theme-classic/lib/theme/Tabs', '@docusaurus/theme-common'),
    ).toBeUndefined();
    expect(redirectOf(`${theme}/Tabs`, '@docusaurus/theme-common')).toMatch(/themeCommon\.ts$/);
    // Every name the installed theme's ApiLogo, Tabs and utils read from theme-common is exported by the shim.
    const lib = join(dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib/theme');
    const files = [
      join(lib, 'ApiLogo/index.js'),
      join(lib, 'Tabs/index.js'),
      ...readdirSync(join(lib, 'utils'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => join(lib, 'utils', file)),
    ];
    const used = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/theme_common_1\.(\w+)/g)].map((m) => m[1]),
      ),
    );
    const shim = readFileSync(join(__dirname, '../../plugins/openapi-imports/themeCommon.ts'), 'utf8');
    const exported = new Set(
      /export \{([^}]*)\}/
        .exec(shim)![1]
        .split(',')
        .map((name) => name.trim()),
    );
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
    expect(redirectOf(`${theme}/utils`, '@docusaurus/router')).toMatch(/router\.ts$/);
    const routerUsed = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/router_1\.(\w+)/g)].map((m) => m[1]),
    );
    expect(new Set(routerUsed)).toEqual(new Set(['useHistory']));
  });
});

describe('no-node-polyfills', () => {
  class ProvidePlugin {
    constructor(public definitions: Record<string, unknown>) {}
  }
  class DefinePlugin {
    constructor(public definitions: Record<string, unknown>) {}
  }

  it('drops the ProvidePlugin that injects process from the browser build, and nothing else', () => {
    const process = new ProvidePlugin({ process: 'process/browser', Buffer: ['buffer', 'Buffer'] });
    const other = new ProvidePlugin({ React: 'react' });
    const define = new DefinePlugin({ process: 1 });
    expect(providesProcess(process)).toBe(true);
    expect(providesProcess(other)).toBe(false);
    expect(providesProcess(define)).toBe(false);
    const plugin = noNodePolyfills();
    const configure = plugin.configureWebpack!.bind(plugin);
    const utils = {} as Parameters<typeof configure>[2];
    const config = { plugins: [define, process, other] } as unknown as Parameters<typeof configure>[0];
    expect(configure(config, false, utils, undefined)).toEqual({
      mergeStrategy: { plugins: 'replace' },
      plugins: [define, other],
    });
    expect(configure(config, true, utils, undefined)).toEqual({});
  });
});

describe('prefetch-once', () => {
  const client = '/site/node_modules/@docusaurus/core/lib/client';

  it("replaces Docusaurus's client prefetch helper and nothing else", () => {
    expect(prefetchHelperOf(client, './prefetch')).toMatch(/prefetch-once[\\/]prefetch\.ts$/);
    expect(prefetchHelperOf(client, './preload')).toBeUndefined();
    expect(prefetchHelperOf(`${client}/exports`, './prefetch')).toBeUndefined();
    expect(prefetchHelperOf('/site/src/components', './prefetch')).toBeUndefined();
  });
});

describe('details-on-open', () => {
  const theme = '/site/node_modules/@docusaurus/theme-classic/lib/theme';

  it("gives the Markdown details block our Details, and leaves the theme's other Details users alone", () => {
    expect(detailsImportOf(`${theme}/MDXComponents`, '@theme/Details')).toMatch(
      /details-on-open[\\/]ClosedDetails\.tsx$/,
    );
    expect(detailsImportOf(`${theme}/MDXComponents`, '@theme/CodeBlock')).toBeUndefined();
    expect(detailsImportOf(`${theme}/Details`, '@theme/Details')).toBeUndefined();
  });
});

describe('lean-docs', () => {
  const version = {
    pluginId: 'default',
    docsSidebars: { docs: [{ type: 'link', href: '/a', label: 'A', docId: 'a' }] },
    docs: {
      a: { id: 'a', title: 'A', description: 'About A.', sidebar: 'docs' },
      b: { id: 'b', title: 'B', description: 'About B.' },
    },
  };
  const tree = {
    path: '/',
    component: 'root',
    exact: false,
    routes: [
      {
        path: '/',
        component: 'version',
        exact: false,
        props: { version },
        routes: [{ path: '/a', component: 'doc', exact: true, props: { other: 'kept' } }],
      },
    ],
  };

  it('drops each doc description from the version props, anywhere in the route tree, and keeps the rest', () => {
    const trimmed = withoutDocDescriptions(tree);
    const props = trimmed.routes![0]!.props as { version: typeof version };
    expect(props.version.docs).toEqual({
      a: { id: 'a', title: 'A', sidebar: 'docs' },
      b: { id: 'b', title: 'B' },
    });
    expect(props.version.docsSidebars).toEqual(version.docsSidebars);
    expect(props.version.pluginId).toBe('default');
    expect(trimmed.routes![0]!.routes![0]).toEqual(tree.routes[0]!.routes[0]);
    expect(version.docs.a.description).toBe('About A.');
  });

  it('leaves routes without version props as they are', () => {
    const page = { path: '/search', component: 'search', exact: true, props: { q: 1 } };
    expect(withoutDocDescriptions(page)).toEqual({ ...page, routes: undefined });
  });
});

describe('lean-bundle', () => {
  const utilsCommon = '/site/node_modules/@docusaurus/utils-common/lib';
  const loader = require('../../plugins/lean-bundle/registry-loader.cjs') as (source: string) => string;

  it('gives @docusaurus/utils-common our one tslib helper, and leaves tslib to everyone else', () => {
    expect(leanImportOf(utilsCommon, 'tslib')).toMatch(/lean-bundle[\\/]tslib\.ts$/);
    expect(leanImportOf('/site/node_modules/@docusaurus/core/lib/client', 'tslib')).toBeUndefined();
    expect(leanImportOf(utilsCommon, 'react')).toBeUndefined();
  });

  it("has tslib's __importDefault behaviour", () => {
    const esm = { __esModule: true, default: 1 };
    expect(__importDefault(esm)).toBe(esm);
    expect(__importDefault({ a: 1 })).toEqual({ default: { a: 1 } });
    expect(__importDefault(undefined)).toEqual({ default: undefined });
  });

  it('empties the module path of each registry entry and keeps the loader and the module id', () => {
    const entry = (path: string) =>
      `  "abc": [() => import(/* webpackChunkName: "abc" */ "${path}"), "${path}", require.resolveWeak("${path}")],`;
    const source = `export default {\n${entry('@site/docs/a.md')}\n${entry('@theme/DocRoot')}\n};\n`;
    const out = loader(source);
    expect(out).toContain(
      'import(/* webpackChunkName: "abc" */ "@site/docs/a.md"), "", require.resolveWeak("@site/docs/a.md")]',
    );
    expect(out).toContain(
      'import(/* webpackChunkName: "abc" */ "@theme/DocRoot"), "", require.resolveWeak("@theme/DocRoot")]',
    );
    expect(registryFile.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(registryFile.test('/site/.docusaurus/routes.js')).toBe(false);
  });

  it('changes the browser bundle only: chunk files named by id, the loader and the redirect', () => {
    const plugin = leanBundle();
    const configure = plugin.configureWebpack!.bind(plugin);
    const utils = {
      currentBundler: { instance: { NormalModuleReplacementPlugin: class {} } },
    } as unknown as Parameters<typeof configure>[2];
    expect(configure({}, true, utils, undefined)).toEqual({});
    const client = configure({}, false, utils, undefined) as {
      output: { chunkFilename: string };
      module: { rules: Array<{ test: RegExp }> };
      plugins: unknown[];
    };
    expect(client.output.chunkFilename).toBe('assets/js/[id].[contenthash:8].js');
    expect(client.module.rules[0]!.test).toBe(registryFile);
    expect(client.plugins).toHaveLength(1);
  });
});
