/**
 * Checks that the site's theme modules (src/theme) still fit the installed
 * themes. A file src/theme/X takes the place of `@theme/X` for every
 * importer, the themes' own compiled modules included; when a theme upgrade
 * moves X, or makes its modules import a name our X lacks, or read a store
 * path our store lacks, the bundle gets `undefined` and nothing says so.
 *
 * The checks look at the theme modules the site can load (see
 * `loadedThemeModules`): the OpenAPI theme also ships a request client and
 * its own Redux store, which no page of this site loads, and what those read
 * does not matter.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** A site folder: `src/theme` and the other sources under `site`, the themes installed in `site/node_modules`. */
export type Site = { root: string; nodeModules: string };

/** Where the site's own code lives: whatever `@theme/…` it names is loaded. */
const SITE_SOURCES = ['src', 'plugins', 'generated', 'docs'];
const SCRIPT = /\.(tsx?|jsx?)$/;
const DECLARATION_OR_TEST = /\.d\.ts$|\.test\.tsx?$/;

/** One module of src/theme and the `@theme/…` id it takes the place of. */
export type Shadow = { id: string; path: string; file: string };

/** Files under `dir` (none if it does not exist) whose names match `pattern`, node_modules left out. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** Every module under src/theme: folder/index.tsx is `@theme/folder`, ApiItem/hooks.ts is `@theme/ApiItem/hooks`. */
export function listShadows(site: Site): Shadow[] {
  const dir = join(site.root, 'src/theme');
  return filesUnder(dir, SCRIPT)
    .filter((file) => !DECLARATION_OR_TEST.test(file))
    .map((file) => {
      const path = relative(dir, file)
        .split(sep)
        .join('/')
        .replace(SCRIPT, '')
        .replace(/(^|\/)index$/, '');
      return { id: `@theme/${path}`, path, file };
    });
}

/** The installed packages that provide theme modules: those with a lib/theme folder. */
export function themePackages(site: Site): string[] {
  const folders = (dir: string) => (existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : []);
  return folders(site.nodeModules)
    .flatMap((folder) => (basename(folder).startsWith('@') ? folders(folder) : [folder]))
    .filter((folder) => existsSync(join(folder, 'lib/theme')));
}

/** The first existing file among `candidates`. */
function firstFile(candidates: string[]): string | undefined {
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The module each theme provides for `@theme/<path>`, as `lib/theme/<path>.js` or `lib/theme/<path>/index.js`. */
function providers(path: string, themes: string[]): string[] {
  return themes.flatMap((theme) => {
    const base = join(theme, 'lib/theme', path);
    return firstFile([`${base}.js`, join(base, 'index.js')]) ?? [];
  });
}

function parse(file: string): ts.SourceFile {
  const kind = /\.tsx$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.ts$/.test(file)
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** CommonJS interop helpers that wrap `require(…)` and keep the module's names as members. */
const INTEROP = new Set([
  '__importDefault',
  '__importStar',
  '_interopRequireDefault',
  '_interopRequireWildcard',
]);

function moduleCall(node: ts.Node): string | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isStringLiteral(node.arguments[0]))
    return;
  const callee = node.expression;
  const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
  return isRequire || callee.kind === ts.SyntaxKind.ImportKeyword ? node.arguments[0].text : undefined;
}

/**
 * The modules a file imports, each with the names it takes from it:
 * `import A, { b, c as d } from "m"`, `export { b } from "m"`, and in
 * CommonJS `const m_1 = require("m")` (also wrapped in `__importDefault`)
 * with its members `m_1.b`, `m_1.default`, `const { b } = require("m")`,
 * `require("m").b`. A dynamic `import("m")` counts as an import with no names.
 */
