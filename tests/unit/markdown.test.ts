/**
 * src/components/Markdown replaces the OpenAPI theme's react-markdown. For
 * every string the reference renders with it (each description in the
 * OpenAPI document, and the "Possible values" line the theme writes for each
 * schema), its HTML must be what micromark, CommonMark with GFM, makes.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import Markdown, { parseBlocks } from '../../src/components/Markdown';
import { loadApi } from '../../scripts/api/load';
import { buildModel } from '../../scripts/api/model';
import { buildOpenApi } from '../../scripts/api/openapi';

const require = createRequire(import.meta.url);

/** The theme's qualifier line, loaded with @docusaurus/Translate stubbed. */
function loadQualifierMessage(): (schema: object) => string | undefined {
  const Module = require('node:module') as {
    _resolveFilename: (request: string, ...rest: unknown[]) => string;
  };
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    if (request === '@docusaurus/Translate') return join(__dirname, 'fixtures', 'translate.cjs');
    return resolve.call(this, request, ...rest);
  };
  try {
    return require('docusaurus-theme-openapi-docs/lib/markdown/schema').getQualifierMessage;
  } finally {
    Module._resolveFilename = resolve;
  }
}

function ours(source: string): string {
  return renderToStaticMarkup(createElement(Markdown, null, source)).replaceAll('&#x27;', "'");
}

function reference(source: string): string {
  return micromark(source, { extensions: [gfm()], htmlExtensions: [gfmHtml()] })
    .replace(/>\n</g, '><')
    .trim();
}

let strings: string[] = [];

beforeAll(() => {
  const document = buildOpenApi(buildModel(loadApi('api')), {
    version: 'v1',
    serverUrl: 'https://api.example.com',
  });
  const qualifier = loadQualifierMessage();
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const message = qualifier(node);
    if (message) found.add(message);
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'description' || key === 'summary') && typeof value === 'string') found.add(value);
      else walk(value);
    }
  };
  walk(document);
  strings = [...found];
}, 60_000);

describe('the reference Markdown renderer', () => {
  it('finds the strings it has to render', () => {
    expect(strings.length).toBeGreaterThan(500);
    expect(strings.some((s) => s.startsWith('**Possible values:**'))).toBe(true);
    expect(strings.some((s) => /^- /m.test(s))).toBe(true);
  });

  it('renders each of them as CommonMark does', () => {
    const differing = strings.filter((s) => ours(s) !== reference(s));
    expect(differing.map((s) => ({ source: s, ours: ours(s), commonmark: reference(s) }))).toEqual([]);
  });

  it('renders lists, code spans with backticks inside, and strong text', () => {
    const source = 'Intro with ``a `tick` here`` and **bold `code`**.\n\n- `ONE`: first\n  continued\n- two';
    expect(ours(source)).toBe(reference(source));
    expect(parseBlocks(source)).toHaveLength(2);
  });

  it('never turns text into markup', () => {
    const source = '<img src=x onerror=alert(1)> & <b>not bold</b>';
    expect(ours(source)).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;not bold&lt;/b&gt;</p>');
  });

  it('passes anything but a string through', () => {
    expect(renderToStaticMarkup(createElement(Markdown, null, createElement('em', null, 'x')))).toBe(
      '<em>x</em>',
    );
  });
});
