/**
 * The hosting rules (plugins/hosting), on a small fake build in a temporary
 * folder: the CSP hashes, the cache and folder rules, and the recipe files
 * written from them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LoadedPlugin } from '@docusaurus/types';
import { afterAll, describe, expect, it } from 'vitest';
import { docSearchModule, sidebarPageOrder } from '../../plugins/hosting';
import { formatNginx } from '../../plugins/hosting/nginx';
import { formatHeaders, formatRedirects, parseHeaders, parseRedirects } from '../../plugins/hosting/netlify';
import {
  headersFor,
  hostingRules,
  HostingRuleError,
  immutable,
  inlineScriptHashes,
  revalidate,
  revalidateInBackground,
  type HostingInput,
} from '../../plugins/hosting/rules';

const builds: string[] = [];
afterAll(() => {
  for (const build of builds) rmSync(build, { recursive: true, force: true });
});

const page = (script: string, extra = '') =>
  `<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"WebSite"}</script></head><body${extra}><script>${script}</script><script src="/assets/js/main.0123abcd.js"></script></body></html>`;

/** A build folder holding `files` (site path → contents). */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'minder-hosting-'));
  builds.push(dir);
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), contents);
  }
  return dir;
}

const site = {
  '/index.html': page('start()'),
  '/404.html': page('start()'),
  '/getting_started/quickstart.html': page('start()'),
  '/getting_started/install_cli.html': page('start()'),
  '/ref/api.html': page('start()'),
  '/ref/api/health-service.html': page('start()'),
  '/ref/cli/minder.html': page('start()'),
  '/ref/old.html': page("window.location.href = '/ref/api'"),
  '/assets/js/main.0123abcd.js': '',
  '/assets/css/styles.89abcdef.css': '',
  '/img/logo.svg': '<svg/>',
  '/search/index.json': '{}',
  '/openapi.json': '{}',
};

const input: HostingInput = {
  pageOrder: [
    '/',
    '/getting_started/install_cli',
    '/getting_started/quickstart',
    '/ref/cli/minder',
    '/ref/api',
  ],
  connectOrigins: [],
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hash every distinct inline script as the browser reads it, and no JSON-LD', () => {
    const hashes = inlineScriptHashes([
      { path: '/a.html', html: page('start()') },
      { path: '/b.html', html: page('start()') },
      { path: '/c.html', html: page('if (a < b && c) go("</p>")') },
    ]);
    expect(hashes).toEqual([sha256('start()'), sha256('if (a < b && c) go("</p>")')].sort());
    expect(hashes).not.toContain(sha256('{"@type":"WebSite"}'));
  });

  it('change when an inline script changes', () => {
    const before = hostingRules(build(site), input);
    const after = hostingRules(build({ ...site, '/404.html': page('start(1)') }), input);
    const csp = (rules: typeof before) => headersFor(rules.headers, '/')['Content-Security-Policy'];
    expect(csp(before)).toContain(sha256('start()'));
    expect(csp(before)).not.toContain(sha256('start(1)'));
    expect(csp(after)).toContain(sha256('start(1)'));
  });

  it('refuse what a hash cannot allow, naming the page', () => {
    expect(() => inlineScriptHashes([{ path: '/x.html', html: page('', ' onload="go()"') }])).toThrow(
      /\/x\.html: <body onload=/,
    );
    expect(() => inlineScriptHashes([{ path: '/y.html', html: '<a href="javascript:go()">go</a>' }])).toThrow(
      HostingRuleError,
    );
    expect(() =>
      inlineScriptHashes([{ path: '/z.html', html: '<script type="text/x-template">go()</script>' }]),
    ).toThrow(/\/z\.html: inline <script type="text\/x-template">/);
  });
});

