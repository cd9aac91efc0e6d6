/**
 * `npm run serve`: serves the production build in `build/` the way a static
 * host does, with gzip. It answers like `docusaurus serve` (clean URLs, no
 * trailing slash, `404.html` for unknown paths), which sends every file
 * uncompressed: a service page of /ref/api is 540 KB of HTML, and 37 KB
 * gzipped. The end-to-end tests and the bench use this server too, so they
 * measure what a reader downloads.
 *
 * It answers by the deploy recipe that the build writes for static hosts
 * (plugins/hosting): the headers of `_headers` (CSP, caching) and the folder
 * redirects of `_redirects`, and a folder without a page is not found, never
 * listed. So the tests check the very rules a host gets.
 *
 *   tsx scripts/serve.ts [--host 127.0.0.1] [--port 3000]
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';
import { parseHeaders, parseRedirects } from '../plugins/hosting/netlify';
import { headersFor, recipeFiles } from '../plugins/hosting/rules';

export const buildDir = resolve(__dirname, '..', 'build');

/** The contents of a recipe file of the build in `dir`; throws if the build predates the recipes. */
function recipe(dir: string, name: string): string {
  const path = resolve(dir, name);
  if (!existsSync(path)) throw new Error(`serve: ${path} is missing; run \`npm run build\` again`);
  return readFileSync(path, 'utf8');
}

/**
 * An HTTP server for the files in `dir`, gzip-compressed when the client
 * accepts it, with the headers and folder redirects of the build's recipe.
 */
export function createSiteServer(dir: string = buildDir): Server {
  const headerRules = parseHeaders(recipe(dir, recipeFiles.headers));
  const redirects = new Map(
    parseRedirects(recipe(dir, recipeFiles.redirects)).map((rule) => [rule.from, rule]),
  );
  const compress = compression();
  return createServer((request, response) => {
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    const redirect = redirects.get(pathname);
    if (redirect) {
      response.writeHead(redirect.status, { Location: redirect.to + search }).end();
      return;
    }
    for (const [name, value] of Object.entries(headersFor(headerRules, pathname)))
      response.setHeader(name, value);
    compress(request as never, response as never, () => {
      handler(request, response, {
        public: dir,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
      }).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
}

if (require.main === module) {
  const { values } = parseArgs({
    options: { host: { type: 'string', default: 'localhost' }, port: { type: 'string', default: '3000' } },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port <= 0) {
    console.error(`serve: --port must be a port number, not "${values.port}"`);
    process.exit(2);
  }
  if (!existsSync(resolve(buildDir, 'index.html'))) {
    console.error(`serve: ${buildDir} holds no site; run \`npm run build\` first`);
    process.exit(1);
  }
  let server: Server;
  try {
    server = createSiteServer();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  server.listen(port, values.host, () => {
    console.log(`Serving ${buildDir} at http://${values.host}:${port}/`);
  });
}
