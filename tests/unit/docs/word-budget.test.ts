/**
 * Getting started teaches one path, in at most 8,000 words over its pages:
 * the Markdown source without front matter, fenced code blocks and comments,
 * split on whitespace.
 */
import { expect, it } from 'vitest';
import { sourceFiles } from '../source-files';
import { proseLines } from './markdown-source';

const budget = 8000;

export const wordCount = (text: string) => proseLines(text).join('\n').split(/\s+/).filter(Boolean).length;

it('counts the words of the prose only', () => {
  const page = [
    '---',
    'title: One two',
    '---',
    'Three four.',
    '```bash',
    'minder repo list',
    '```',
    '<!-- five -->six',
  ];
  expect(wordCount(page.join('\n'))).toBe(3);
});

it(`keeps Getting started within ${budget} words`, () => {
  const pages = sourceFiles('docs/getting_started', /\.mdx?$/).map(({ file, text }) => ({
    file,
    words: wordCount(text),
  }));
  const total = pages.reduce((sum, page) => sum + page.words, 0);
  const counts = pages.map(({ file, words }) => `${file}: ${words}`).join(', ');
  expect(total, `Getting started has ${total} words (${counts})`).toBeLessThanOrEqual(budget);
});
