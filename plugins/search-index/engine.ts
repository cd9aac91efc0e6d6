import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import type { SearchRecord } from './records';

/**
 * The embedded search engine, shared by the index build (Node) and the
 * browser client: MiniSearch over the records of the site, one document per
 * record, with the record's own heading, its parent headings and its text as
 * separate fields.
 */
export interface SearchDocument {
  id: number;
  /** The record's own heading: the page title on a page record. */
  title: string;
  /** The area of the site, the page title and the headings above the record. */
  parents: string;
  content: string;
}

const separators = /[\n\r\p{Z}\p{P}\p{S}]+/u;

/** "RegisterRepoResult" → ["Register", "Repo", "Result"]; other words stay whole. */
export function camelParts(word: string): string[] {
  return word.split(/(?<=\p{Ll})(?=\p{Lu})/u);
}

/**
 * Words are what lies between spaces, punctuation and symbols (so `<name>`
 * holds the word "name"). Queries are split the same way. The `titleParts`
 * field holds the words of the camel-case names of a heading:
 * "RegisterRepoResult" is found by "register" and "result" there, at a lower
 * weight than a heading's own words, and by "registerreporesult" as a whole.
 */
export function tokenize(text: string, field?: string): string[] {
  const words = text.split(separators).filter(Boolean);
  if (field !== 'titleParts') return words;
  return words.flatMap((word) => {
    const parts = camelParts(word);
    return parts.length > 1 ? parts : [];
  });
}

/**
 * Words too common to tell records apart. They make up a sixth of the index's
 * postings; leaving them out of the index and of queries alike keeps "the
 * status of a profile" matching what "status profile" matches.
 *
 * The last line holds the words that make a task into a question ("how do
 * I", "what is", "why does my"). They tell how a reader asks, not what about:
 * kept, they matched headings such as "How the repository is laid out" and
 * troubleshooting titles ("… does not match"), and a record had to hold them
 * to count as matching every word of the query.
 */
export const stopWords = new Set(
  (
    'a an and are as at be been but by can for from has have if in into is it its of on or s so such ' +
    'than that the their them then there these they this those to was were which will with you your ' +
    'am could did do does how i me my our should us we what when where who why would'
  ).split(' '),
);

/** Lowercase, without stop words: the index's terms and the query's alike. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return stopWords.has(lower) ? null : lower;
}

/**
 * A query word without the endings that hide its other forms from a prefix
 * match: -ing and -ed ("registering" → "register", "logged" → "log") and the
 * -y or -ies of a noun ("repository" and "repositories" → "repositor"). The
 * query matches words by prefix, so the stem finds every form of the word
 * in the index, where the word as typed finds only its own longer forms
 * ("register" finds "registered", "registering" does not find "register").
 * A plural in -s needs no stem: the singular finds it as a prefix, and it
 * finds the singular as a typo. The index keeps the words as they are
 * written, for the highlights. A stem keeps four letters at least, so short
 * words stay whole ("used", "copy", "string").
 */
export function stem(word: string): string {
  const cut = (ending: RegExp): string | undefined => {
    const match = ending.exec(word);
    return match && match.index >= 4 ? word.slice(0, match.index) : undefined;
  };
  return (
    cut(/(?<=[^aeiou])(ies|y)$/) ??
    // A last letter doubled for the ending is single in the word: "logg" → "log".
    cut(/(ing|ed)$/)?.replace(/([^aeioulsz])\1$/, '$1') ??
    word
  );
}

/**
 * A query word as the query looks it up: a term of the index, stemmed (see
 * `stem`) unless it is a camel-case name, which is looked up whole.
 */
export function queryTerm(term: string): string | null {
  const processed = processTerm(term);
  return processed === null || camelParts(term).length > 1 ? processed : stem(processed);
}

/**
 * The index comes in two tiers, two MiniSearch engines over the same records:
 * the headings (a record's own heading, its camel-case words, its parents)
 * and the text. The first query of a visit needs only the first: it is what a
 * reader types first (a page, a command, a call), and it stays small however
 * much prose the site has. The text tier loads with the next query.
 */
export const headingFields = ['title', 'titleParts', 'parents'];
export const textFields = ['content'];

export function engineOptions(fields: string[]): Options<SearchDocument> {
  return {
    fields,
    storeFields: [],
    tokenize,
    processTerm,
    extractField: (document, field) =>
      field === 'titleParts' ? document.title : (document as unknown as Record<string, string>)[field]!,
  };
}

