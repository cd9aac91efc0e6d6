/**
 * The hosting rules of a build: which headers each path gets and where a
 * folder path leads. This is the one definition; `netlify.ts` and `nginx.ts`
 * write it out for static hosts, and scripts/serve.ts serves a build by the
 * `_headers` and `_redirects` files written from it, so the local server and
 * the deploy recipes cannot drift apart.
 *
 * Paths use the pattern syntax of Netlify and Cloudflare Pages, limited to
 * what every output can express: an exact path (`/search`), everything below
 * a folder (`/assets/*`), or every path (`/*`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { load } from 'cheerio';
import { indexFile } from '../search-index/files';

export type Headers = Record<string, string>;
export type HeaderRule = { path: string; headers: Headers };
/** A folder with no page of its own, sent to the page that opens its section. */
export type FolderRedirect = { from: string; to: string; status: number };
export type HostingRules = { headers: HeaderRule[]; redirects: FolderRedirect[] };

export class HostingRuleError extends Error {}

/** The files the deploy recipes are written to, in the build folder; they are not part of the site. */
export const recipeFiles = { headers: '_headers', redirects: '_redirects', nginx: 'nginx.conf' } as const;

export const immutable = 'public, max-age=31536000, immutable';
// Readers see a new deploy at once; unchanged files cost a 304.
export const revalidate = 'public, max-age=0, must-revalidate';

/**
 * The headers of a path that no rule sets them for. They are what Netlify and
 * Cloudflare Pages send anyway, so `_headers` leaves them out; nginx and
 * scripts/serve.ts, which send no such default, send these. Leaving the
 * default out of the rules keeps the rules from overlapping, which hosts
 * resolve differently (Netlify keeps the last value, Cloudflare Pages joins
 * them), and from depending on files that other plugins write during
 * `postBuild`, at the same time as the rules are made.
 */
export const hostDefaults: Headers = { 'Cache-Control': revalidate };

/**
 * The embedded search index: a page left idle prefetches it, so that the
 * first query needs no round trip, even offline. `must-revalidate` would make
 * that query wait for the server (or fail offline); this answers from the
 * prefetched copy and revalidates it in the background, so the next query
 * has the new index after a deploy.
 */
export const revalidateInBackground = 'public, max-age=0, stale-while-revalidate=600';
const searchIndexRule: HeaderRule = {
  path: `/${dirname(indexFile)}/*`,
  headers: { 'Cache-Control': revalidateInBackground },
};
// Temporary: which page opens a section follows the sidebar, which may change.
const folderRedirectStatus = 302;

// A content hash in a file name, as the bundler writes it: `main.5739bf68.js`, `logo-3f2a9c1d.svg`.
const hashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/;

// Script types that browsers run, so CSP governs them; data blocks (JSON-LD) are not run.
const executableTypes = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  'importmap',
  'speculationrules',
]);
const dataType = /(^|[/+])json$/;
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/** Every file under `dir`, as site paths (`/assets/js/main.1234abcd.js`). */
export function sitePaths(dir: string): string[] {
  const paths: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else paths.push(`/${relative(dir, path).split(sep).join('/')}`);
    }
  };
  walk(dir);
  return paths.sort();
}

/** The CSP source expression that allows one inline script. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * The hash of every distinct inline script of the HTML pages, sorted. Throws
 * on what a hash cannot allow: inline event handlers, `javascript:` URLs, and
 * scripts of a type that may or may not run.
 */
export function inlineScriptHashes(pages: { path: string; html: string }[]): string[] {
  const hashes = new Set<string>();
  for (const { path, html } of pages) {
    const $ = load(html);
    for (const element of $('*').toArray()) {
      if (!('attribs' in element)) continue;
      for (const [name, value] of Object.entries(element.attribs)) {
        if (/^on/i.test(name) || (urlAttributes.has(name) && /^\s*javascript:/i.test(value))) {
          throw new HostingRuleError(
            `${path}: <${element.tagName} ${name}="…"> runs script that a CSP hash cannot allow; move it to a script`,
          );
        }
      }
    }
    $('script:not([src])').each((_, element) => {
      const type = ($(element).attr('type') ?? '').trim().toLowerCase();
      if (dataType.test(type)) return;
      if (!executableTypes.has(type)) {
        throw new HostingRuleError(
          `${path}: inline <script type="${type}"> is neither JavaScript nor JSON, so its CSP hash cannot be decided`,
        );
      }
      hashes.add(scriptHash($(element).text()));
    });
  }
  return [...hashes].sort();
}

