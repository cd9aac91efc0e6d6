import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import { afterAll, describe, expect, it } from 'vitest';
import announcementBarId, { announcementIdScript } from '../../plugins/announcement-bar-id';
import noCommonChunk from '../../plugins/no-common-chunk';
import noNodePolyfills, { providesProcess } from '../../plugins/no-node-polyfills';
import {
  DependencyMovedError,
  dependencyFile,
  moduleRedirects,
  requireInDependency,
} from '../../plugins/patches';
import { searchBarStyles, searchBarStylesAlias } from '../../plugins/search-index';
import { withoutDocDescriptions, withTrimmedRoutes } from '../../plugins/lean-docs';
import leanBundle, { registryFile } from '../../plugins/lean-bundle';
import { __importDefault } from '../../plugins/lean-bundle/tslib';

const require = createRequire(import.meta.url);

/** A fake installed package in a temporary folder: `files` by path inside the package. */
const fakes: string[] = [];
function fakePackage(name: string, files: Record<string, string>): NodeRequire {
  const site = mkdtempSync(join(tmpdir(), 'minder-patch-'));
  fakes.push(site);
  const folder = join(site, 'node_modules', name);
  for (const [file, text] of Object.entries({ 'package.json': JSON.stringify({ name }), ...files })) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), text);
  }
  writeFileSync(join(site, 'package.json'), '{}');
  return createRequire(join(site, 'package.json'));
}
afterAll(() => fakes.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('a redirect of a dependency import', () => {
  const theme = { package: 'fake-theme', dir: 'lib/theme' };
  const redirects = { Schema: { '@theme/Details': 'ClosedDetails.tsx' } };

  it("applies to the folder's own imports, in the installed package", () => {
    const from = fakePackage('fake-theme', { 'lib/theme/Schema/index.js': 'require("@theme/Details");' });
    const { root, redirectOf } = moduleRedirects('p', theme, redirects, '/ours', from);
    expect(redirectOf(join(root, 'Schema'), '@theme/Details')).toBe('/ours/ClosedDetails.tsx');
    expect(redirectOf(join(root, 'Other'), '@theme/Details')).toBeUndefined();
    expect(redirectOf('/elsewhere/Schema', '@theme/Details')).toBeUndefined();
  });

  it('stops the build when the importing folder has moved', () => {
    const from = fakePackage('fake-theme', { 'lib/theme/SchemaItem/index.js': 'require("@theme/Details");' });
    expect(() => moduleRedirects('openapi-imports', theme, redirects, '/ours', from)).toThrow(
      new DependencyMovedError('openapi-imports', [
        'fake-theme/lib/theme/Schema/*.js: no such modules (imports "@theme/Details")',
      ]),
    );
  });

  it('stops the build when the module no longer makes the import', () => {
    const from = fakePackage('fake-theme', {
      'lib/theme/Schema/index.js': 'import D from "@theme/Details2";',
    });
    expect(() => moduleRedirects('openapi-imports', theme, redirects, '/ours', from)).toThrow(
      /fake-theme\/lib\/theme\/Schema\/\*\.js: no module imports "@theme\/Details" any more/,
    );
  });

  it('holds for every redirect of this site against the installed dependencies', async () => {
    // Loading a plugin module creates its redirects, which checks them.
    for (const plugin of [
      'openapi-imports',
      'prefetch-once',
      'preload-task',
      'browser-context',
      'code-word-wrap',
      'prism-highlight',
      'lean-bundle',
      'search-index',
    ])
      await expect(import(`../../plugins/${plugin}/index.ts`)).resolves.toBeDefined();
  });
});

describe('requireInDependency', () => {
  it('passes while the file holds every string, and names what moved otherwise', () => {
    const from = fakePackage('fake-common', { 'lib/a.js': "const key = 'docusaurus.announcement.dismiss';" });
    const file = { package: 'fake-common', file: 'lib/a.js' };
    expect(() => requireInDependency('p', file, ["'docusaurus.announcement.dismiss'"], from)).not.toThrow();
    expect(() => requireInDependency('p', file, ["'docusaurus.announcement.id'"], from)).toThrow(
      `fake-common/lib/a.js: no longer contains "'docusaurus.announcement.id'"`,
    );
    expect(() => requireInDependency('p', { ...file, file: 'lib/b.js' }, ['x'], from)).toThrow(
      'fake-common/lib/b.js: no such file',
    );
  });
});

describe('the alias of the search bar stylesheet (search-index)', () => {
  const bar =
    "Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./styles.css')])";

  it('names the stylesheet the bar imports with the modal, in the installed theme', () => {
    const path = searchBarStylesAlias()[searchBarStyles]!;
    expect(readFileSync(path, 'utf8')).toContain('.DocSearch-Button');
  });

  it('stops the build when the bar no longer imports it with the modal, or it moved', () => {
    const moved = fakePackage('@docusaurus/theme-search-algolia', {
      'lib/theme/SearchBar/index.js': bar.replace("import('./styles.css')", "import('./bar.css')"),
      'lib/theme/SearchBar/styles.css': '.DocSearch-Button {}',
    });
    expect(() => searchBarStylesAlias(moved)).toThrow(
      `lib/theme/SearchBar/index.js: no longer contains "import('./styles.css')"`,
    );
    const gone = fakePackage('@docusaurus/theme-search-algolia', { 'lib/theme/SearchBar/index.js': bar });
    expect(() => searchBarStylesAlias(gone)).toThrow('lib/theme/SearchBar/styles.css: no such file');
    expect(() =>
      dependencyFile('p', { package: '@docusaurus/theme-search-algolia', file: 'x.css' }, gone),
    ).toThrow(DependencyMovedError);
  });
});

describe('no-common-chunk', () => {
  const plugin = noCommonChunk();
  const configure = plugin.configureWebpack!.bind(plugin);
  const utils = {} as Parameters<typeof configure>[2];
  const content = {} as Parameters<typeof configure>[3];
  const config = (cacheGroups: Record<string, object | false>) =>
    ({ optimization: { splitChunks: { cacheGroups } } }) as Parameters<typeof configure>[0];

  it("turns off Docusaurus's common chunk in client builds only", () => {
    expect(configure(config({ common: { name: 'common' } }), true, utils, content)).toEqual({});
    expect(configure(config({ common: { name: 'common' } }), false, utils, content)).toEqual(
      config({ common: false }),
    );
  });

  it('stops the build when Docusaurus no longer has a group named common', () => {
    expect(() => configure(config({ shared: {} }), false, utils, content)).toThrow(
      /no splitChunks cache group "common" \(groups: shared\)/,
    );
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
  it("gives the theme's utils only the theme-common names they use", () => {
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

  it('stops the build when the theme no longer provides process', () => {
    const plugin = noNodePolyfills();
    const configure = plugin.configureWebpack!.bind(plugin);
    const config = { plugins: [new DefinePlugin({ process: 1 })] } as unknown as Parameters<
      typeof configure
    >[0];
    expect(() => configure(config, false, {} as Parameters<typeof configure>[2], undefined)).toThrow(
      DependencyMovedError,
    );
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

  /** Runs the wrapped plugin's contentLoaded over a docs plugin that adds `route`; returns what reached Docusaurus. */
  async function load(route: RouteConfig): Promise<RouteConfig[]> {
    const added: RouteConfig[] = [];
    const docs = {
      name: 'docs',
      contentLoaded: async ({ actions }: { actions: { addRoute: (r: RouteConfig) => void } }) =>
        actions.addRoute(route),
    } as unknown as Plugin<unknown>;
    const plugin = withTrimmedRoutes(docs, 'api');
    const contentLoaded = plugin.contentLoaded as unknown as (args: object) => Promise<void>;
    await contentLoaded({ content: undefined, actions: { addRoute: (r: RouteConfig) => added.push(r) } });
    return added;
  }

  it('passes the trimmed routes to Docusaurus', async () => {
    const [route] = await load(tree);
    expect((route!.routes![0]!.props as { version: typeof version }).version.docs.b).toEqual({
      id: 'b',
      title: 'B',
    });
  });

  it('stops the build when no route carries version props in the shape it knows', async () => {
    await expect(
      load({ path: '/', component: 'root', routes: [{ path: '/a', component: 'doc' }] }),
    ).rejects.toThrow(/lean-docs \(api\).*no route with `props.version.docs`/s);
  });
});

describe('lean-bundle', () => {
  const loader = require('../../plugins/lean-bundle/registry-loader.cjs') as (source: string) => string;

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

  it('stops the build when the registry has another shape', () => {
    const moved = `export default {\n  "abc": [() => import("@site/docs/a.md"), require.resolveWeak("@site/docs/a.md"), "@site/docs/a.md"],\n};\n`;
    expect(() => loader(moved)).toThrow(
      /1 entries with require.resolveWeak and the loader trimmed the path of 0/,
    );
    expect(() => loader('export default {};\n')).toThrow(/0 entries/);
  });

  it('changes the browser bundle only: chunk files named by id, the loader and the redirect', () => {
    const site = mkdtempSync(join(tmpdir(), 'minder-site-'));
    fakes.push(site);
    const generatedFilesDir = join(site, '.docusaurus');
    mkdirSync(generatedFilesDir);
    const plugin = leanBundle({ generatedFilesDir } as LoadContext);
    const configure = plugin.configureWebpack!.bind(plugin);
    const utils = {
      currentBundler: { instance: { NormalModuleReplacementPlugin: class {} } },
    } as unknown as Parameters<typeof configure>[2];
    expect(configure({}, true, utils, undefined)).toEqual({});
    // Docusaurus has not written a registry there: the loader's rule would match nothing.
    expect(() => configure({}, false, utils, undefined)).toThrow(
      /no route registry where the loader's rule looks/,
    );
    writeFileSync(join(generatedFilesDir, 'registry.js'), 'export default {};');
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
