/**
 * The front matter writer that every generator uses (scripts/mdx.ts): what it
 * writes is YAML that gives back the same values, whatever the text of a
 * title or description, and it closes where the page's front matter ends.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { frontMatter } from '../../scripts/mdx';

/** The front matter of a page, as Docusaurus finds it: from the first `---` line to the next. */
function readFrontMatter(page: string): unknown {
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(page);
  if (!match) throw new Error(`no front matter block in ${JSON.stringify(page)}`);
  return parse(match[1]!);
}

/** Strings that YAML reads as something else, or that end the value or the block, unless they are quoted. */
const tricky = {
  colon: 'minder repo: register a repository',
  leadingQuote: '"Quoted" at the start',
  newline: 'First line\nsecond line',
  blankLine: 'One paragraph.\n\nAnother.',
  comment: 'Flags #1 and #2',
  blockEnd: 'Before\n---\nafter',
  indicator: '- a list item?',
  flow: '{ not: a map }',
  anchor: '&anchor *alias',
  boolean: 'true',
  number: '2',
  nullWord: 'null',
  spaces: '  padded  ',
  empty: '',
};

/** Strings with quotes, escapes and other characters that must come back as they are too. */
const ordinary = {
  quotes: `It's "quoted"`,
  backslash: 'C:\\path\\to\\file',
  tab: 'a\tb',
  unicode: 'Résumé — “typographic” ✓',
};

describe('frontMatter', () => {
  it('gives back every string unchanged', () => {
    const fields = { ...tricky, ...ordinary };
    const page = `${frontMatter(fields)}\n\nBody.`;
    expect(readFrontMatter(page)).toEqual(fields);
  });

  it('uses strings that a writer without quoting gets wrong', () => {
    // The broken case: `key: value` lines, as a hand-written front matter would be.
    for (const [key, value] of Object.entries(tricky)) {
      let read: unknown;
      try {
        read = readFrontMatter(`---\n${key}: ${value}\n---\n`);
      } catch {
        continue;
      }
      expect(read, key).not.toEqual({ [key]: value });
    }
  });

  it('writes numbers, booleans and null as themselves, in the given order', () => {
    const fields = { id: 'schemas', toc_max_heading_level: 2, hide_title: true, custom_edit_url: null };
    const block = frontMatter(fields);
    expect(readFrontMatter(block)).toEqual(fields);
    expect(block.split('\n').map((line) => line.split(':')[0])).toEqual([
      '---',
      'id',
      'toc_max_heading_level',
      'hide_title',
      'custom_edit_url',
      '---',
    ]);
  });

  it('writes each string as a JSON string on one line, however long', () => {
    const long = `${'A long description that goes on. '.repeat(10)}It ends here.`;
    const fields = { title: ordinary.quotes, description: long, summary: tricky.newline };
    expect(frontMatter(fields)).toBe(
      [
        '---',
        ...Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`),
        '---',
      ].join('\n'),
    );
  });
});
