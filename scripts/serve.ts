/**
 * `npm run serve`: serves the production build in `build/` the way a static
 * host does, with gzip. It answers like `docusaurus serve` (clean URLs, no
 * trailing slash, `404.html` for unknown paths), which sends every file
 * uncompressed: a service page of /ref/api is 540 KB of HTML, and 37 KB
 * gzipped. The end-to-end tests and the bench use this server too, so they
 * measure what a reader downloads.
 *
 *   tsx scripts/serve.ts [--host 127.0.0.1] [--port 3000]
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';

export const buildDir = resolve(__dirname, '..', 'build');

/** An HTTP server for the files in `dir`, gzip-compressed when the client accepts it. */
export function createSiteServer(dir: string = buildDir): Server {
  const compress = compression();
  return createServer((request, response) => {
    compress(request as never, response as never, () => {
      handler(request, response, { public: dir, cleanUrls: true, trailingSlash: false }).catch(
        (error: unknown) => {
          response.statusCode = 500;
          response.end(String(error));
        },
      );
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
  createSiteServer().listen(port, values.host, () => {
    console.log(`Serving ${buildDir} at http://${values.host}:${port}/`);
  });
}
