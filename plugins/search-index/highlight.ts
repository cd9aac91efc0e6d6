import { camelParts } from './engine';

/**
 * Highlighted and snippeted values for search hits, as the DocSearch UI
 * expects them from Algolia: HTML-escaped text in which the matched words
 * are wrapped in the highlight tags. The UI inserts these values as HTML, so
 * nothing of the text may stay unescaped.
 */

export interface HighlightTags {
  pre: string;
  post: string;
  ellipsis: string;
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** A word as the engine's tokenizer sees it: a run without spaces, punctuation or symbols. */
const word = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}

interface Token {
  text: string;
  matched: boolean;
  isWord: boolean;
}

function tokens(text: string, words: ReadonlySet<string>): Token[] {
  const list: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(word)) {
    if (match.index > last) list.push({ text: text.slice(last, match.index), matched: false, isWord: false });
    const matched = camelParts(match[0]).some((part) => words.has(part.toLowerCase()));
    list.push({ text: match[0], matched, isWord: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) list.push({ text: text.slice(last), matched: false, isWord: false });
  return list;
}

function render(list: Token[], tags: HighlightTags): string {
  return list
    .map((token) =>
      token.matched ? `${tags.pre}${escapeHtml(token.text)}${tags.post}` : escapeHtml(token.text),
    )
    .join('');
}

function levelOf(list: Token[], words: ReadonlySet<string>): Highlighted['matchLevel'] {
  const found = new Set(list.filter((token) => token.matched).map((token) => token.text.toLowerCase()));
  if (found.size === 0) return 'none';
  return found.size >= words.size ? 'full' : 'partial';
}

/** `text`, escaped, with each word found in `words` (lower case) highlighted. */
export function highlight(text: string, words: ReadonlySet<string>, tags: HighlightTags): Highlighted {
  const list = tokens(text, words);
  return {
    value: render(list, tags),
    matchLevel: levelOf(list, words),
    matchedWords: [...new Set(list.filter((token) => token.matched).map((token) => token.text))],
  };
}

/**
 * Up to `length` words of `text` around its first matched word, escaped and
 * highlighted, with the ellipsis where the text was cut.
 */
export function snippet(
  text: string,
  words: ReadonlySet<string>,
  tags: HighlightTags,
  length = 14,
): Highlighted {
  const list = tokens(text, words);
  const wordIndexes = list.flatMap((token, i) => (token.isWord ? [i] : []));
  const first = wordIndexes.findIndex((i) => list[i]!.matched);
  const startWord = Math.max(0, (first === -1 ? 0 : first) - 4);
  const endWord = Math.min(wordIndexes.length, startWord + length);
  const from = startWord === 0 ? 0 : wordIndexes[startWord]!;
  const to = endWord >= wordIndexes.length ? list.length : wordIndexes[endWord]!;
  const part = list.slice(from, to);
  const cutStart = from > 0;
  const cutEnd = to < list.length;
  return {
    value: `${cutStart ? tags.ellipsis : ''}${render(part, tags).trim()}${cutEnd ? tags.ellipsis : ''}`,
    matchLevel: levelOf(part, words),
    matchedWords: [...new Set(part.filter((token) => token.matched).map((token) => token.text))],
  };
}