/**
 * A heading outranks a passing mention; a word typed so far matches the
 * words it starts ("regis" finds "register"); a word of five letters or more
 * may carry one typo. The client runs the query with every word required
 * first, then with any word, so records holding all the words come first.
 */
export const queryOptions: SearchOptions = {
  tokenize: (text) => tokenize(text),
  processTerm: queryTerm,
  boost: { title: 4, titleParts: 1, parents: 1.5, content: 1 },
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 5 ? 1 : false),
  weights: { fuzzy: 0.3, prefix: 0.6 },
};

export { contentFile, indexFile, textFile } from './files';

/**
 * Records per content file. A query shows up to 20 records, and fetches the
 * files that hold them: small files keep a long page (the protocol reference
 * has some 250 records) from costing a query all of its text.
 */
export const contentChunk = 8;

/** The content file of a record, and its place in it. */
export const contentPlace = (id: number): [chunk: number, offset: number] => [
  Math.floor(id / contentChunk),
  id % contentChunk,
];

/**
 * The index file: the site's pages and records, and the engine, in a
 * compact form of MiniSearch's own serialisation (see `compactEngine`). The
 * text of each record, needed only for snippets, is in content files of
 * `contentChunk` records each, fetched for the records a query shows.
 *
 * Pages and records are stored by column, each a list with an item per page
 * or per record, and what a page's records share (area, title, facets) once
 * per page: gzip finds far more to share within a column of anchors or of
 * headings than in rows that mix them. At ten times the site's pages this is
 * a fifth of the size of a list of rows, and the first query of a visit
 * stays under its budget (bench/scale.ts). The parent heading of an h3 is
 * not stored: it is the h2 record before it on the page (see
 * `recordsOfIndex`).
 */
export interface IndexFile {
  pages: {
    path: string[];
    /** lvl0: the area of the site. */
    area: string[];
    /** lvl1: the page title. */
    title: string[];
    language: string[];
    tags: string[][];
  };
  records: {
    /** Index into the page columns. */
    page: number[];
    level: (1 | 2 | 3)[];
    /** The heading's anchor; empty for a page record. */
    anchor: string[];
    /** The record's own heading (h2 or h3); empty for a page record. */
    heading: string[];
  };
  /** The headings tier. */
  engine: CompactEngine;
}

/** The text tier: the engine over the records' text. */
export interface TextFile {
  engine: CompactEngine;
}

/** The text of `contentChunk` consecutive records. */
export type ContentFile = string[];

export interface IndexedRecord extends Omit<SearchRecord, 'content'> {
  id: number;
  page: number;
}

/**
 * MiniSearch's JSON names every posting as an object key
 * (`{"title": {"12": 1}}`). With document ids that are 0..n-1, the same
 * data fits in arrays of numbers: per term, per field, the gaps between
 * document ids and the term counts, interleaved. It is about half the size
 * once gzipped.
 */
export interface CompactEngine {
  fieldLength: number[][];
  averageFieldLength: number[];
  /** [term, [fieldId, gap, count, gap, count, ...], ...]. */
  index: [string, ...number[][]][];
}

interface MiniSearchJson {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, unknown>;
  dirtCount: number;
  index: Iterable<[string, Record<string, Record<string, number>>]>;
  serializationVersion: number;
}

function compactEngine(json: MiniSearchJson): CompactEngine {
  return {
    fieldLength: Object.keys(json.fieldLength)
      .map(Number)
      .sort((a, b) => a - b)
      .map((id) => json.fieldLength[id]!),
    averageFieldLength: json.averageFieldLength,
    index: [...json.index].map(([term, fields]) => [
      term,
      ...Object.entries(fields).map(([fieldId, postings]) => {
        const ids = Object.keys(postings)
          .map(Number)
          .sort((a, b) => a - b);
        return [Number(fieldId), ...ids.flatMap((id, i) => [id - (ids[i - 1] ?? 0), postings[id]!])];
      }),
    ]),
  };
}

/**
 * MiniSearch's serialisation of a compact engine. Its index is expanded
 * term by term as MiniSearch reads it, so that `MiniSearch.loadJSAsync`,
 * which yields to the browser every thousand terms, spreads the expansion
 * over those slices too.
 */
