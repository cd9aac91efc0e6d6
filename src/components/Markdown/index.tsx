import { Fragment, type ReactNode } from 'react';

/**
 * A small Markdown renderer for the descriptions of the REST API reference.
 *
 * The OpenAPI theme renders every description, and every "Possible values"
 * line it writes itself, with react-markdown, remark-gfm and rehype-raw:
 * about 100 KB of gzip JavaScript on each reference page. The strings it gets
 * come from our own protobuf comments and from the theme, and use only
 * paragraphs, bullet lists, code spans and strong emphasis. This renders
 * those, the same way CommonMark does, and anything else as plain text.
 * tests/unit/markdown.test.ts checks it against micromark for every
 * description and constraint in the OpenAPI document, so a comment that
 * starts using more Markdown fails there first.
 *
 * Text becomes React text nodes, never HTML, so nothing in a string can
 * inject markup.
 */

export type Inline = string | { code: string } | { strong: Inline[] };
export type Block = { paragraph: Inline[] } | { list: Inline[][] };

const bullet = /^ {0,3}[-*+] +(.*)$/;

/** Splits a Markdown string into paragraphs and tight bullet lists. */
export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let items: string[][] = [];
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ paragraph: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  const flushList = () => {
    if (items.length) blocks.push({ list: items.map((lines) => parseInline(lines.join('\n'))) });
    items = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/[ \t]+$/, '');
    const item = bullet.exec(line);
    if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else if (item && item[1] !== '') {
      flushParagraph();
      items.push([item[1]]);
    } else if (items.length) {
      // A continuation line of the current item (indented or lazy).
      items[items.length - 1].push(line.trim());
    } else {
      paragraph.push(line.replace(/^ {0,3}/, ''));
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/**
 * Code spans first (their content is literal); then `**` pairs in the text
 * around them become strong emphasis, which may hold code spans.
 */
export function parseInline(text: string): Inline[] {
  const tokens: Token[] = [];
  let rest = text;
  while (rest) {
    const open = /`+/.exec(rest);
    if (!open) break;
    const ticks = open[0];
    const close = findClosingTicks(rest, open.index + ticks.length, ticks.length);
    if (close < 0) {
      // An unmatched run of backticks is literal text.
      tokens.push(...splitDelimiters(rest.slice(0, open.index + ticks.length)));
      rest = rest.slice(open.index + ticks.length);
      continue;
    }
    tokens.push(...splitDelimiters(rest.slice(0, open.index)));
    tokens.push({ code: codeSpanContent(rest.slice(open.index + ticks.length, close)) });
    rest = rest.slice(close + ticks.length);
  }
  tokens.push(...splitDelimiters(rest));
  return merge(pairStrong(tokens));
}

type Token = Inline | { delimiter: true };

function splitDelimiters(text: string): Token[] {
  return text.split(/(\*\*)/).map((part) => (part === '**' ? { delimiter: true as const } : part));
}

function isDelimiter(token: Token | undefined): token is { delimiter: true } {
  return typeof token === 'object' && 'delimiter' in token;
}

function startsWithSpace(token: Token | undefined): boolean {
  return token === undefined || (typeof token === 'string' && /^\s/.test(token)) || isDelimiter(token);
}

function endsWithSpace(token: Token | undefined): boolean {
  return token === undefined || (typeof token === 'string' && /\s$/.test(token)) || isDelimiter(token);
}

function pairStrong(tokens: Token[]): Inline[] {
  const out: Inline[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!isDelimiter(token)) {
      out.push(token);
      continue;
    }
    const close = !startsWithSpace(nonEmpty(tokens, i + 1)) ? closingDelimiter(tokens, i) : -1;
    if (close < 0) {
      out.push('**');
      continue;
    }
    out.push({ strong: merge(tokens.slice(i + 1, close) as Inline[]) });
    i = close;
  }
  return out;
}

function nonEmpty(tokens: Token[], from: number): Token | undefined {
  return tokens.slice(from).find((token) => token !== '');
}

function closingDelimiter(tokens: Token[], open: number): number {
  for (let j = open + 1; j < tokens.length; j++) {
    if (!isDelimiter(tokens[j])) continue;
    const before = tokens.slice(open + 1, j).filter((token) => token !== '');
    if (before.length && !endsWithSpace(before[before.length - 1])) return j;
    return -1;
  }
  return -1;
}

function findClosingTicks(text: string, from: number, length: number): number {
  const runs = /`+/g;
  runs.lastIndex = from;
  for (let run = runs.exec(text); run; run = runs.exec(text)) {
    if (run[0].length === length) return run.index;
  }
  return -1;
}

function codeSpanContent(raw: string): string {
  const content = raw.replace(/\n/g, ' ');
  if (content.length > 2 && content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '') {
    return content.slice(1, -1);
  }
  return content;
}

function merge(inlines: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const inline of inlines) {
    const previous = out[out.length - 1];
    if (typeof inline === 'string' && typeof previous === 'string') out[out.length - 1] = previous + inline;
    else if (inline !== '') out.push(inline);
  }
  return out;
}

function renderInline(inlines: Inline[]): ReactNode {
  return inlines.map((inline, index) => {
    if (typeof inline === 'string') return <Fragment key={index}>{inline}</Fragment>;
    if ('code' in inline) return <code key={index}>{inline.code}</code>;
    return <strong key={index}>{renderInline(inline.strong)}</strong>;
  });
}

export default function Markdown({ children }: { children?: ReactNode }): ReactNode {
  if (typeof children !== 'string') return children ?? null;
  return parseBlocks(children).map((block, index) =>
    'paragraph' in block ? (
      <p key={index}>{renderInline(block.paragraph)}</p>
    ) : (
      <ul key={index}>
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex}>{renderInline(item)}</li>
        ))}
      </ul>
    ),
  );
}
