import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { load, type CheerioAPI } from 'cheerio';
import { afterEach, describe, expect, it } from 'vitest';
import { recordDefinition } from '../../../plugins/search-index/record-definition';
import { pageRecords } from '../../../plugins/search-index/records';
import { searchIndexOptions } from '../../../plugins/search-index/site';
import { crawlerConfig, generateCrawlerConfig } from '../../../scripts/search/crawler-config';
import { siteUrl } from '../../../scripts/site';
import { builtPages } from './built-pages';

type Selectors = string | string[] | { selectors: string | string[]; defaultValue?: unknown };
type Extractor = (input: { $: CheerioAPI; helpers: { docsearch: (options: unknown) => unknown } }) => unknown;
type CrawlerOptions = { startUrls: string[]; actions: { recordExtractor: Extractor }[] };

/** What the Crawler's editor does with the source: runs it with its `Crawler` class. */
function crawlerOptions(source: string): CrawlerOptions {
  let options: CrawlerOptions | undefined;
  runInNewContext(source, {
    Crawler: class {
      constructor(given: CrawlerOptions) {
        options = given;
      }
    },
  });
  if (!options) throw new Error('the crawler configuration creates no Crawler');
  return options;
}

/** What the hosted index gets from a page, read as DocSearch's helper reads the record properties. */
type CrawledPage = { lvl0: unknown; lvl1: string; lvl2: string[]; lvl3: string[]; content: string };

function crawl(source: string, html: string): CrawledPage | undefined {
  const $ = load(html);
  const texts = (selectors: string | string[]) =>
    $([selectors].flat().join(', '))
      .map((_, element) => $(element).text().replace(/\s+/g, ' ').trim())
      .get()
      .filter(Boolean);
  const values = (props: Selectors): unknown[] =>
    typeof props === 'string' || Array.isArray(props)
      ? texts(props)
      : props.selectors.length > 0
        ? texts(props.selectors)
        : [props.defaultValue];
  const docsearch = ({ recordProps }: { recordProps: Record<string, Selectors> }): CrawledPage => ({
    lvl0: values(recordProps.lvl0!)[0],
    lvl1: texts(recordProps.lvl1 as string)[0]!,
    lvl2: texts(recordProps.lvl2 as string),
    lvl3: texts(recordProps.lvl3 as string),
    content: texts(recordProps.content as string).join(' '),
  });
  const extractor = crawlerOptions(source).actions[0]!.recordExtractor;
  const result = extractor({ $, helpers: { docsearch: docsearch as (options: unknown) => unknown } });
  return Array.isArray(result) && result.length === 0 ? undefined : (result as CrawledPage);
}

/** The same view of the page in the embedded index. */
function embedded(html: string, path: string): CrawledPage | undefined {
  const records = pageRecords(html, path, searchIndexOptions);
  if (records.length === 0) return undefined;
  const headings = (level: 2 | 3) =>
    records.filter((record) => record.level === level).map((record) => record.hierarchy[level]!);
  return {
    lvl0: records[0]!.hierarchy[0],
    lvl1: records[0]!.hierarchy[1],
    lvl2: headings(2),
    lvl3: headings(3),
    content: records.map((record) => record.content).join(' '),
  };
}

const fixture = (file: string) => builtPages[file.replace(/\.html$/, '')]!;

// Built pages of each kind, with the area the search shows for them.
const pages = [
  { file: 'quickstart.html', path: '/getting_started/quickstart', area: 'Getting started' },
  { file: 'profile-service.html', path: '/ref/api/profile-service', area: 'REST API reference' },
  { file: 'minder_repo_list.html', path: '/ref/cli/minder_repo_list', area: 'Command-line reference' },
  { file: 'no-breadcrumbs.html', path: '/about', area: 'Documentation' },
];

describe('the Algolia Crawler configuration', () => {
  const source = crawlerConfig();

  it.each(pages)('gives $path the area, title and headings of the embedded index', ({ file, path, area }) => {
    const html = fixture(file);
    const hosted = crawl(source, html)!;
    const own = embedded(html, path)!;
    expect(hosted.lvl0).toBe(area);
    expect(own.lvl0).toBe(area);
    expect(hosted.lvl1).toBe(own.lvl1);
    expect(hosted.lvl2).toEqual(own.lvl2);
    expect(hosted.lvl3).toEqual(own.lvl3);
  });

  it('leaves out of the text the parts that the embedded index leaves out', () => {
    const cases = [
      {
        file: 'quickstart.html',
        kept: 'Run it and follow the prompts.',
        dropped: ['Draft notes', 'graph LR', 'Copy'],
      },
      {
        file: 'profile-service.html',
        kept: 'Deletes a profile.',
        dropped: ['curl -X POST', 'Body field table'],
      },
      { file: 'minder_repo_list.html', kept: 'Output format.', dropped: ['These flags come from'] },
    ];
    for (const { file, kept, dropped } of cases) {
      const html = fixture(file);
      for (const page of [crawl(source, html)!, embedded(html, `/${file}`)!]) {
        expect(page.content).toContain(kept);
        for (const text of dropped) expect(page.content).not.toContain(text);
      }
    }
  });

  it('makes no records of a page without an article, as the embedded index', () => {
    const html =
      '<html><head><title>Search</title></head><body><nav>Menu</nav><p>Search the docs</p></body></html>';
    expect(crawl(source, html)).toBeUndefined();
    expect(embedded(html, '/search')).toBeUndefined();
  });

  it('crawls the site it is published at', () => {
    expect(crawlerOptions(source).startUrls).toEqual([`${siteUrl}/`]);
  });

  it('keeps quotes, backslashes and line separators of the definition as they are', () => {
    const odd = `It's "odd" \\ </script> \u2028 \${area}`;
    const quoted = crawlerConfig({
      ...recordDefinition,
      area: { ...recordDefinition.area, byTag: { 'docs-cli-current': odd } },
    });
    expect(crawl(quoted, fixture('minder_repo_list.html'))!.lvl0).toBe(odd);
  });
});

describe('generateCrawlerConfig', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('writes the configuration to generated/search/crawler-config.js, creating the folders', () => {
    root = mkdtempSync(join(tmpdir(), 'crawler-config-'));
    const file = generateCrawlerConfig(root);
    expect(file).toBe(join(root, 'generated', 'search', 'crawler-config.js'));
    expect(readFileSync(file, 'utf8')).toBe(crawlerConfig());
  });
});
