/**
 * The modules of src/theme take the place of the themes' `@theme/…`
 * modules for every importer, the themes' compiled modules included. These
 * tests fail when a theme upgrade moves a module we shadow, imports a name
 * from it that ours lacks, or reads a store path that our store
 * (src/components/ApiReference/store.tsx) lacks: the bundle would carry
 * `undefined` without a word.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requireInDependency } from '../../plugins/patches';
import { initialApiState } from '../../src/components/ApiReference/store';
import { root } from './source-files';
import {
  declaredSlices,
  listShadows,
  loadedThemeModules,
  missingExports,
  shadowsWithoutOriginal,
  storeReads,
  unknownStorePaths,
  type Site,
} from './theme-shadows-scan';

const store = {
  initial: initialApiState(),
  declared: declaredSlices(join(root, 'src/components/ApiReference/store.tsx'), 'ApiState'),
};

describe('the modules of src/theme, against the installed themes', () => {
  const site: Site = { root, nodeModules: join(root, 'node_modules') };
  const loaded = loadedThemeModules(site);

  it('each take the place of a module that an installed theme provides', () => {
    expect(shadowsWithoutOriginal(site)).toEqual([]);
  });

  it('export every name that the theme modules the site loads import from them', () => {
    expect(missingExports(site, loaded)).toEqual([]);
  });

  it('come with a store that has every path the theme modules the site loads read', () => {
    // Without the reference pages (npm run generate), the site would load
    // none of the OpenAPI theme's modules and this would check nothing.
    const readers = [...loaded].filter((file) => storeReads(file).reads.length > 0);
    expect(readers, 'no loaded theme module reads the store: are the pages generated?').not.toEqual([]);
    expect(unknownStorePaths(site, store, loaded)).toEqual([]);
  });
});

describe('the checks, on a simulated theme upgrade', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  /** A theme module of the fake theme that the fake site's page loads. */
  const page = (body: string) => `"use strict";
const hooks_1 = require("@theme/ApiItem/hooks");
const Tabs_1 = __importDefault(require("@theme/Tabs"));
function Page() {
  const value = (0, hooks_1.useTypedSelector)((state) => state.accept.value);
  return (0, Tabs_1.default)({ value });
}
${body}
exports.default = Page;
`;

  /**
   * A site in a temporary folder: one module that src/theme replaces
   * (ApiItem/hooks), one it wraps (Tabs, with a part of its own), a theme
   * that provides both and a Page that uses them, and a generated page that
   * loads Page. `changes` overwrite or (with null) delete files.
   */
  function fakeSite(changes: Record<string, string | null> = {}): Site {
    const folder = mkdtempSync(join(tmpdir(), 'minder-theme-shadows-'));
    folders.push(folder);
    const files: Record<string, string | null> = {
      'src/store.ts': 'export const useApiSelector = () => undefined;\nexport type State = object;\n',
      'src/theme/ApiItem/hooks.ts': "export { useApiSelector as useTypedSelector } from '@site/src/store';\n",
      'src/theme/Tabs/index.tsx':
        "import Tabs from '@theme-original/Tabs';\nimport Part from './Part';\nexport default function LazyTabs() {}\n",
      'src/theme/Tabs/Part.tsx': 'export default function Part() {}\n',
      'node_modules/fake-theme/lib/theme/ApiItem/hooks.js': 'exports.useTypedSelector = () => {};\n',
      'node_modules/fake-theme/lib/theme/Tabs/index.js': 'exports.default = () => null;\n',
      'node_modules/fake-theme/lib/theme/Page/index.js': page(''),
      'generated/page.mdx': 'import Page from "@theme/Page";\n\n<Page />\n',
      ...changes,
    };
    for (const [file, text] of Object.entries(files)) {
      if (text === null) continue;
      mkdirSync(dirname(join(folder, file)), { recursive: true });
      writeFileSync(join(folder, file), text);
    }
    return { root: folder, nodeModules: join(folder, 'node_modules') };
  }

  const problems = (site: Site) => [
    ...shadowsWithoutOriginal(site),
    ...missingExports(site),
    ...unknownStorePaths(site, store),
  ];

  it('names each module of src/theme by the @theme id it takes the place of', () => {
    const site = fakeSite();
    expect(listShadows(site).map(({ id }) => id)).toEqual([
      '@theme/ApiItem/hooks',
      '@theme/Tabs/Part',
      '@theme/Tabs',
    ]);
  });

  it('find nothing while the theme and the site fit', () => {
    expect(problems(fakeSite())).toEqual([]);
  });

  it('report a module the theme moved: ours would replace nothing', () => {
    const site = fakeSite({
      'node_modules/fake-theme/lib/theme/ApiItem/hooks.js': null,
      'node_modules/fake-theme/lib/theme/ApiItem/storeHooks.js': 'exports.useTypedSelector = () => {};\n',
    });
    expect(shadowsWithoutOriginal(site)).toEqual([
      'src/theme/ApiItem/hooks.ts shadows @theme/ApiItem/hooks, but no installed theme has ' +
        'lib/theme/ApiItem/hooks.js or lib/theme/ApiItem/hooks/index.js (themes: fake-theme): ' +
        'the theme renamed or moved it, so this file replaces nothing',
    ]);
  });

  it('report a module of ours with no original that none of our modules uses', () => {
    const site = fakeSite({ 'src/theme/Tabs/index.tsx': "import Tabs from '@theme-original/Tabs';\n" });
    expect(shadowsWithoutOriginal(site)).toEqual([
      expect.stringMatching(/^src\/theme\/Tabs\/Part.tsx shadows @theme\/Tabs\/Part,/),
    ]);
  });

  it('report a name that a CommonJS theme module imports and ours lacks', () => {
    const site = fakeSite({
      'node_modules/fake-theme/lib/theme/Page/index.js': page('(0, hooks_1.useTypedServer)();'),
    });
    expect(missingExports(site)).toEqual([
      'src/theme/ApiItem/hooks.ts (@theme/ApiItem/hooks) does not export useTypedServer, ' +
        'imported by node_modules/fake-theme/lib/theme/Page/index.js',
    ]);
  });

  it('report the names that an ES module imports and ours lacks', () => {
    const site = fakeSite({
      'node_modules/fake-theme/lib/theme/Other/index.js':
        'import Tabs, { TabList, useTabs as tabs } from "@theme/Tabs";\nexport default Tabs;\n',
      'generated/other.mdx': 'import Other from "@theme/Other";\n',
    });
    expect(missingExports(site)).toEqual([
      'src/theme/Tabs/index.tsx (@theme/Tabs) does not export TabList, useTabs, ' +
        'imported by node_modules/fake-theme/lib/theme/Other/index.js',
    ]);
  });

  it('leave out the theme modules that nothing the site loads imports', () => {
    const unused = 'const hooks_1 = require("@theme/ApiItem/hooks");\n(0, hooks_1.useTypedServer)();\n';
    const site = fakeSite({ 'node_modules/fake-theme/lib/theme/Unused/index.js': unused });
    expect(problems(site)).toEqual([]);
    const loading = fakeSite({
      'node_modules/fake-theme/lib/theme/Unused/index.js': unused,
      'node_modules/fake-theme/lib/theme/Page/index.js': page('require("../Unused");'),
    });
    expect(missingExports(loading)).toEqual([expect.stringContaining('does not export useTypedServer')]);
  });

  it('report a store path that our store lacks, by slice and by key', () => {
    const site = fakeSite({
      'node_modules/fake-theme/lib/theme/Page/index.js': page(
        '(0, hooks_1.useTypedSelector)((state) => state.newSlice.value);\n' +
          '(0, hooks_1.useTypedSelector)((s) => s.accept?.options ?? []);',
      ),
    });
    expect(unknownStorePaths(site, store)).toEqual([
      'state.newSlice is not an object in our initial state ' +
        '(read by node_modules/fake-theme/lib/theme/Page/index.js)',
      'state.accept.options is not declared in our state type ' +
        '(read by node_modules/fake-theme/lib/theme/Page/index.js)',
    ]);
  });

  it('report a selector it cannot read', () => {
    const site = fakeSite({
      'node_modules/fake-theme/lib/theme/Page/index.js': page('(0, hooks_1.useTypedSelector)(selectServer);'),
    });
    expect(unknownStorePaths(site, store)).toEqual([
      'a useTypedSelector selector is not an inline function of the state, so its path is unknown ' +
        '(read by node_modules/fake-theme/lib/theme/Page/index.js:8)',
    ]);
  });
});

describe('the props our wrappers add', () => {
  // src/theme/ApiTabs and SchemaTabs pass `lazy`, which the theme's tab sets read to render only
  // the selected panel; if a version stops reading it, every panel renders again.
  it.each(['ApiTabs', 'SchemaTabs'])('are still read by the OpenAPI theme: %s takes lazy', (component) => {
    expect(() =>
      requireInDependency(
        `src/theme/${component}`,
        { package: 'docusaurus-theme-openapi-docs', file: `lib/theme/${component}/index.js` },
        ['function TabContent({ lazy,', 'if (lazy)'],
      ),
    ).not.toThrow();
  });
});
