import { describe, expect, it } from 'vitest';
import { buildIndex, loadIndex, tokenize } from '../../../plugins/search-index/engine';
import { highlight, snippet } from '../../../plugins/search-index/highlight';
import { pageRecords } from '../../../plugins/search-index/records';
import { rank } from '../../../plugins/search-index/client';
import { htmlFileOf, redirectOf } from '../../../plugins/search-index';

const options = { areaByTag: { 'docs-api-current': 'REST API reference' }, defaultArea: 'Documentation' };
const tags = { pre: '<mark>', post: '</mark>', ellipsis: '…' };

function page(article: string, tag = 'docs-default-current'): string {
  return `<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}"></head>
<body><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a aria-label="Home page"><svg></svg></a></li>
<li class="breadcrumbs__item"><span>Getting started</span></li><li class="breadcrumbs__item breadcrumbs__item--active"><span>Page</span></li></ul></nav>
<article>${article}</article></body></html>`;
}

describe('pageRecords', () => {
  it('makes a record of the page and of each linkable h2 and h3, with the hierarchy and facets', () => {
    const records = pageRecords(
      page(`<header><h1>Register repositories<a class="hash-link" href="#x">#</a></h1></header><p>Intro text.</p>
<h2 id="by-name">By name</h2><p>Use <code>minder repo register</code>.</p><button>Copy</button>
<h3 id="flags">Flags</h3><ul><li>--name</li><li>--provider</li></ul>
<h3>No id here</h3><p>Still part of Flags.</p>`),
      '/getting_started/register_repos',
      options,
    );
    expect(records.map((record) => [record.url, record.level, record.hierarchy, record.content])).toEqual([
      [
        '/getting_started/register_repos',
        1,
        ['Getting started', 'Register repositories', null, null],
        'Intro text.',
      ],
      [
        '/getting_started/register_repos#by-name',
        2,
        ['Getting started', 'Register repositories', 'By name', null],
        'Use minder repo register.',
      ],
      [
        '/getting_started/register_repos#flags',
        3,
        ['Getting started', 'Register repositories', 'By name', 'Flags'],
        '--name --provider No id here Still part of Flags.',
      ],
    ]);
    expect(records[0]!.language).toBe('en');
    expect(records[0]!.tags).toEqual(['docs-default-current']);
  });

  it('indexes a page without headings as one record, and skips pages without an article or title', () => {
    expect(
      pageRecords(page('<h1>Alone</h1><p>Only text, <b>odd <i>markup</b> here.</p>'), '/alone', options),
    ).toHaveLength(1);
    expect(pageRecords('<html><body><p>No article</p></body></html>', '/none', options)).toEqual([]);
    expect(pageRecords(page('<p>No title</p>'), '/untitled', options)).toEqual([]);
    expect(pageRecords('<<<>>>', '/garbage', options)).toEqual([]);
  });

  it('leaves out parts marked data-search-exclude, and places pages outside the sidebar by their tag', () => {
    const html = page(
      '<h1>Schemas</h1><p>Kept.</p><div data-search-exclude="true"><p>Dropped.</p></div>',
      'docs-api-current',
    ).replace(/<li class="breadcrumbs__item"><span>Getting started<\/span><\/li>/, '');
    const [record] = pageRecords(html, '/ref/api/schemas', options);
    expect(record!.content).toBe('Kept.');
    expect(record!.hierarchy[0]).toBe('REST API reference');
  });
});

describe('highlight and snippet', () => {
  it('escape every character of markup and mark only the matched words', () => {
    const value = highlight(
      '<img src=x onerror=alert(1)> & "register" it',
      new Set(['register']),
      tags,
    ).value;
    expect(value).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;<mark>register</mark>&quot; it');
    expect(highlight('x & <y>', new Set(['x']), tags).value).toBe('<mark>x</mark> &amp; &lt;y&gt;');
  });

  it('cut a window of words around the first match, with ellipses', () => {
    const text = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    const result = snippet(text, new Set(['w20']), tags, 6);
    expect(result.value).toBe('…w16 w17 w18 w19 <mark>w20</mark> w21…');
    expect(result.matchLevel).toBe('full');
    expect(snippet('short text', new Set(['none']), tags).value).toBe('short text');
  });
});

describe('the engine', () => {
  const records = [
    ...pageRecords(
      page('<h1>Register repositories</h1><p>How to register them.</p>'),
      '/getting_started/register_repos',
      options,
    ),
    ...pageRecords(
      page(
        '<h1>Protocol reference</h1><h2 id="rr">RegisterRepoResult</h2><p>The outcome of a registration.</p><h2 id="rem">Remediation</h2><p>Remediations open pull requests.</p>',
      ),
      '/ref/proto',
      options,
    ),
  ];
  const { index } = buildIndex(records);
  const { engine, records: loaded } = loadIndex(JSON.parse(JSON.stringify(index)));
  const urls = (query: string) =>
    rank(engine, loaded, query).map((result) => loaded[result.id as number]!.url);

  it('splits camel-case names into words', () => {
    expect(tokenize('RegisterRepoResult, minder-cli')).toEqual([
      'Register',
      'Repo',
      'Result',
      'minder',
      'cli',
    ]);
  });

  it('ranks a page title above a passing mention, matches prefixes and one typo', () => {
    expect(urls('regis')[0]).toBe('/getting_started/register_repos');
    expect(urls('remediaton')).toContain('/ref/proto#rem');
    expect(urls('RegisterRepoResult')[0]).toBe('/ref/proto#rr');
  });

  it('ranks records with every word before those with some', () => {
    expect(urls('registration outcome')[0]).toBe('/ref/proto#rr');
  });

  it('survives the round trip of its compact form', () => {
    expect(loaded.map((record) => record.url)).toEqual(records.map((record) => record.url));
    expect(engine.documentCount).toBe(records.length);
  });
});

describe('the plugin', () => {
  it('replaces the /search page client and the search bar head of theme-search-algolia only', () => {
    const theme = '/site/node_modules/@docusaurus/theme-search-algolia/lib/theme';
    expect(redirectOf(`${theme}/SearchPage`, 'algoliasearch/lite')).toMatch(/client\.ts$/);
    expect(redirectOf(`${theme}/SearchBar`, '@docusaurus/Head')).toMatch(/HeadWithoutPreconnect\.tsx$/);
    expect(redirectOf(`${theme}/SearchPage`, '@docusaurus/Head')).toBeUndefined();
    expect(redirectOf('/site/src/theme/SearchBar', 'algoliasearch/lite')).toBeUndefined();
  });

  it('finds the HTML file of each route', () => {
    expect(htmlFileOf('/out', '/')).toBe('/out/index.html');
    expect(htmlFileOf('/out', '/ref/proto')).toBe('/out/ref/proto.html');
  });
});