function expandEngine(engine: CompactEngine, fields: string[]): MiniSearchJson {
  const count = engine.fieldLength.length;
  return {
    documentCount: count,
    nextId: count,
    documentIds: Object.fromEntries(engine.fieldLength.map((_, id) => [id, id])),
    fieldIds: Object.fromEntries(fields.map((field, id) => [field, id])),
    fieldLength: Object.fromEntries(engine.fieldLength.map((lengths, id) => [id, lengths])),
    averageFieldLength: engine.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: (function* () {
      for (const [term, ...termFields] of engine.index) {
        yield [
          term,
          Object.fromEntries(
            termFields.map(([fieldId, ...pairs]) => {
              const postings: Record<string, number> = {};
              let id = 0;
              for (let i = 0; i < pairs.length; i += 2) {
                id += pairs[i]!;
                postings[id] = pairs[i + 1]!;
              }
              return [fieldId, postings];
            }),
          ),
        ] as [string, Record<string, Record<string, number>>];
      }
    })(),
    serializationVersion: 2,
  };
}

export function toDocument(record: SearchRecord, id: number): SearchDocument {
  const [lvl0, lvl1, lvl2, lvl3] = record.hierarchy;
  const own = record.level === 1 ? lvl1 : record.level === 2 ? lvl2 : lvl3;
  const parents = [lvl0, ...[lvl1, lvl2, lvl3].slice(0, record.level - 1)].filter(Boolean).join(' ');
  return { id, title: own ?? '', parents, content: record.content };
}

function buildEngine(documents: SearchDocument[], fields: string[]): CompactEngine {
  const engine = new MiniSearch<SearchDocument>(engineOptions(fields));
  engine.addAll(documents);
  return compactEngine(engine.toJSON() as unknown as MiniSearchJson);
}

/** The index file (records and headings tier), the text tier and the content files (by chunk number) of a site's records. */
export function buildIndex(records: SearchRecord[]): {
  index: IndexFile;
  text: TextFile;
  contents: ContentFile[];
} {
  const documents = records.map(toDocument);
  const contents: ContentFile[] = [];
  records.forEach((record, id) => (contents[contentPlace(id)[0]] ??= []).push(record.content));
  const index: IndexFile = {
    ...indexColumns(records),
    engine: buildEngine(documents, headingFields),
  };
  // The columns leave out what a page's records share and an h3's parent:
  // a site whose records do not follow that shape stops the build here.
  const read = recordsOfIndex(index);
  records.forEach((record, id) => {
    const { url, level, hierarchy, language, tags } = read[id]!;
    const same = JSON.stringify([url, level, hierarchy, language, tags]);
    if (same !== JSON.stringify([record.url, record.level, record.hierarchy, record.language, record.tags]))
      throw new Error(
        `search index: the record of ${record.url} does not survive the index's columns (${same})`,
      );
  });
  return { index, text: { engine: buildEngine(documents, textFields) }, contents };
}

function indexColumns(records: SearchRecord[]): Pick<IndexFile, 'pages' | 'records'> {
  const pages: IndexFile['pages'] = { path: [], area: [], title: [], language: [], tags: [] };
  const columns: IndexFile['records'] = { page: [], level: [], anchor: [], heading: [] };
  for (const record of records) {
    const [path, anchor = ''] = record.url.split('#') as [string, string?];
    const [area, title, lvl2, lvl3] = record.hierarchy;
    if (pages.path[pages.path.length - 1] !== path) {
      pages.path.push(path);
      pages.area.push(area);
      pages.title.push(title);
      pages.language.push(record.language);
      pages.tags.push(record.tags);
    }
    columns.page.push(pages.path.length - 1);
    columns.level.push(record.level);
    columns.anchor.push(anchor);
    columns.heading.push(record.level === 1 ? '' : ((record.level === 3 ? (lvl3 ?? lvl2) : lvl2) ?? ''));
  }
  return { pages, records: columns };
}

/**
 * The records of an index file. An h3 record's hierarchy holds the h2
 * record before it on its page, or, when the page has none, the h3 in the
 * h2's place (see records.ts).
 */
