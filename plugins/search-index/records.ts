import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { recordDefinition } from './record-definition';

/**
 * One searchable unit: a page (level 1) or a section under an h2 or h3
 * heading (levels 2 and 3), with the hierarchy DocSearch shows: lvl0 the
 * area of the site, lvl1 the page title, lvl2 and lvl3 the headings.
 */
export interface SearchRecord {
  /** Path and anchor, e.g. `/getting_started/quickstart#next-steps`. */
  url: string;
  level: 1 | 2 | 3;
  /** lvl0 to lvl3; the deeper levels are null above `level`. */
  hierarchy: [string, string, string | null, string | null];
  /** The text of the section, without its subsections. */
  content: string;
  /** Contextual search facets, from the page's `docsearch:*` meta tags. */
  language: string;
  tags: string[];
}

export type PageRecordOptions = {
  /** lvl0 of the pages of a docs instance, by their `docsearch:docusaurus_tag`; it wins over breadcrumbs. */
  areaByTag: Record<string, string>;
  /** lvl0 of a page that neither its breadcrumbs nor `areaByTag` place. */
  defaultArea: string;
};

const skipped = recordDefinition.excluded.join(', ');
const merged = recordDefinition.merged.join(', ');
/** The record level that a heading starts, by element name. */
const levels = new Map(recordDefinition.headings.map((name, index) => [name, (index + 2) as 2 | 3]));

const blocks = new Set([
  'p',
  'li',
  'td',
  'th',
  'pre',
  'div',
  'dd',
  'dt',
  'br',
  'tr',
  'summary',
  'blockquote',
]);

function clean(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function meta($: CheerioAPI, selector: string): string | undefined {
  return $(selector).attr('content') ?? undefined;
}

/**
 * The area of the site a page belongs to: the area of its docs instance when
 * `areaByTag` names one (a reference with its own sidebar), else the first
 * breadcrumb between "Home" and the page.
 */
function areaOf($: CheerioAPI, tags: string[], options: PageRecordOptions): string {
  for (const tag of tags) {
    const area = options.areaByTag[tag];
    if (area) return area;
  }
  const crumbs = $(recordDefinition.area.breadcrumbs)
    .map((_, item) => clean($(item).text()))
    .get()
    .filter(Boolean);
  return crumbs[0] ?? options.defaultArea;
}

/**
 * The records of one built page: the page itself, then each h2 and h3
 * section, in document order. A page without an article (the 404 page, the
 * search page) has none; a page without headings is one record.
 */
export function pageRecords(html: string, path: string, options: PageRecordOptions): SearchRecord[] {
  const $ = load(html);
  const article = $(recordDefinition.article).first();
  const title = clean(
    article.find(recordDefinition.title).first().clone().find(skipped).remove().end().text(),
  );
  if (article.length === 0 || !title) return [];

  const language = meta($, recordDefinition.languageMeta) ?? 'en';
  const tags = (meta($, recordDefinition.tagsMeta) ?? 'default').split(',').map((tag) => tag.trim());
  const area = areaOf($, tags, options);
  const page: SearchRecord = {
    url: path,
    level: 1,
    hierarchy: [area, title, null, null],
    content: '',
    language,
    tags,
  };
  const records = [page];
  let current = page;
  let h2: string | null = null;
  const parts = new Map<SearchRecord, string[]>([[page, []]]);

  const visit = (node: AnyNode, inOperation: boolean): void => {
    if (node.type === 'text') {
      parts.get(current)!.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    if ($(element).is(skipped)) return;
    if (!inOperation && element.name === recordDefinition.title) return;
    // A heading starts a record when it can be linked to: it has an id.
    const level = inOperation ? undefined : levels.get(element.name);
    const id = $(element).attr('id');
    if (level && id) {
      const text = clean($(element).clone().find(skipped).remove().end().text());
      if (!text) return;
      if (level === 2) h2 = text;
      current = {
        url: `${path}#${id}`,
        level,
        hierarchy: level === 2 ? [area, title, text, null] : [area, title, h2 ?? text, h2 ? text : null],
        content: '',
        language,
        tags,
      };
      records.push(current);
      parts.set(current, []);
      return;
    }
    const block = blocks.has(element.name);
    if (block) parts.get(current)!.push(' ');
    const within = inOperation || $(element).is(merged);
    for (const child of element.children) visit(child, within);
    if (block) parts.get(current)!.push(' ');
  };
  for (const child of (article.get(0) as Element).children) visit(child, false);

  for (const record of records) record.content = clean(parts.get(record)!.join(''));
  return records;
}
