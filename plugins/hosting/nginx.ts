/**
 * The hosting rules as an nginx snippet, to include in a `server` block whose
 * `root` is the build folder (README.md, "Deploy"). nginx picks one location
 * per request and a location with `add_header` drops the server's headers, so
 * each location repeats the headers of every rule that covers it.
 */
import { headersFor, type HostingRules } from './rules';

/** A header value as an nginx string: quoted, with quotes and backslashes escaped. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

// A page is served at its clean URL (`/quickstart` from quickstart.html, `/` from index.html).
function location(match: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(
    ([name, value]) => `    add_header ${name} ${quoted(value)} always;`,
  );
  return [`location ${match} {`, ...lines, '    try_files $uri $uri.html $uri/index.html =404;', '}'].join(
    '\n',
  );
}

export function formatNginx(rules: HostingRules): string {
  const { headers, redirects } = rules;
  const specific = headers.filter(({ path }) => path !== '/*');
  return [
    '# Written by plugins/hosting at build time; edit plugins/hosting/rules.ts instead.',
    '# Include inside a server block whose root is the build folder.',
    'autoindex off;',
    // The not-found page by its clean URL: the rewrite below would send /404.html on as a 301.
    'error_page 404 /404;',
    // Clean URLs without a trailing slash, as the site links them (SPEC.md section 2).
    'rewrite ^/index(\\.html)?$ / permanent;',
    'rewrite ^(/.+)\\.html$ $1 permanent;',
    'rewrite ^(/.+)/$ $1 permanent;',
    ...redirects.map(({ from, to, status }) => `location = ${from} {\n    return ${status} ${to};\n}`),
    ...specific.map(({ path }) =>
      location(path.endsWith('/*') ? `^~ ${path.slice(0, -1)}` : `= ${path}`, headersFor(headers, path)),
    ),
    location('/', headersFor(headers, '/*')),
    '',
  ].join('\n');
}
