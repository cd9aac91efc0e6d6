/**
 * US English in what readers read: the prose of the pages, the descriptions
 * and guidance of the rule pages' sources, the descriptions of the command
 * tree and the comments of the API contract (which become /ref/proto and
 * /ref/api). Code, URLs and front matter keys are exempt.
 */
import { describe, expect, it } from 'vitest';
import { isPair, isScalar, LineCounter, parseDocument, visit } from 'yaml';
import { sourceFiles } from '../source-files';
import { proseLines } from './markdown-source';

/** British stem, US stem and the endings that make a word of it ("analyses" is left out: it is also the plural of analysis). */
const spellings: [string, string, string][] = [
  ['colour', 'color', '|s|ed|ing|ful|less'],
  ['behaviour', 'behavior', '|s|al'],
  ['favour', 'favor', '|s|ed|ing|ite|ites|able'],
  ['honour', 'honor', '|s|ed|ing|able'],
  ['organis', 'organiz', 'e|ed|es|ing|ation|ations|ational|er|ers'],
  ['authoris', 'authoriz', 'e|ed|es|ing|ation|ations'],
  ['recognis', 'recogniz', 'e|ed|es|ing|able'],
  ['realis', 'realiz', 'e|ed|es|ing|ation'],
  ['customis', 'customiz', 'e|ed|es|ing|ation|ations|able'],
  ['initialis', 'initializ', 'e|ed|es|ing|ation|er'],
  ['normalis', 'normaliz', 'e|ed|es|ing|ation'],
  ['prioritis', 'prioritiz', 'e|ed|es|ing|ation'],
  ['summaris', 'summariz', 'e|ed|es|ing'],
  ['analys', 'analyz', 'e|ed|ing|er|ers'],
  ['licence', 'license', '|s'],
  ['catalogue', 'catalog', '|s'],
  ['centre', 'center', '|s'],
  ['grey', 'gray', '|s|ed|ing|ish'],
];

const british = new RegExp(
  `\\b(?:${spellings.map(([stem, , ends]) => `${stem}(?:${ends})`).join('|')})\\b`,
  'gi',
);

/** The US spelling of a British word, in the word's case. */
function usSpelling(word: string): string {
  const [stem, us] = spellings.find(([stem]) => word.toLowerCase().startsWith(stem))!;
  const spelled = us + word.slice(stem.length).toLowerCase();
  if (word === word.toUpperCase()) return spelled.toUpperCase();
  return word[0] === word[0].toUpperCase() ? spelled[0].toUpperCase() + spelled.slice(1) : spelled;
}

/** Blanks the code spans, URLs and link targets of a line of prose. */
const withoutCode = (line: string) =>
  line
    .replace(/(`+)[^`]*?\1/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\b(?:https?|mailto):\S+/g, ' ');

/** The British words of `text`, as `file:line: "word" → "us"`; `firstLine` is the file line of the text's first line. */
export function spellingProblems(file: string, text: string, firstLine = 1): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...withoutCode(line).matchAll(british)].map(
        ([word]) => `${file}:${firstLine + index}: "${word}" → "${usSpelling(word)}"`,
      ),
    );
}

/** A page's prose; front matter values are read, their keys are not. */
function pageProblems(file: string, text: string): string[] {
  const lines = proseLines(text);
  const source = text.split('\n');
  if (source[0] === '---') {
    const end = source.indexOf('---', 1);
    for (let index = 1; index < end; index++) lines[index] = source[index].replace(/^\s*[\w-]+:/, '');
  }
  return lines.flatMap((line, index) => spellingProblems(file, line, index + 1));
}

/** The text of the prose fields of a YAML file (description, summary, guidance), each at its own line. */
function yamlProblems(file: string, text: string): string[] {
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter });
  const problems: string[] = [];
  visit(document, {
    Pair(_, pair) {
      if (
        !isPair(pair) ||
        !isScalar(pair.key) ||
        !isScalar(pair.value) ||
        typeof pair.value.value !== 'string'
      )
        return;
      if (!['description', 'summary', 'guidance'].includes(String(pair.key.value))) return;
      const [start, end] = pair.value.range!;
      // The words as written in the file, so each problem has its own line.
      const written = text.slice(start, end);
      problems.push(...spellingProblems(file, written, counter.linePos(start).line));
    },
  });
  return problems;
}

/** The comments of a .proto file. */
function protoProblems(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => spellingProblems(file, /\/\/(.*)$/.exec(line)?.[1] ?? '', index + 1));
}

describe('US spelling', () => {
  it('is used in the prose of every page, rule page source, command and API comment', () => {
    const problems = [
      ...sourceFiles('docs', /\.mdx?$/).flatMap(({ file, text }) => pageProblems(file, text)),
      ...sourceFiles('scripts', /\.mdx$/).flatMap(({ file, text }) => pageProblems(file, text)),
      ...sourceFiles('rules', /\.md$/).flatMap(({ file, text }) => pageProblems(file, text)),
      ...sourceFiles('rules', /\.yaml$/).flatMap(({ file, text }) => yamlProblems(file, text)),
      ...sourceFiles('cli', /\.yaml$/).flatMap(({ file, text }) => yamlProblems(file, text)),
      ...sourceFiles('api/proto', /\.proto$/).flatMap(({ file, text }) => protoProblems(file, text)),
    ];
    expect(problems).toEqual([]);
  });

  it('names the word, its line and its US spelling, and leaves code and URLs alone', () => {
    const page = [
      '---',
      'title: Colour modes',
      'colour: x',
      '---',
      '',
      'The `colour` flag sets the Colour of [the centre](https://example.com/centre).',
      '```yaml',
      'colour: grey',
      '```',
      '<!-- behaviour -->',
      'Organisations and analysed licences; analyses and analysis are fine.',
    ].join('\n');
    expect(pageProblems('page.md', page)).toEqual([
      'page.md:2: "Colour" → "Color"',
      'page.md:6: "Colour" → "Color"',
      'page.md:6: "centre" → "center"',
      'page.md:11: "Organisations" → "Organizations"',
      'page.md:11: "analysed" → "analyzed"',
      'page.md:11: "licences" → "licenses"',
    ]);
    expect(
      yamlProblems('rule.yaml', 'name: grey\ndescription: |\n  Checks the\n  behaviour of x.\n'),
    ).toEqual(['rule.yaml:4: "behaviour" → "behavior"']);
    expect(protoProblems('a.proto', 'string colour = 1; // the initialised value')).toEqual([
      'a.proto:1: "initialised" → "initialized"',
    ]);
  });
});
