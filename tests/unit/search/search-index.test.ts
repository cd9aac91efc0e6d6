import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildIndex,
  loadIndex,
  loadText,
  processTerm,
  rank,
  tagBoost,
  recordBoost,
  tokenize,
} from '../../../plugins/search-index/engine';
import { highlight, snippet } from '../../../plugins/search-index/highlight';
import { pageRecords } from '../../../plugins/search-index/records';

import { htmlFileOf } from '../../../plugins/search-index';

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

describe('pageRecords, sections that are one record', () => {
  it('keeps the headings inside data-search-merge in the text of the record around them', () => {
    const html = page(
      '<h1>minder repo list</h1><div data-search-merge><p>List repositories.</p><h2 id="usage">Usage</h2><p>minder repo list</p><div data-search-exclude><h2 id="inherited">Inherited flags</h2><p>--config</p></div></div><h2 id="after">After</h2><p>Own record.</p>',
    );
    const records = pageRecords(html, '/ref/cli/minder_repo_list', options);
    expect(records.map((record) => record.url)).toEqual([
      '/ref/cli/minder_repo_list',
      '/ref/cli/minder_repo_list#after',
    ]);
    expect(records[0]!.content).toBe('List repositories. Usage minder repo list');
  });

  it('gives the pages of a docs instance named in areaByTag that area, whatever their breadcrumbs say', () => {
    const html = page('<h1>minder repo list</h1><p>List.</p>', 'docs-cli-current');
    const [record] = pageRecords(html, '/ref/cli/minder_repo_list', {
      ...options,
      areaByTag: { ...options.areaByTag, 'docs-cli-current': 'Command-line reference' },
    });
    expect(record!.hierarchy[0]).toBe('Command-line reference');
    expect(pageRecords(page('<h1>Guide</h1><p>Text.</p>'), '/guide', options)[0]!.hierarchy[0]).toBe(
      'Getting started',
    );
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
    // A camel-case name is marked when one of its words matched.
    expect(highlight('See RegisterRepoResult.', new Set(['register']), tags).value).toBe(
      'See <mark>RegisterRepoResult</mark>.',
    );
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
  const { index, text } = buildIndex(records);
  const { engine, records: loaded } = loadIndex(JSON.parse(JSON.stringify(index)));
  const textEngine = loadText(JSON.parse(JSON.stringify(text)));
  const urls = (query: string) =>
    rank([engine, textEngine], loaded, query).map((result) => loaded[result.id as number]!.url);

  it('splits words at spaces, punctuation and symbols, and camel-case names in headings', () => {
    expect(tokenize('RegisterRepoResult, minder-cli <name>')).toEqual([
      'RegisterRepoResult',
      'minder',
      'cli',
      'name',
    ]);
    expect(tokenize('RegisterRepoResult, minder-cli', 'titleParts')).toEqual(['Register', 'Repo', 'Result']);
  });

  it('finds a camel-case name by its words and as a whole, in any case', () => {
    expect(urls('repo result')[0]).toBe('/ref/proto#rr');
    expect(urls('registerreporesult')[0]).toBe('/ref/proto#rr');
  });

  it('ranks a page title above a passing mention, matches prefixes and one typo', () => {
    expect(urls('regis')[0]).toBe('/getting_started/register_repos');
    expect(urls('remediaton')).toContain('/ref/proto#rem');
    expect(urls('RegisterRepoResult')[0]).toBe('/ref/proto#rr');
  });

  it('ranks records with every word before those with some', () => {
    expect(urls('registration outcome')[0]).toBe('/ref/proto#rr');
  });

  it('leaves stop words out of the index and of queries', () => {
    expect(processTerm('The')).toBeNull();
    expect(processTerm('Remediation')).toBe('remediation');
    expect(urls('the outcome of a registration')[0]).toBe('/ref/proto#rr');
    expect(urls('the of')).toEqual([]);
  });

  /** The URLs of the pages (path, heading, docs instance tag) in the order a query ranks them, over both tiers. */
  const rankedPages = (pages: [string, string, string?][], query: string) => {
    const built = buildIndex(
      pages.flatMap(([path, title, tag]) =>
        pageRecords(page(`<h1>${title}</h1><p>${title}.</p>`, tag), path, options),
      ),
    );
    const both = loadIndex(JSON.parse(JSON.stringify(built.index)));
    return rank([both.engine, loadText(built.text)], both.records, query).map(
      (result) => both.records[result.id as number]!.url,
    );
  };

  it('weighs the pages of the command-line reference below a guide that matches as well', () => {
    const pages: [string, string, string?][] = [
      ['/getting_started/enroll_provider', 'Enroll a provider'],
      ['/ref/cli/minder_provider_enroll', 'minder provider enroll', 'docs-cli-current'],
    ];
    expect(rankedPages(pages, 'enroll provider')).toEqual(pages.map(([path]) => path));
    expect(tagBoost['docs-cli-current']).toBeLessThan(1);
  });

  it("weighs the server operators' and Minder developers' pages below a user's page that matches as well", () => {
    const pages: [string, string, string?][] = [
      ['/getting_started/install_cli', 'Install the minder CLI'],
      ['/run_minder_server/installing_minder', 'Install Minder with Helm'],
    ];
    expect(rankedPages([...pages].reverse(), 'install')).toEqual(pages.map(([path]) => path));
    expect(recordBoost({ url: '/developer_guide/get-hacking', tags: ['docs-default-current'] })).toBeLessThan(
      1,
    );
    expect(recordBoost({ url: '/getting_started/login#x', tags: ['docs-default-current'] })).toBe(1);
    expect(recordBoost({ url: '/ref/cli/minder', tags: ['docs-cli-current'] })).toBe(
      tagBoost['docs-cli-current'],
    );
  });

  it('survives the round trip of its compact form', () => {
    expect(loaded.map((record) => record.url)).toEqual(records.map((record) => record.url));
    expect(engine.documentCount).toBe(records.length);
  });
});

describe('the index columns', () => {
  const records = pageRecords(
    page(
      '<h1>Protocol reference</h1><h3 id="lone">Before any h2</h3><p>a</p><h2 id="s">Services</h2><p>b</p><h3 id="p">ProfileService</h3><p>c</p>',
    ),
    '/ref/proto',
    options,
  ).concat(
    pageRecords(
      page('<h1>Profiles</h1><h3 id="x">An h3 first</h3><p>d</p>'),
      '/understand/profiles',
      options,
    ),
  );

  it('give back every record as it was: url, level, hierarchy with the parent h2 of an h3, facets', () => {
    const { index } = buildIndex(records);
    const read = loadIndex(JSON.parse(JSON.stringify(index))).records;
    expect(
      read.map(({ url, level, hierarchy, language, tags }) => ({ url, level, hierarchy, language, tags })),
    ).toEqual(
      records.map(({ url, level, hierarchy, language, tags }) => ({ url, level, hierarchy, language, tags })),
    );
    expect(read[3]!.hierarchy).toEqual([
      'Getting started',
      'Protocol reference',
      'Services',
      'ProfileService',
    ]);
    expect(index.pages.title).toEqual(['Protocol reference', 'Profiles']);
  });

  it('stop the build, naming the record, when records of a page do not share what the columns keep once', () => {
    const odd = records.map((record, id) => (id === 2 ? { ...record, language: 'fr' } : record));
    expect(() => buildIndex(odd)).toThrow(
      `the record of ${records[2]!.url} does not survive the index's columns`,
    );
  });
});

describe('the plugin', () => {
  it('finds the HTML file of each route', () => {
    expect(htmlFileOf('/out', '/')).toBe('/out/index.html');
    expect(htmlFileOf('/out', '/ref/proto')).toBe('/out/ref/proto.html');
  });
});

describe('the embedded client', () => {
  const html = (title: string, body: string, tag: string) =>
    page(`<h1>${title}</h1>${body}`, tag).replace('content="en"', 'content="en"');
  const records = [
    ...pageRecords(
      html(
        'Enroll a provider',
        '<p>Connect GitHub as a &lt;provider&gt; of yours.</p>',
        'docs-default-current',
      ),
      '/enroll',
      options,
    ),
    ...pageRecords(
      html('ProvidersService', '<p>Calls that manage each provider.</p>', 'docs-api-current'),
      '/ref/api/providers',
      options,
    ),
  ];
  const { index, text, contents } = buildIndex(records);
  const files: Record<string, unknown> = { '/search/index.json': index, '/search/text.json': text };
  contents.forEach((content, chunk) => (files[`/search/content-${chunk}.json`] = content));

  const browserDocument = { documentElement: { dataset: {} as Record<string, string> } };

  async function client(fetched: (url: string) => unknown) {
    vi.stubGlobal('window', { location: { origin: 'https://docs.test' } });
    browserDocument.documentElement.dataset = {};
    vi.stubGlobal('document', browserDocument);
    vi.stubGlobal('fetch', async (url: string) => {
      const body = await fetched(url);
      if (body === undefined) return { ok: false, status: 404, json: async () => ({}) };
      return { ok: true, status: 200, json: async () => body };
    });
    const { EmbeddedSearchClient } = await import('../../../plugins/search-index/client');
    return new EmbeddedSearchClient();
  }

  afterEach(() => vi.unstubAllGlobals());

  it('answers in the shape DocSearch reads, with absolute URLs and escaped, highlighted text', async () => {
    const search = await client((url) => files[url]);
    const { results } = await search.search({
      requests: [{ indexName: 'x', query: 'provider', hitsPerPage: 20 }],
    });
    type Hit = {
      url: string;
      hierarchy: Record<string, string | null>;
      content: string | null;
      _highlightResult: { hierarchy: Record<string, { value: string }> };
      _snippetResult: { content: { value: string } };
    };
    const [result] = results as { hits: Hit[]; nbHits: number }[];
    expect(result!.nbHits).toBe(2);
    const enroll = result!.hits.find((hit) => hit.url === 'https://docs.test/enroll')!;
    expect(enroll.hierarchy.lvl1).toBe('Enroll a provider');
    expect(enroll._highlightResult.hierarchy.lvl1.value).toBe('Enroll a <mark>provider</mark>');
    expect(enroll.content).toBe('Connect GitHub as a &lt;provider&gt; of yours.');
    expect(enroll._snippetResult.content.value).toContain('&lt;<mark>provider</mark>&gt;');
  });

  it('applies facet filters in both request forms, and facet counts', async () => {
    const search = await client((url) => files[url]);
    const { results } = await search.search([
      {
        indexName: 'x',
        params: {
          query: 'provider',
          facetFilters: [['docusaurus_tag:docs-api-current'], 'language:en'],
          facets: ['docusaurus_tag'],
        },
      },
    ]);
    const [result] = results as { hits: { url: string }[]; facets: Record<string, Record<string, number>> }[];
    expect(result!.hits.map((hit) => hit.url)).toEqual(['https://docs.test/ref/api/providers']);
    expect(result!.facets).toEqual({ docusaurus_tag: { 'docs-api-current': 1 } });
  });

  it('fails with a RetryError when the index cannot be fetched, and tries again on the next query', async () => {
    let online = false;
    const search = await client((url) => (online ? files[url] : undefined));
    await expect(search.search({ requests: [{ query: 'provider' }] })).rejects.toMatchObject({
      name: 'RetryError',
    });
    online = true;
    const { results } = await search.search({ requests: [{ query: 'provider' }] });
    expect((results[0] as { nbHits: number }).nbHits).toBe(2);
  });

  it('takes an answer that is not JSON (a development server) for an unreachable index', async () => {
    vi.stubGlobal('window', { location: { origin: 'https://docs.test' } });
    vi.stubGlobal('fetch', async () => ({
      ok: true,
      status: 200,
      json: async () => JSON.parse('<!DOCTYPE html>'),
    }));
    const { EmbeddedSearchClient } = await import('../../../plugins/search-index/client');
    await expect(
      new EmbeddedSearchClient().search({ requests: [{ query: 'provider' }] }),
    ).rejects.toMatchObject({
      name: 'RetryError',
    });
  });

  it('answers the first query from the headings, and loads the text tier with the next without waiting for it', async () => {
    const asked: string[] = [];
    let textOnline = true;
    let release = () => {};
    const search = await client(async (url) => {
      asked.push(url);
      if (url !== '/search/text.json') return files[url];
      await new Promise<void>((resolve) => (release = resolve));
      return textOnline ? files[url] : undefined;
    });
    const hits = async (query: string) =>
      ((await search.search({ requests: [{ query }] })).results[0] as { hits: { url: string }[] }).hits.map(
        (hit) => hit.url,
      );
    const loaded = () => browserDocument.documentElement.dataset.searchText;
    // "GitHub" is in the text of the enroll page only, not in a heading.
    expect(await hits('github')).toEqual([]);
    expect(asked).not.toContain('/search/text.json');
    // The second query asks for the text tier and is answered before it arrives.
    expect(await hits('github')).toEqual([]);
    expect(asked).toContain('/search/text.json');
    // A text tier that cannot be had is asked for again by the next query.
    textOnline = false;
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded()).toBeUndefined();
    textOnline = true;
    expect(await hits('github')).toEqual([]);
    release();
    await vi.waitFor(() => expect(loaded()).toBe('loaded'));
    expect(await hits('github')).toEqual(['https://docs.test/enroll']);
    expect(asked.filter((url) => url === '/search/text.json')).toHaveLength(2);
  });

  it('leaves out the text of hits that matched in their headings when asked for text matches only', async () => {
    const asked: string[] = [];
    const search = await client((url) => {
      asked.push(url);
      return files[url];
    });
    type Hit = { url: string; type: string; content: string | null };
    const answer = async (query: string) =>
      (
        (await search.search({ requests: [{ query }] }, { snippets: 'text-matches' })).results[0] as {
          hits: Hit[];
        }
      ).hits;
    // The first query: the headings tier, and no content file.
    const [enroll] = (await answer('enroll')).filter((hit) => hit.url === 'https://docs.test/enroll');
    expect(enroll).toMatchObject({ type: 'lvl1', content: null });
    expect(asked.filter((url) => url.includes('/content-'))).toEqual([]);
    await answer('enroll');
    await vi.waitFor(() => expect(browserDocument.documentElement.dataset.searchText).toBe('loaded'));
    // A hit that matched in its text gets it, from its content file.
    const [github] = await answer('github');
    expect(github).toMatchObject({ type: 'content', url: 'https://docs.test/enroll' });
    expect(github!.content).toContain('GitHub');
    expect(asked.filter((url) => url.includes('/content-'))).toHaveLength(1);
  });

  it('answers an empty or blank query with no hits', async () => {
    const search = await client((url) => files[url]);
    const { results } = await search.search({ requests: [{ query: '   ' }, {}] });
    expect(results.map((result) => (result as { nbHits: number }).nbHits)).toEqual([0, 0]);
  });
});