function recordsOfIndex(file: Pick<IndexFile, 'pages' | 'records'>): IndexedRecord[] {
  const { pages, records } = file;
  let h2: string | null = null;
  return records.page.map((page, id) => {
    const level = records.level[id]!;
    const heading = records.heading[id]!;
    if (id === 0 || records.page[id - 1] !== page) h2 = null;
    if (level === 2) h2 = heading;
    const below: [string | null, string | null] =
      level === 1 ? [null, null] : level === 2 || h2 === null ? [heading, null] : [h2, heading];
    const anchor = records.anchor[id]!;
    return {
      id,
      page,
      url: anchor ? `${pages.path[page]}#${anchor}` : pages.path[page]!,
      level,
      hierarchy: [pages.area[page]!, pages.title[page]!, ...below],
      language: pages.language[page]!,
      tags: pages.tags[page]!,
    };
  });
}

/** The engine and records of an index file, at once (Node). */
export function loadIndex(file: IndexFile): { engine: MiniSearch<SearchDocument>; records: IndexedRecord[] } {
  return {
    engine: MiniSearch.loadJS(
      expandEngine(file.engine, headingFields) as never,
      engineOptions(headingFields),
    ),
    records: recordsOfIndex(file),
  };
}

/**
 * The engine and records of an index file, loaded in slices of the
 * browser's time (see `expandEngine`), so that a phone keeps drawing the
 * modal and taking keystrokes meanwhile.
 */
export async function loadIndexInSlices(
  file: IndexFile,
): Promise<{ engine: MiniSearch<SearchDocument>; records: IndexedRecord[] }> {
  return {
    engine: await MiniSearch.loadJSAsync(
      expandEngine(file.engine, headingFields) as never,
      engineOptions(headingFields),
    ),
    records: recordsOfIndex(file),
  };
}

/**
 * Weights of whole docs instances. Each command-line reference page names the
 * words of a task in its title ("minder provider enroll"); at full weight the
 * 75 of them crowd out the guide or the API call a query is about, and they
 * still come first when the query is the command itself.
 */
export const tagBoost: Record<string, number> = { 'docs-cli-current': 0.7 };

/**
 * Weights of areas by path prefix. Running a server and working on Minder
 * itself concern few readers, and their pages name the same tasks as the
 * users' pages ("install", "GitHub App"): where both match alike, the page
 * for someone who uses Minder comes first.
 */
export const pathBoost: Record<string, number> = { '/run_minder_server/': 0.75, '/developer_guide/': 0.75 };

/**
 * The API reference: the REST reference's pages and the protocol reference.
 * Their headings are the names of calls and messages, made of the words of
 * every task ("GetProfileStatusByName", "DeleteRepositoryByName"), and they
 * answer a reader who writes a program against the API. A query that names no
 * part of the API (see `namesApi`) is a reader's task or question: there the
 * records of the API reference weigh `apiReferenceBoost`, so the guide or the
 * command that answers it comes first, and the reference still shows when
 * nothing else matches. A quarter is what it takes on the site: the page of a
 * service, whose title holds the name of the thing ("RepositoryService"),
 * matches "how do I remove a repository" more strongly than the guide's
 * section "Unregister a repository" by a factor of about three.
 */
