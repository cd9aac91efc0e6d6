import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { dependencyFile, moduleRedirects, requireInDependency } from '../patches';
import { buildIndex, contentFile, indexFile, textFile } from './engine';
import { pageRecords, type PageRecordOptions, type SearchRecord } from './records';

export type SearchIndexOptions = PageRecordOptions & {
  /** Serve search from the site's own index (true) or leave it to Algolia DocSearch (false). */
  embedded: boolean;
};

/**
 * The modules the search replaces in theme-search-algolia, by the theme
 * folder that imports them: the /search page's Algolia client becomes
 * lite-client.ts's `liteClient`, which chooses at run time, from the site config,
 * between the embedded back end and Algolia; the search bar's Head drops the
 * preconnect hint, which the bar's stand-in gives when search is hosted. So
 * the bundle is the same in both modes and the bundler's cache serves
 * either. The modal takes
 * its client through its `transformSearchClient` prop (src/theme/SearchBar).
 */
const { bundlerPlugin } = moduleRedirects(
  'search-index',
  { package: '@docusaurus/theme-search-algolia', dir: 'lib/theme' },
  {
    SearchPage: { 'algoliasearch/lite': 'lite-client.ts' },
    SearchBar: { '@docusaurus/Head': 'HeadWithoutPreconnect.tsx' },
  },
  __dirname,
);

/**
 * The stylesheet theme-search-algolia's search bar imports with the modal,
 * by a name the site can import it by (the package does not export it). The
 * bar imports it, and DocSearch's, in the same `import()` as the modal; as
 * the site's CSS goes to one stylesheet, each is an empty chunk then, one
 * more round trip before the modal opens. src/theme/SearchBar/Bar.tsx
 * imports both, so the bar's `import()` finds them loaded.
 */
export const searchBarStyles = '@theme-search-algolia/SearchBar/styles.css';
const searchBar = { package: '@docusaurus/theme-search-algolia', file: 'lib/theme/SearchBar/index.js' };

/** Stops the build, naming what moved, when the bar no longer imports the styles with the modal or its stylesheet moved. */
export function searchBarStylesAlias(resolveFrom?: NodeRequire): Record<string, string> {
  requireInDependency(
    'search-index',
    searchBar,
    ["import('./styles.css')", "import('@docsearch/react/style')"],
    resolveFrom,
  );
  return {
    [searchBarStyles]: dependencyFile(
      'search-index',
      { ...searchBar, file: 'lib/theme/SearchBar/styles.css' },
      resolveFrom,
    ),
  };
}

/** The built HTML file of a route path (`trailingSlash: false`). */
export function htmlFileOf(outDir: string, routePath: string): string {
  return routePath === '/'
    ? join(outDir, 'index.html')
    : join(outDir, `${routePath.replace(/\/$/, '')}.html`);
}

/** The records of every page that was built, in route order; a route without an HTML file of its own has none. */
export async function siteRecords(
  outDir: string,
  routesPaths: string[],
  options: PageRecordOptions,
): Promise<SearchRecord[]> {
  const paths = [...new Set(routesPaths)].filter((path) => path !== '/404.html' && path !== '/search').sort();
  const pages = await Promise.all(
    paths.map(async (path) => {
      let html: string;
      try {
        html = await readFile(htmlFileOf(outDir, path), 'utf8');
      } catch {
        return [];
      }
      return pageRecords(html, path, options);
    }),
  );
  return pages.flat();
}

/**
 * Embedded search: after the build, reads every page's HTML, writes the
 * index in two tiers, `search/index.json` (the records and the engine over
 * their headings) and `search/text.json` (the engine over their text), and
 * the text of the records to `search/content-N.json`, all under the site's
 * own origin. In the browser,
 * the DocSearch UI queries them through client.ts.
 */
export default function searchIndex(context: LoadContext, options: SearchIndexOptions): Plugin {
  return {
    name: 'search-index',
    getClientModules() {
      return options.embedded ? [join(__dirname, 'embedded.css')] : [];
    },
    configureWebpack(_config, _isServer, utils) {
      const { DefinePlugin } = utils.currentBundler.instance;
      return {
        resolve: { alias: searchBarStylesAlias() },
        plugins: [
          new DefinePlugin({ __SEARCH_BASE_URL__: JSON.stringify(context.baseUrl) }),
          bundlerPlugin(utils),
        ],
      };
    },
    async postBuild({ outDir, routesPaths }) {
      if (!options.embedded) return;
      const started = Date.now();
      const records = await siteRecords(outDir, routesPaths, options);
      const { index, text, contents } = buildIndex(records);
      const write = async (file: string, data: unknown) => {
        await mkdir(dirname(join(outDir, file)), { recursive: true });
        await writeFile(join(outDir, file), JSON.stringify(data));
      };
      await write(indexFile, index);
      await write(textFile, text);
      await Promise.all(contents.map((content, chunk) => write(contentFile(chunk), content)));
      console.log(
        `[search] ${records.length} records from ${index.pages.path.length} pages in ${Date.now() - started} ms`,
      );
    },
  };
}
