/**
 * The output samples of the pages against what the client prints
 * (tests/fixtures/cli-output.json, from Minder's source): a block
 * ```text title="Output of minder <command> [flags]"``` whose first line is a
 * table header must name that command's columns, in order, as go-pretty draws
 * them; a sample of a message must start with a line the command prints.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/cli-output.json';
import { sourceFiles } from '../source-files';
import { fencedBlocks, type FencedBlock } from './markdown-source';

type ClientCommand = { command: string; tables: { headers: string[]; when?: string }[]; messages: string[] };

const commands = fixture.commands as ClientCommand[];

/** The command of the fixture with the longest path that the title starts with. */
export function commandOf(title: string): ClientCommand | undefined {
  return commands
    .filter(({ command }) => title === command || title.startsWith(`${command} `))
    .sort((a, b) => b.command.length - a.command.length)[0];
}

/** Whether a header row (the cells, trimmed) is one the table with `headers` prints; `<...>` stands for one or more columns. */
export function headerMatches(cells: string[], headers: string[]): boolean {
  const expected = headers.map((header) => header.toUpperCase());
  const dynamic = expected.findIndex((header) => header.startsWith('<'));
  if (dynamic < 0)
    return cells.length === expected.length && cells.every((cell, index) => cell === expected[index]);
  const after = expected.length - dynamic - 1;
  return (
    cells.length > expected.length - 1 &&
    expected.slice(0, dynamic).every((header, index) => cells[index] === header) &&
    expected.slice(dynamic + 1).every((header, index) => cells[cells.length - after + index] === header)
  );
}

/** A line printed from a format string or template: `%s`, `%d`, `%v` and `{{.Field}}` match any text. */
function linePattern(message: string): RegExp {
  const parts = message.split(/(%[-+# 0-9.]*[sdvqTtfx]|\{\{[^}]*\}\})/);
  const source = parts.map((part, index) => (index % 2 ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${source.join('')}$`);
}

const borderStyle = /^\s*\+[-=+]{3,}/;
const pipeHeader = /^\s*\|?\s*[A-Z][A-Z0-9 _/-]*(\s*\|\s*[A-Z][A-Z0-9 _/-]*)+\s*\|?\s*$/;

/** What is wrong with one fenced block of `file`, as `file:line: reason` lines. */
export function sampleProblems(file: string, block: FencedBlock): string[] {
  if (block.language !== 'text') return [];
  const at = `${file}:${block.line}`;
  const first = block.lines[0] ?? '';
  if (borderStyle.test(first) || pipeHeader.test(first))
    return [
      `${at}: a table in the style of an old client ("${first.trim()}"); the client draws ${'`│`'}-separated columns`,
    ];
  const title = /(?:^|\s)title="Output of (minder\b[^"]*)"/.exec(block.meta)?.[1];
  if (!title) return [];
  const command = commandOf(title);
  if (!command) return [`${at}: "${title}" is no command of the client`];
  const problems: string[] = [];
  // A table may follow the lines the command prints before it ("Here are your details:").
  const headerIndex = block.lines.findIndex((line) => line.includes('│'));
  if (headerIndex >= 0) {
    const cells = block.lines[headerIndex].split('│').map((cell) => cell.trim());
    const known = command.tables.map((table) =>
      table.headers.map((header) => header.toUpperCase()).join(' │ '),
    );
    if (command.tables.length === 0) problems.push(`${at}: ${command.command} prints no table`);
    else if (!command.tables.some((table) => headerMatches(cells, table.headers)))
      problems.push(
        `${at}: header "${cells.join(' │ ')}" is not one of ${command.command}: ${known.join('; ')}`,
      );
  }
  const printed = [...command.messages, ...fixture.global_messages];
  if (
    headerIndex !== 0 &&
    command.messages.length > 0 &&
    !printed.some((message) => linePattern(message).test(first))
  )
    problems.push(`${at}: "${first}" is not a line that ${command.command} prints`);
  return problems;
}

const pages = sourceFiles('docs', /\.mdx?$/);

describe('output samples', () => {
  it('show the columns and messages of the current client', () => {
    const problems = pages.flatMap(({ file, text }) =>
      fencedBlocks(text).flatMap((block) => sampleProblems(file, block)),
    );
    expect(problems).toEqual([]);
  });

  it('fail on a sample with a column the client does not print, or in an old table style', () => {
    const sample = (meta: string, ...lines: string[]): FencedBlock => ({
      line: 7,
      language: 'text',
      meta,
      lines,
    });
    const title = 'title="Output of minder repo list"';
    const good = ' OWNER │ NAME           │ PROVIDER │ UPSTREAM ID';
    expect(sampleProblems('page.md', sample(title, good, '───'))).toEqual([]);
    expect(sampleProblems('page.md', sample(title, good.replace('PROVIDER', 'REMEDIATION'), '───'))).toEqual([
      'page.md:7: header "OWNER │ NAME │ REMEDIATION │ UPSTREAM ID" is not one of minder repo list: OWNER │ NAME │ PROVIDER │ UPSTREAM ID',
    ]);
    expect(sampleProblems('page.md', sample('', '+------+----+', '| NAME | ID |'))).toHaveLength(1);
    expect(sampleProblems('page.md', sample('', 'NAME | ID | PROVIDER'))).toHaveLength(1);
    expect(sampleProblems('page.md', sample('title="Output of minder version"', 'Version: v0.1.0'))).toEqual(
      [],
    );
    expect(sampleProblems('page.md', sample('title="Output of minder version"', ' A │ B'))).toEqual([
      'page.md:7: minder version prints no table',
    ]);
    expect(
      sampleProblems(
        'page.md',
        sample('title="Output of minder auth login"', 'Your browser will now be opened to: x'),
      ),
    ).toEqual([]);
    expect(
      sampleProblems('page.md', sample('title="Output of minder auth login"', 'Logged in!')),
    ).toHaveLength(1);
  });

  it('reads dynamic columns and the longest command path', () => {
    expect(commandOf('minder project role grant list')?.command).toBe('minder project role grant list');
    expect(commandOf('minder entity list --property foo')?.command).toBe('minder entity list');
    expect(
      headerMatches(
        ['TYPE', 'NAME', 'PROVIDER', 'IS_PRIVATE', 'STARS'],
        ['Type', 'Name', 'Provider', '<property names...>'],
      ),
    ).toBe(true);
    expect(
      headerMatches(['TYPE', 'NAME', 'PROVIDER'], ['Type', 'Name', 'Provider', '<property names...>']),
    ).toBe(false);
  });
});