export function importsOf(file: string): Map<string, Set<string>> {
  const source = parse(file);
  const imports = new Map<string, Set<string>>();
  const namesFrom = (specifier: string) =>
    imports.get(specifier) ?? imports.set(specifier, new Set()).get(specifier)!;
  const namespaces = new Map<string, Set<string>>();

  walk(source, (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      if (!node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) return;
      const names = namesFrom(node.moduleSpecifier.text);
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
      if (clause?.name) names.add('default');
      const bindings = clause ? clause.namedBindings : (node as ts.ExportDeclaration).exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
        for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
      } else if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, names);
      return;
    }
    const specifier = moduleCall(node);
    if (specifier === undefined) return;
    const names = namesFrom(specifier);
    let value: ts.Node = node;
    if (ts.isCallExpression(value.parent) && ts.isIdentifier(value.parent.expression)) {
      if (INTEROP.has(value.parent.expression.text)) value = value.parent;
    }
    const user = value.parent;
    if (ts.isPropertyAccessExpression(user) && user.expression === value) names.add(user.name.text);
    if (ts.isVariableDeclaration(user) && user.initializer === value) {
      if (ts.isIdentifier(user.name)) namespaces.set(user.name.text, names);
      else if (ts.isObjectBindingPattern(user.name)) {
        for (const element of user.name.elements) {
          const name = element.propertyName ?? element.name;
          if (ts.isIdentifier(name) || ts.isStringLiteral(name)) names.add(name.text);
        }
      }
    }
  });

  walk(source, (node) => {
    if (!ts.isPropertyAccessExpression(node) && !ts.isElementAccessExpression(node)) return;
    if (!ts.isIdentifier(node.expression)) return;
    const names = namespaces.get(node.expression.text);
    if (!names) return;
    if (ts.isPropertyAccessExpression(node)) names.add(node.name.text);
    else if (ts.isStringLiteral(node.argumentExpression)) names.add(node.argumentExpression.text);
  });
  return imports;
}

/** The file a relative or `@site/` specifier of a site module names. */
function resolveSiteModule(from: string, specifier: string, site: Site): string | undefined {
  const base = specifier.startsWith('@site/')
    ? join(site.root, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return;
  const extensions = ['.ts', '.tsx', '.js', '.jsx'];
  return firstFile([
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => join(base, `index${ext}`)),
  ]);
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (
    (ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((modifier) => modifier.kind === kind)) ?? false
  );
}

function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isBindingElement(element) ? boundNames(element.name) : []));
}

/** The names a site module exports at run time (types left out), following `export * from` into site files. */
export function exportedNames(file: string, site: Site): Set<string> {
  const names = new Set<string>();
  for (const statement of parse(file).statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) names.add('default');
    else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) if (!element.isTypeOnly) names.add(element.name.text);
      } else if (clause) names.add(clause.name.text);
      else {
        const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
        const target = resolveSiteModule(file, specifier, site);
        if (!target)
          throw new Error(
            `${relative(site.root, file)}: cannot list the names of export * from "${specifier}"`,
          );
        for (const name of exportedNames(target, site)) if (name !== 'default') names.add(name);
      }
    } else if (
      hasModifier(statement, ts.SyntaxKind.ExportKeyword) &&
      !hasModifier(statement, ts.SyntaxKind.DeclareKeyword)
    ) {
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) names.add('default');
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          boundNames(declaration.name).forEach((name) => names.add(name));
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        names.add(statement.name.text);
      }
    }
  }
  return names;
}

/**
 * Every module of src/theme shadows a module that some installed
 * theme provides. A module with no original is fine only as a part of
 * another one of ours (a sibling imports it by a relative path, as
 * SearchBar/index.tsx does ./Bar); otherwise the theme renamed or moved its
 * module and ours now replaces nothing.
 */
export function shadowsWithoutOriginal(site: Site): string[] {
  const shadows = listShadows(site);
  const themes = themePackages(site);
  const parts = new Set(
    shadows.flatMap(({ file }) =>
      [...importsOf(file).keys()].flatMap((specifier) =>
        specifier.startsWith('.') ? (resolveSiteModule(file, specifier, site) ?? []) : [],
      ),
    ),
  );
  return shadows
    .filter(({ path, file }) => providers(path, themes).length === 0 && !parts.has(file))
    .map(
      ({ id, path, file }) =>
        `${relative(site.root, file)} shadows ${id}, but no installed theme has lib/theme/${path}.js or ` +
        `lib/theme/${path}/index.js (themes: ${themes.map((theme) => relative(site.nodeModules, theme)).join(', ')}): ` +
        'the theme renamed or moved it, so this file replaces nothing',
    );
}

