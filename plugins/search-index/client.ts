import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import {
  contentFile,
  contentPlace,
  indexFile,
  loadIndexInSlices,
  loadTextInSlices,
  rank,
  textFile,
  type ContentFile,
  type IndexFile,
  type TextFile,
  type IndexedRecord,
  type SearchDocument,
} from './engine';
import { highlight, snippet } from './highlight';

/**
 * The embedded back end of the DocSearch modal and the /search page: an
 * object with the shape of Algolia's lite search client, answering from the
 * site's own index (plugins/search-index) instead of Algolia. It takes
 * requests in both of the client's forms and answers with hits shaped like
 * DocSearch records, so the UI does not know the difference.
 *
 * DocSearch and the /search page put the highlighted and snippeted values
 * into the page as HTML: every value here is escaped text, with only the
 * highlight tags added around matched words.
 */

interface Request {
  indexName?: string;
  query?: string;
  params?: Record<string, unknown>;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: unknown;
  facets?: string[] | string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

interface Loaded {
  engine: MiniSearch<SearchDocument>;
  records: IndexedRecord[];
}

declare const __SEARCH_BASE_URL__: string;

const siteBase = (): string => (typeof __SEARCH_BASE_URL__ === 'string' ? __SEARCH_BASE_URL__ : '/');

/**
 * A file of the index. When it cannot be had, the error is a `RetryError`:
 * the name under which Algolia's client reports an unreachable service, and
 * on which the modal shows "Unable to fetch results".
 */
async function fetchJson<T>(file: string): Promise<T> {
  const unreachable = (why: string) =>
    Object.assign(new Error(`Search index: ${file} ${why}`), { name: 'RetryError' });
  let response: Response;
  try {
    response = await fetch(`${siteBase()}${file}`);
  } catch (error) {
    throw unreachable(`could not be fetched (${String(error)})`);
  }
  if (!response.ok) throw unreachable(`answered ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch {
    // The development server answers any path with the app's HTML: it has no index.
    throw unreachable('is not JSON');
  }
}

/** `a:b` filters; an array inside the list means "any of these". */
function matchesFilters(record: IndexedRecord, filters: unknown): boolean {
  const list = typeof filters === 'string' ? [filters] : Array.isArray(filters) ? filters : [];
  const holds = (filter: unknown): boolean => {
    if (Array.isArray(filter)) return filter.length === 0 || filter.some(holds);
    if (typeof filter !== 'string') return true;
    const negated = filter.startsWith('-');
    const [name, ...rest] = (negated ? filter.slice(1) : filter).split(':');
    const value = rest.join(':');
    const values = name === 'language' ? [record.language] : name === 'docusaurus_tag' ? record.tags : null;
    if (!values) return true;
    return values.includes(value) !== negated;
  };
  return list.every(holds);
}

function facetsOf(records: IndexedRecord[], names: string[]): Record<string, Record<string, number>> {
  const facets: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const counts: Record<string, number> = {};
    for (const record of records) {
      const values = name === 'language' ? [record.language] : name === 'docusaurus_tag' ? record.tags : [];
      for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[name] = counts;
  }
  return facets;
}

export class EmbeddedSearchClient {
  private loaded?: Promise<Loaded>;
  private text?: Promise<MiniSearch<SearchDocument>>;
  private textEngine?: MiniSearch<SearchDocument>;
  /** Whether a query has been answered: the text tier loads from the second one on. */
  private answered = false;
  private readonly contents = new Map<number, Promise<ContentFile>>();

  /** The Algolia client reports its agents; there is nobody to report to here. */
  addAlgoliaAgent(): void {}

  clearCache(): Promise<void> {
    return Promise.resolve();
  }

  private load(): Promise<Loaded> {
    this.loaded ??= fetchJson<IndexFile>(indexFile).then((file) => loadIndexInSlices(file));
    // A failed fetch is not kept: the next query tries again.
    this.loaded.catch(() => (this.loaded = undefined));
    return this.loaded;
  }

  /**
   * Loads the index ahead of the first query: the search bar calls this when
   * the reader reaches for search, so the index arrives while the modal's
   * code does. Settles when the index is in or could not be had; a failure
   * is left for the query to report.
   */
  ready(): Promise<void> {
    return this.load().then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * The text tier, once it is in. The first query of a visit is answered
   * from the headings alone, which keeps what it costs small; the second
   * starts loading the text tier, and every query answered after it has
   * arrived searches the text too. No query waits for it: on a phone it
   * takes about a second to arrive and load, and the reader who types on
   * gets the headings' answers meanwhile. When it cannot be fetched, the
   * headings still answer, and the next query tries again.
   */
  private textTier(): MiniSearch<SearchDocument>[] {
    if (!this.answered) {
      this.answered = true;
      return [];
    }
    if (!this.text) {
      this.text = fetchJson<TextFile>(textFile).then(loadTextInSlices);
      this.text.then(
        (engine) => {
          this.textEngine = engine;
          // What answers queries now, for whoever watches the page (the tests do).
          document.documentElement.dataset.searchText = 'loaded';
        },
        () => (this.text = undefined),
      );
    }
    return this.textEngine ? [this.textEngine] : [];
  }

  private content(chunk: number): Promise<ContentFile> {
    let content = this.contents.get(chunk);
    if (!content) {
      content = fetchJson<ContentFile>(contentFile(chunk));
      content.catch(() => this.contents.delete(chunk));
      this.contents.set(chunk, content);
    }
    return content;
  }

  /**
   * Answers the requests. `snippets` says which hits get the text of their
   * record, which costs the content files that hold it: `all` (the /search
   * page shows a snippet under every hit), or `text-matches`, the hits that
   * matched in their text. The DocSearch modal shows a hit's text only when
   * the hit is of type "content"; a hit that matched in its headings shows
   * its heading and path, so a first query answered from the headings tier
   * fetches no content file.
   */
  async search(
    input: Request[] | { requests: Request[] },
    { snippets = 'all' }: { snippets?: 'all' | 'text-matches' } = {},
  ): Promise<{ results: unknown[] }> {
    const requests = (Array.isArray(input) ? input : input.requests).map((request) => ({
      ...request,
      ...(request.params ?? {}),
    }));
    const { engine, records } = await this.load();
    const engines = [engine, ...this.textTier()];
    return {
      results: await Promise.all(
        requests.map((request) => this.answer(engines, records, request, snippets === 'all')),
      ),
    };
  }

  private async answer(
    engines: MiniSearch<SearchDocument>[],
    records: IndexedRecord[],
    request: Request,
    allSnippets: boolean,
  ) {
    const query = typeof request.query === 'string' ? request.query : '';
    const hitsPerPage = Math.max(0, Number(request.hitsPerPage ?? 20)) || 0;
    const page = Math.max(0, Number(request.page ?? 0)) || 0;
    const matches = query.trim()
      ? rank(engines, records, query).filter((result) =>
          matchesFilters(records[result.id as number]!, request.facetFilters),
        )
      : [];
    const shown = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const withText = new Set(
      shown
        .filter(
          (result) => allSnippets || Object.values(result.match).some((fields) => fields.includes('content')),
        )
        .map((result) => result.id as number),
    );
    const chunks = [...new Set([...withText].map((id) => contentPlace(id)[0]))];
    const texts = new Map(
      await Promise.all(chunks.map(async (chunk) => [chunk, await this.content(chunk)] as const)),
    );
    const tags = {
      pre: request.highlightPreTag ?? '<mark>',
      post: request.highlightPostTag ?? '</mark>',
      ellipsis: request.snippetEllipsisText ?? '',
    };
    const hits = shown.map((result) => {
      const record = records[result.id as number]!;
      const [chunk, offset] = contentPlace(record.id);
      const content = withText.has(record.id) ? (texts.get(chunk)?.[offset] ?? '') : '';
      return toHit(record, content, result, tags);
    });
    const facetNames = typeof request.facets === 'string' ? [request.facets] : (request.facets ?? []);
    return {
      hits,
      nbHits: matches.length,
      page,
      nbPages: hitsPerPage ? Math.ceil(matches.length / hitsPerPage) : 0,
      hitsPerPage,
      query,
      params: '',
      index: request.indexName ?? '',
      exhaustiveNbHits: true,
      processingTimeMS: 0,
      facets: facetsOf(
        matches.map((result) => records[result.id as number]!),
        facetNames.filter((name) => name !== '*'),
      ),
    };
  }
}

interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
}

function toHit(record: IndexedRecord, content: string, result: SearchResult, tags: Tags) {
  const words = new Set(result.terms);
  const matchedIn = new Set(Object.values(result.match).flat());
  const own = record.level === 1 ? 'lvl1' : record.level === 2 ? 'lvl2' : 'lvl3';
  const type = matchedIn.has('title') || !content ? own : 'content';
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const;
  const hierarchy: Record<string, string | null> = {};
  const highlighted: Record<string, { value: string; matchLevel: string; matchedWords: string[] }> = {};
  levels.forEach((level, i) => {
    const text = record.hierarchy[i] ?? null;
    hierarchy[level] = text === null ? null : highlight(text, new Set(), tags).value;
    if (text !== null) highlighted[level] = highlight(text, words, tags);
  });
  for (const level of ['lvl4', 'lvl5', 'lvl6']) hierarchy[level] = null;
  const url = new URL(record.url, window.location.origin);
  const contentSnippet = snippet(content, words, tags);
  return {
    objectID: String(record.id),
    type,
    url: url.href,
    url_without_anchor: `${url.origin}${url.pathname}`,
    anchor: url.hash.slice(1) || null,
    hierarchy,
    content: content ? highlight(content, new Set(), tags).value : null,
    _highlightResult: { hierarchy: highlighted, content: highlight(content, words, tags) },
    _snippetResult: { hierarchy: highlighted, content: contentSnippet },
  };
}

let shared: EmbeddedSearchClient | undefined;

/** The one client of the page: the modal and the /search page share its index. */
export function embeddedSearchClient(): EmbeddedSearchClient {
  shared ??= new EmbeddedSearchClient();
  return shared;
}