export const apiReference = /^\/ref\/(api|proto)(?=[/#]|$)/;
export const apiReferenceBoost = 0.25;

/** Words that ask for the API itself. */
const apiWords = new Set(['api', 'grpc', 'openapi', 'proto', 'protobuf', 'protocol', 'rest', 'rpc']);

/**
 * Whether a query names a part of the API: a camel-case name as it is
 * written ("CreateProfile", "remediationDetails"); a name of a call or a
 * message in the API reference typed in one word in any case
 * ("createprofile"); or a word that asks for the API itself.
 */
export function namesApi(query: string, identifiers: ReadonlySet<string>): boolean {
  return tokenize(query).some((word) => {
    const lower = word.toLowerCase();
    return camelParts(word).length > 1 || identifiers.has(lower) || apiWords.has(lower);
  });
}

/**
 * The names the API reference is made of, in lower case: the camel-case
 * names in its headings (services, calls and messages: "ProfileService",
 * "CreateProfile", "RuleType") and the titles of its pages of one word
 * ("Schemas"). A heading of one plain word elsewhere ("Provider", a message)
 * names a thing every guide talks about, not the API.
 */
export function apiIdentifiers(records: Pick<IndexedRecord, 'url' | 'level' | 'hierarchy'>[]): Set<string> {
  return new Set(
    records
      .filter((record) => apiReference.test(record.url))
      .flatMap((record) => {
        const words = tokenize(record.hierarchy[record.level] ?? '');
        return record.level === 1 && words.length === 1
          ? words
          : words.filter((word) => camelParts(word).length > 1);
      })
      .map((word) => word.toLowerCase()),
  );
}

/**
 * A question about what something is ("what is a provider", "what are
 * remediations") asks for the page that explains the idea: the pages of
 * Understand Minder weigh `definitionBoost` there. Without it, the
 * question's only word left, the name of the thing, matches every page that
 * works with it, and the many command and integration pages win.
 */
export const definitionQuestion = /^\s*what(\s+(is|are|does)\b|['’]s\b)/i;
export const definitionBoost = 1.5;
const definitionArea = '/understand/';

/** A record's weight from its docs instance and its area. */
export function recordBoost(record: Pick<IndexedRecord, 'url' | 'tags'>): number {
  const area = Object.entries(pathBoost).find(([prefix]) => record.url.startsWith(prefix))?.[1] ?? 1;
  return area * Math.min(...record.tags.map((tag) => tagBoost[tag] ?? 1));
}

/** The text tier's engine, at once (Node). */
export function loadText(file: TextFile): MiniSearch<SearchDocument> {
  return MiniSearch.loadJS(expandEngine(file.engine, textFields) as never, engineOptions(textFields));
}

/** The text tier's engine, in slices as `loadIndexInSlices` loads the headings'. */
export function loadTextInSlices(file: TextFile): Promise<MiniSearch<SearchDocument>> {
  return MiniSearch.loadJSAsync(expandEngine(file.engine, textFields) as never, engineOptions(textFields));
}

/** The words of a query that take part in the search: tokenized, lowercase, without stop words, stemmed. */
export function queryWords(query: string): string[] {
  return [...new Set(tokenize(query).flatMap((word) => queryTerm(word) ?? []))];
}

/** The API's names of the loaded records, gathered once per index. */
const identifiers = new WeakMap<IndexedRecord[], Set<string>>();
function identifiersOf(records: IndexedRecord[]): Set<string> {
  let names = identifiers.get(records);
  if (!names) identifiers.set(records, (names = apiIdentifiers(records)));
  return names;
}

/**
 * Records with every word first, then those with some of them, each group by
 * score, over one or both tiers. A record's score is the sum of its scores in
 * each engine (each field's score is its own, so this is the score one engine
 * over all the fields would give), and it has "every word" when the words it
 * matches in either engine cover the query.
 */
export function rank(
  engines: MiniSearch<SearchDocument>[],
  records: IndexedRecord[],
  query: string,
): SearchResult[] {
  const reference = namesApi(query, identifiersOf(records)) ? 1 : apiReferenceBoost;
  const understand = definitionQuestion.test(query) ? definitionBoost : 1;
  const options = {
    ...queryOptions,
    boostDocument: (id: unknown) => {
      const record = records[id as number];
      if (!record) return 1;
      // A page's own record: its title names what the whole page is about.
      const page = record.level === 1 ? 2.5 : 1;
      return (
        page *
        recordBoost(record) *
        (apiReference.test(record.url) ? reference : 1) *
        (record.url.startsWith(definitionArea) ? understand : 1)
      );
    },
  };
  // MiniSearch multiplies a record's score by the number of query words it
  // matches; the sum is taken before that, and the product made again over
  // the words matched in either engine.
  const merged = new Map<number, SearchResult & { raw: number }>();
  for (const engine of engines) {
    for (const result of engine.search(query, { ...options, combineWith: 'OR' })) {
      const raw = result.score / Math.max(1, result.queryTerms.length);
      const known = merged.get(result.id as number);
      if (!known) {
        merged.set(result.id as number, { ...result, match: { ...result.match }, raw });
        continue;
      }
      known.raw += raw;
      known.terms = [...new Set([...known.terms, ...result.terms])];
      known.queryTerms = [...new Set([...known.queryTerms, ...result.queryTerms])];
      for (const [term, fields] of Object.entries(result.match))
        known.match[term] = [...new Set([...(known.match[term] ?? []), ...fields])];
    }
  }
  for (const result of merged.values()) result.score = result.raw * Math.max(1, result.queryTerms.length);
  const words = queryWords(query);
  const byScore = (a: SearchResult, b: SearchResult) => b.score - a.score;
  const results = [...merged.values()].map(({ raw: _raw, ...result }) => result as SearchResult);
  const every = (result: SearchResult) => words.every((word) => result.queryTerms.includes(word));
  return [
    ...results.filter(every).sort(byScore),
    ...results.filter((result) => !every(result)).sort(byScore),
  ];
}
