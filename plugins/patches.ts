import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import type { ConfigureWebpackUtils, Plugin } from '@docusaurus/types';

/** Per folder below the package folder, per import request, the file of ours that the import gets. */
export type Redirects = Record<string, Record<string, string>>;

/** Where the redirected imports are made: a folder of an installed package. */
export type Target = {
  /** The package, as `require.resolve` finds it from this site (`@docusaurus/theme-classic`). */
  package: string;
  /** The folder inside the package where the folders of the redirects start (`lib/theme`). */
  dir: string;
};

/**
 * What a patch relies on in a dependency is gone (a redirected import that no
 * module makes any more, a file or a name that moved): the patch would stop
 * applying without a sound, so the build stops instead.
 */
export class DependencyMovedError extends Error {
  constructor(plugin: string, problems: string[]) {
    super(
      `${plugin}: ${problems.length === 1 ? 'what the patch relies on has' : `${problems.length} things the patch relies on have`} moved in the installed dependency, so the patch would stop applying without a sound. Check the dependency's new version, then update or drop the patch (plugins/README.md):\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
    this.name = 'DependencyMovedError';
  }
}

const siteRequire = createRequire(join(__dirname, '..', 'package.json'));

/** The folder of an installed package: its `package.json` may be outside its `exports`, so this walks up from its entry. */
function packageFolder(name: string, resolveFrom: NodeRequire): string {
  try {
    return dirname(resolveFrom.resolve(`${name}/package.json`));
  } catch {
    // Not exported: found from the entry below.
  }
  let folder = dirname(resolveFrom.resolve(name));
  while (dirname(folder) !== folder) {
    const manifest = join(folder, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name
    )
      return folder;
    folder = dirname(folder);
  }
  throw new Error(`No package.json named ${name} above ${resolveFrom.resolve(name)}`);
}

/** The real folder of `target`, resolved from the site (or from `resolveFrom`, a test's fake install). */
export function targetFolder(target: Target, resolveFrom = siteRequire): string {
  return realpathSync(join(packageFolder(target.package, resolveFrom), target.dir));
}

/**
 * Stops with DependencyMovedError unless `file` of the installed package
 * still contains each of `needles`: the names or strings a patch relies on.
 */
/** The absolute path of a file of an installed package, for an alias; throws when the file is not there. */
export function dependencyFile(
  plugin: string,
  target: { package: string; file: string },
  resolveFrom = siteRequire,
): string {
  const path = join(packageFolder(target.package, resolveFrom), target.file);
  if (!existsSync(path))
    throw new DependencyMovedError(plugin, [`${target.package}/${target.file}: no such file`]);
  return path;
}

export function requireInDependency(
  plugin: string,
  target: { package: string; file: string },
  needles: string[],
  resolveFrom = siteRequire,
): void {
  const path = join(packageFolder(target.package, resolveFrom), target.file);
  const shown = `${target.package}/${target.file}`;
  if (!existsSync(path)) throw new DependencyMovedError(plugin, [`${shown}: no such file`]);
  const source = readFileSync(path, 'utf8');
  const missing = needles.filter((needle) => !source.includes(needle));
  if (missing.length > 0)
    throw new DependencyMovedError(
      plugin,
      missing.map((needle) => `${shown}: no longer contains ${JSON.stringify(needle)}`),
    );
}

/** The JavaScript modules directly in `folder`. */
function modulesIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(folder, file));
}

/** Whether `source` imports `request` (ES `from`/`import()` or CommonJS `require`), by its exact string. */
export function importsRequest(source: string, request: string): boolean {
  return source.includes(`"${request}"`) || source.includes(`'${request}'`);
}

/**
 * Every redirect whose folder no longer exists in the installed package, or
 * none of whose modules imports the request any more: the problems, one line each.
 */
export function redirectProblems(root: string, redirects: Redirects, label: string): string[] {
  const problems: string[] = [];
  for (const [folder, byRequest] of Object.entries(redirects)) {
    const path = join(root, folder);
    const modules = modulesIn(path);
    for (const request of Object.keys(byRequest)) {
      const where = `${label}/${folder}${folder ? '/' : ''}*.js`;
      if (modules.length === 0) problems.push(`${where}: no such modules (imports "${request}")`);
      else if (!modules.some((module) => importsRequest(readFileSync(module, 'utf8'), request)))
        problems.push(`${where}: no module imports "${request}" any more`);
    }
  }
  return problems;
}

/**
 * Redirects of imports made by a dependency's modules, as the local plugins
 * use them (openapi-imports, prefetch-once, search-index, lean-bundle,
 * prism-highlight): nothing of the dependency is copied or ejected; the
 * bundler hands some of its modules a file of ours for one import.
 * - `target`: the package folder where the folders of `redirects` start;
 * - `dir`: the folder of the files the redirects name.
 *
 * A redirect is checked when the plugin is created, that is when Docusaurus
 * loads the config for a build, a start or a test: if the importing folder is
 * gone or none of its modules makes the import, the build stops with
 * DependencyMovedError instead of quietly shipping the unpatched module.
 */
export function moduleRedirects(
  name: string,
  target: Target,
  redirects: Redirects,
  dir: string,
  resolveFrom = siteRequire,
) {
  const root = targetFolder(target, resolveFrom);
  const problems = redirectProblems(root, redirects, `${target.package}/${target.dir}`);
  if (problems.length > 0) throw new DependencyMovedError(name, problems);

  /** The file an import of `request` from the folder `context` is redirected to, if any. */
  const redirectOf = (context: string, request: string): string | undefined => {
    if (context !== root && !context.startsWith(root + sep)) return undefined;
    const folder = context
      .slice(root.length + 1)
      .split(sep)
      .join('/');
    const file = redirects[folder]?.[request];
    return file && join(dir, file);
  };
  const requests = [...new Set(Object.values(redirects).flatMap((byRequest) => Object.keys(byRequest)))];
  const requestPattern = new RegExp(
    `^(${requests.map((request) => request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`,
  );
  /** The bundler plugin that applies the redirects, for `configureWebpack`. */
  const bundlerPlugin = (utils: ConfigureWebpackUtils) =>
    new utils.currentBundler.instance.NormalModuleReplacementPlugin(
      requestPattern,
      (resolveData: { context?: string; request: string }) => {
        const file = redirectOf(resolveData.context ?? '', resolveData.request);
        if (file) resolveData.request = file;
      },
    );
  /**
   * A plugin that does nothing but apply the redirects: in the browser bundle
   * only, or in both when the server's markup must be what the browser renders.
   */
  const plugin = (bundles: 'client' | 'both'): Plugin => ({
    name,
    configureWebpack(_config, isServer, utils) {
      return isServer && bundles === 'client' ? {} : { plugins: [bundlerPlugin(utils)] };
    },
  });
  return { root, redirectOf, bundlerPlugin, plugin };
}