describe('the hosting rules of a build', () => {
  const rules = hostingRules(build(site), { ...input, connectOrigins: ['https://*.algolia.net'] });

  it('send every section folder without a page to the first page of the section in reading order', () => {
    expect(rules.redirects).toEqual([
      { from: '/getting_started', to: '/getting_started/install_cli', status: 302 },
      { from: '/ref', to: '/ref/cli/minder', status: 302 },
      { from: '/ref/cli', to: '/ref/cli/minder', status: 302 },
    ]);
  });

  it('cache hashed assets for good and make everything else revalidate', () => {
    const cache = (path: string) => headersFor(rules.headers, path)['Cache-Control'];
    expect(cache('/assets/js/main.0123abcd.js')).toBe(immutable);
    expect(cache('/assets/css/styles.89abcdef.css')).toBe(immutable);
    for (const path of ['/', '/getting_started/quickstart', '/openapi.json', '/img/logo.svg']) {
      expect(cache(path), path).toBe(revalidate);
    }
    // The prefetched search index answers at once and revalidates in the background.
    expect(cache('/search/index.json')).toBe(revalidateInBackground);
  });

  it('give every path the security headers, with the connect origins in the CSP', () => {
    const headers = headersFor(rules.headers, '/ref/api');
    // Scripts of the site and inline scripts by hash; WebAssembly may compile (the playground's jq), eval may not.
    expect(headers['Content-Security-Policy']).toMatch(
      /script-src 'self' 'wasm-unsafe-eval' 'sha256-[^;]+; /,
    );
    expect(headers['Content-Security-Policy']).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(headers['Content-Security-Policy']).toContain("connect-src 'self' https://*.algolia.net;");
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers).toMatchObject({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' });
  });

  it('fail clearly on a folder that holds no build', () => {
    expect(() => hostingRules(build({ '/img/logo.svg': '' }), input)).toThrow(
      /no index\.html.*run the build/,
    );
  });

  it('survive the round trip through _headers and _redirects, the files the local server reads', () => {
    expect(parseHeaders(formatHeaders(rules))).toEqual(rules.headers);
    expect(parseRedirects(formatRedirects(rules))).toEqual(rules.redirects);
    expect(() => parseRedirects('/a /b 200')).toThrow(/_redirects:1: expected "from to status"/);
    expect(() => parseHeaders('  X-Frame-Options: DENY')).toThrow(/_headers:1/);
  });

  it('write the same rules for nginx, each location with the headers of every rule that covers it', () => {
    const nginx = formatNginx(rules);
    expect(nginx).toContain('location = /getting_started {\n    return 302 /getting_started/install_cli;\n}');
    const assets = /location \^~ \/assets\/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(assets).toContain(`add_header Cache-Control "${immutable}" always;`);
    const csp = headersFor(rules.headers, '/')['Content-Security-Policy'];
    expect(assets).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    // Every header of every rule is in the nginx snippet too.
    for (const { headers } of rules.headers) {
      for (const [name, value] of Object.entries(headers))
        expect(nginx).toContain(`add_header ${name} "${value}"`);
    }
    const rest = /location \/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(rest).toContain(`add_header Cache-Control "${revalidate}" always;`);
    // Netlify and Cloudflare Pages send the revalidating default themselves.
    expect(formatHeaders(rules)).not.toContain(revalidate);
    expect(nginx).toContain('autoindex off;');
    expect(nginx).toContain('error_page 404 /404;');
  });
});

describe('the reading order of the docs instances', () => {
  it('list each sidebar in order: docs, category links and internal links, across instances', () => {
    const docs = (name: string, sidebars: object, ids: string[]) =>
      ({
        name,
        content: {
          loadedVersions: [{ sidebars, docs: ids.map((id) => ({ id, permalink: `/${id}` })) }],
        },
      }) as unknown as LoadedPlugin;
    const plugins = [
      docs(
        'docusaurus-plugin-content-docs',
        {
          docs: [
            { type: 'doc', id: 'index' },
            {
              type: 'category',
              link: { type: 'doc', id: 'about/intro' },
              items: [
                { type: 'doc', id: 'about/roadmap' },
                { type: 'link', href: '/ref/cli/minder' },
                { type: 'link', href: 'https://github.com/mindersec/minder' },
              ],
            },
          ],
        },
        ['index', 'about/intro', 'about/roadmap'],
      ),
      docs('docusaurus-plugin-sitemap', {}, []),
      docs('docusaurus-plugin-content-docs', { api: [{ type: 'doc', id: 'ref/api' }] }, ['ref/api']),
    ];
    expect(sidebarPageOrder(plugins)).toEqual([
      '/index',
      '/about/intro',
      '/about/roadmap',
      '/ref/cli/minder',
      '/ref/api',
    ]);
  });
});

describe("the loader that answers Zod's eval probe in DocSearch", () => {
  const loader = createRequire(__filename)('../../plugins/hosting/eval-probe-loader.cjs') as (
    this: { resourcePath: string },
    source: string,
  ) => string;
  const run = (source: string) => loader.call({ resourcePath: 'DocSearchModal.js' }, source);

  it('finds the probe in the installed DocSearch modules it applies to, and leaves no call', () => {
    const folder = join(__dirname, '../../node_modules/@docsearch/react/dist/esm');
    const modules = readdirSync(folder).filter((name) => docSearchModule.test(join(folder, name)));
    const probed = modules.filter((name) =>
      readFileSync(join(folder, name), 'utf8').includes('Function("")'),
    );
    // The modal carries Zod: were it gone, the loader would be upkeep for nothing.
    expect(probed).toContain('DocSearchModal.js');
    for (const name of probed)
      expect(run(readFileSync(join(folder, name), 'utf8'))).not.toContain('Function("")');
  });

  it('makes the probe answer no, and stops the build when the probe has another shape', () => {
    expect(run('var a=f(function(){try{return new Function(""),!0}catch(e){return!1}});')).toBe(
      'var a=f(function(){return!1});',
    );
    expect(run('var b=1;')).toBe('var b=1;');
    expect(() => run('try{new Function(""); return true}catch{return false}')).toThrow(
      /DocSearchModal\.js calls Function\(""\) in a shape the loader does not know/,
    );
  });
});