/** Every `@theme…/X` string in the text of `file`: what the site or Docusaurus names, in imports or in route configs. */
function themeIdsNamedIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/["'`](@theme(?:-original|-init)?\/[^"'`\s]+)["'`]/g)].map((match) => match[1]);
}

/**
 * The theme modules the site can load: those that the site's sources, the
 * Docusaurus packages (routes name `@theme/DocItem` and the like) or a
 * theme's plugin code (client modules such as './prism-include-languages')
 * name, and what those import in turn. `@theme/X` goes to our module when we
 * have one, else to every theme that provides X; `@theme-original/X` and
 * `@theme-init/X` go to the themes. Naming a module in a comment counts too:
 * the set may be larger than the bundle, never smaller.
 */
export function loadedThemeModules(site: Site): Set<string> {
  const themes = themePackages(site);
  const shadowed = new Set(listShadows(site).map(({ id }) => id));
  const inThemeFolder = (file: string) =>
    themes.some((theme) => file.startsWith(join(theme, 'lib/theme') + '/'));
  const targets = (specifier: string): string[] => {
    const match = /^@theme(-original|-init)?\/(.+)$/.exec(specifier);
    if (!match || (!match[1] && shadowed.has(specifier))) return [];
    return providers(match[2], themes);
  };

  const entries = SITE_SOURCES.flatMap((dir) =>
    filesUnder(join(site.root, dir), /\.(tsx?|jsx?|mdx?)$/),
  ).flatMap((file) => themeIdsNamedIn(file).flatMap(targets));
  const docusaurus = join(site.nodeModules, '@docusaurus');
  const packages = [
    ...themes,
    ...(existsSync(docusaurus) ? readdirSync(docusaurus).map((name) => join(docusaurus, name)) : []),
  ];
  for (const file of new Set(packages.flatMap((folder) => filesUnder(join(folder, 'lib'), /\.js$/)))) {
    if (inThemeFolder(file)) continue;
    entries.push(...themeIdsNamedIn(file).flatMap(targets));
    // A theme names its client modules relative to lib/theme ('./prism-include-languages').
    const theme = themes.find((folder) => file.startsWith(folder + '/'));
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/["']\.\/([\w./-]+)["']/g)) {
      if (theme) entries.push(...providers(path, [theme]));
    }
  }

  const loaded = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    for (const specifier of importsOf(file).keys()) {
      if (!specifier.startsWith('.')) queue.push(...targets(specifier));
      else {
        const base = resolve(dirname(file), specifier);
        const target = firstFile([base, `${base}.js`, join(base, 'index.js')]);
        if (target && /\.js$/.test(target)) queue.push(target);
      }
    }
  }
  return loaded;
}

/**
 * Every name that a loaded theme module imports from a
 * shadowed `@theme/X` is exported by our X. The theme's own X is left out
 * as an importer: our module stands in for it.
 */
export function missingExports(site: Site, loaded = loadedThemeModules(site)): string[] {
  const themes = themePackages(site);
  const shadows = listShadows(site);
  // By shadowed id, by name: the theme files that import it.
  const imported = new Map(shadows.map(({ id }) => [id, new Map<string, string[]>()]));
  const originals = new Map(shadows.map(({ id, path }) => [id, new Set(providers(path, themes))]));
  for (const importer of loaded) {
    for (const [specifier, names] of importsOf(importer)) {
      const importers = imported.get(specifier);
      if (!importers || originals.get(specifier)!.has(importer)) continue;
      for (const name of names)
        importers.set(name, [...(importers.get(name) ?? []), relative(site.root, importer)]);
    }
  }
  return shadows.flatMap(({ id, file }) => {
    const importers = imported.get(id)!;
    const exported = exportedNames(file, site);
    const missing = [...importers.keys()].filter((name) => !exported.has(name)).sort();
    if (missing.length === 0) return [];
    const by = [...new Set(missing.flatMap((name) => importers.get(name)!))].sort();
    return [
      `${relative(site.root, file)} (${id}) does not export ${missing.join(', ')}, imported by ${by.join(', ')}`,
    ];
  });
}

/** The property chain a selector reads from its `state` parameter: `state.a?.b["c"]` is a, b, c. */
function chainFrom(node: ts.Node): string[] {
  const path: string[] = [];
  for (let parent = node.parent; ; parent = parent.parent) {
    if (ts.isPropertyAccessExpression(parent)) path.push(parent.name.text);
    else if (ts.isElementAccessExpression(parent) && ts.isStringLiteral(parent.argumentExpression)) {
      path.push(parent.argumentExpression.text);
    } else return path;
  }
}

/**
 * The store paths that a theme module reads through `useTypedSelector(…)`,
 * as `['server', 'value']`, and the lines of the calls whose selector is not
 * an inline function of one plain parameter: those cannot be read here.
 */
export function storeReads(file: string): { reads: string[][]; unreadable: number[] } {
  const source = parse(file);
  const reads: string[][] = [];
  const unreadable: number[] = [];
  walk(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    const callee = ts.isParenthesizedExpression(node.expression)
      ? node.expression.expression
      : node.expression;
    const hook = ts.isBinaryExpression(callee) ? callee.right : callee; // (0, hooks_1.useTypedSelector)
    const name = ts.isPropertyAccessExpression(hook)
      ? hook.name.text
      : ts.isIdentifier(hook)
        ? hook.text
        : '';
    if (name !== 'useTypedSelector') return;
    const [selector] = node.arguments;
    const inline = selector && (ts.isArrowFunction(selector) || ts.isFunctionExpression(selector));
    const parameter = inline ? selector.parameters[0] : undefined;
    if (!inline || !parameter || !ts.isIdentifier(parameter.name)) {
      unreadable.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
      return;
    }
    const state = parameter.name.text;
    walk(selector.body, (use) => {
      const isMember = ts.isPropertyAccessExpression(use.parent) && use.parent.name === use;
      if (ts.isIdentifier(use) && use.text === state && !isMember) {
        const path = chainFrom(use);
        if (path.length > 0) reads.push(path);
      }
    });
  });
  return { reads, unreadable };
}

/** The property names that each slice of a type literal `type <name> = { slice: { … } }` declares. */
export function declaredSlices(file: string, name: string): Map<string, Set<string>> {
  const alias = parse(file).statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === name,
  );
  if (!alias || !ts.isTypeLiteralNode(alias.type)) throw new Error(`${file}: no type literal ${name}`);
  const keys = (type: ts.TypeNode | undefined) =>
    new Set(
      type && ts.isTypeLiteralNode(type)
        ? type.members.flatMap((member) =>
            member.name && ts.isIdentifier(member.name) ? [member.name.text] : [],
          )
        : [],
    );
  return new Map(
    alias.type.members.flatMap((member) =>
      ts.isPropertySignature(member) && ts.isIdentifier(member.name)
        ? [[member.name.text, keys(member.type)]]
        : [],
    ),
  );
}

/**
 * Each path a loaded theme module reads from the store exists in
 * ours down to its first two segments: the slice is an object in the
 * initial state, and its key is declared in the state's type (the value
 * itself may be unset, as `server.value` is).
 */
export function unknownStorePaths(
  site: Site,
  store: { initial: object; declared: Map<string, Set<string>> },
  loaded = loadedThemeModules(site),
): string[] {
  const unknown = new Map<string, Set<string>>();
  const report = (what: string, file: string) =>
    unknown.set(what, (unknown.get(what) ?? new Set()).add(relative(site.root, file)));
  for (const file of loaded) {
    const { reads, unreadable } = storeReads(file);
    for (const line of unreadable) {
      report(
        'a useTypedSelector selector is not an inline function of the state, so its path is unknown',
        `${file}:${line}`,
      );
    }
    for (const [slice, key] of reads) {
      const value = (store.initial as Record<string, unknown>)[slice];
      if (typeof value !== 'object' || value === null)
        report(`state.${slice} is not an object in our initial state`, file);
      else if (key !== undefined && !store.declared.get(slice)?.has(key)) {
        report(`state.${slice}.${key} is not declared in our state type`, file);
      }
    }
  }
  return [...unknown].map(([what, files]) => `${what} (read by ${[...files].sort().join(', ')})`);
}