/** The Content-Security-Policy of every page: the site's own origin, plus `connectOrigins` for requests. */
export function contentSecurityPolicy(hashes: string[], connectOrigins: string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets a page compile WebAssembly, and nothing else
    // (JavaScript's eval stays forbidden): the rule playground's jq is
    // WebAssembly (plugins/jq-wasm.ts).
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...hashes]],
    // Docusaurus, Mermaid and the OpenAPI theme set inline styles.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // The stylesheet draws icons as data: URLs.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectOrigins]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Whether the pattern `rule` covers the site path `path`. */
export function matches(rule: string, path: string): boolean {
  return rule.endsWith('/*') ? path.startsWith(rule.slice(0, -1)) : rule === path;
}

/**
 * The headers for `path`: every matching rule applies, a header that two
 * rules set gets both values joined, as Cloudflare Pages does (the rules are
 * written so that this never happens: `hostingRules` checks it), and
 * `hostDefaults` fill in the rest.
 */
export function headersFor(rules: HeaderRule[], path: string): Headers {
  const headers: Headers = {};
  for (const rule of rules.filter((candidate) => matches(candidate.path, path))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
  }
  return { ...hostDefaults, ...headers };
}

/** The paths a file answers at: itself, and for a page its clean URL. */
function urlsOf(file: string): string[] {
  if (file === '/index.html') return ['/', file];
  if (file.endsWith('/index.html')) return [file.slice(0, -'/index.html'.length), file];
  return file.endsWith('.html') ? [file.slice(0, -'.html'.length), file] : [file];
}

/**
 * A top-level folder whose every file name carries a content hash (the
 * bundler's `/assets/`) is cached for good; everything else revalidates by
 * `hostDefaults`.
 */
function cacheRules(files: string[]): HeaderRule[] {
  const folders = new Map<string, string[]>();
  for (const file of files) {
    const parts = file.slice(1).split('/');
    if (parts.length > 1) folders.set(parts[0], [...(folders.get(parts[0]) ?? []), file]);
  }
  return [...folders]
    .filter(([, inside]) => inside.every((file) => hashedName.test(file)))
    .map(([top]) => ({ path: `/${top}/*`, headers: { 'Cache-Control': immutable } }));
}

/** The first page of `pageOrder` inside each folder of the build that has no page of its own. */
function folderRedirects(files: string[], pageOrder: string[]): FolderRedirect[] {
  const fileSet = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(1, -1)
        .map((_, index, parts) => `/${parts.slice(0, index + 1).join('/')}`),
    ),
  );
  const redirects: FolderRedirect[] = [];
  for (const folder of [...folders].sort()) {
    if (fileSet.has(`${folder}.html`) || fileSet.has(`${folder}/index.html`)) continue;
    const to = pageOrder.find((page) => page.startsWith(`${folder}/`) && fileSet.has(`${page}.html`));
    if (to) redirects.push({ from: folder, to, status: folderRedirectStatus });
  }
  return redirects;
}

/** Throws if two rules set one header on a path of the build (see `hostDefaults`). */
function checkNoOverlap(rules: HeaderRule[], files: string[]): void {
  for (const url of files.flatMap(urlsOf)) {
    const names = rules
      .filter((rule) => matches(rule.path, url))
      .flatMap((rule) => Object.keys(rule.headers));
    const twice = names.find((name, index) => names.indexOf(name) !== index);
    if (twice)
      throw new HostingRuleError(`${url}: two header rules set ${twice}; hosts would merge them differently`);
  }
}

export type HostingInput = {
  /** The site paths of the pages in reading order (the sidebars, in order), e.g. `/getting_started/install_cli`. */
  pageOrder: string[];
  /** Origins the pages send requests to besides their own, e.g. the hosted search provider. */
  connectOrigins: string[];
};

/** The hosting rules of the build in `dir` (see the top of this file). */
export function hostingRules(dir: string, { pageOrder, connectOrigins }: HostingInput): HostingRules {
  if (!existsSync(join(dir, 'index.html')) || !statSync(dir).isDirectory()) {
    throw new HostingRuleError(`${dir} holds no built site (no index.html); run the build first`);
  }
  const recipes = new Set(Object.values(recipeFiles).map((name) => `/${name}`));
  const files = sitePaths(dir).filter((file) => !recipes.has(file));
  const pages = files
    .filter((file) => file.endsWith('.html'))
    .map((path) => ({ path, html: readFileSync(join(dir, path), 'utf8') }));
  const security: Headers = {
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes(pages), connectOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
  const headers = [{ path: '/*', headers: security }, ...cacheRules(files), searchIndexRule];
  checkNoOverlap(headers, files);
  return { headers, redirects: folderRedirects(files, pageOrder) };
}
