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
import catalog from '../../fixtures/rule-catalog.json';
import { isFailedOrError, sampleTables, statusRenderings, type SampleTable } from './client-table';
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

type ClientTable = ClientCommand['tables'][number] & {
  auto_merge?: boolean;
  status_column?: string;
  rule_column?: string;
  details_column?: string;
};

/**
 * What a table of a sample breaks of the client's renderer: a cell equal to
 * the one above where the command merges them, a status GetStatusIcon cannot
 * draw (emoji, or words with `--emoji=false`), a RULE the server does not
 * fill in (the rule's name, else the rule type's display name), and details
 * without `Guidance:` on a failed row or with it on a passing one.
 */
function tableProblems(
  at: (line: number) => string,
  table: SampleTable,
  spec: ClientTable,
  emoji: boolean,
  ruleNames: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const column = (name?: string) =>
    name ? spec.headers.findIndex((header) => header.toLowerCase() === name.toLowerCase()) : -1;
  const status = column(spec.status_column);
  const rule = column(spec.rule_column);
  const details = column(spec.details_column);
  const shown = statusRenderings(emoji);
  let above: string[] = [];
  for (const row of table.rows) {
    const effective = row.cells.map((cell, index) => {
      if (spec.auto_merge && cell !== '' && cell === above[index])
        problems.push(
          `${at(row.line)}: "${cell}" under ${table.headers[index]} equals the cell above, which the client merges into it (auto-merge): leave it blank`,
        );
      return cell === '' && spec.auto_merge ? (above[index] ?? '') : cell;
    });
    above = effective;
    if (status >= 0 && row.cells[status] !== '' && !shown.has(effective[status]!))
      problems.push(
        `${at(row.line)}: "${effective[status]}" is not a status the client draws ${emoji ? 'with emoji' : 'with --emoji=false'}: ${[...shown].join(', ')}`,
      );
    if (rule >= 0 && row.cells[rule] !== '' && !ruleNames.has(effective[rule]!))
      problems.push(
        `${at(row.line)}: RULE "${effective[rule]}" is neither a rule name given on the page nor a rule type's display name, which is what the client shows`,
      );
    if (status >= 0 && details >= 0) {
      const failed = isFailedOrError(effective[status]!, emoji);
      const guidance = /(^|\s)Guidance: /.test(effective[details]!);
      if (failed && !guidance)
        problems.push(
          `${at(row.line)}: a failed or errored rule's DETAILS end with "Guidance: ..." (the server adds the rule type's guidance)`,
        );
      if (!failed && guidance)
        problems.push(`${at(row.line)}: the server adds guidance only to failed and errored rules`);
    }
  }
  return problems;
}

/** What is wrong with one fenced block of `file`, as `file:line: reason` lines. */
export function sampleProblems(
  file: string,
  block: FencedBlock,
  ruleNames: ReadonlySet<string> = new Set(),
): string[] {
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
  const emoji = !/--emoji[= ]false/.test(title);
  const lineAt = (index: number) => `${file}:${block.line + 1 + index}`;
  const tables = sampleTables(block.lines);
  const known = command.tables.map((table) =>
    table.headers.map((header) => header.toUpperCase()).join(' │ '),
  );
  for (const table of tables) {
    if (command.tables.length === 0) {
      problems.push(`${at}: ${command.command} prints no table`);
      break;
    }
    const spec = (command.tables as ClientTable[]).find((candidate) =>
      headerMatches(table.headers, candidate.headers),
    );
    if (!spec)
      problems.push(
        `${at}: header "${table.headers.join(' │ ')}" is not one of ${command.command}: ${known.join('; ')}`,
      );
    else problems.push(...tableProblems(lineAt, table, spec, emoji, ruleNames));
  }
  // A table may follow the lines the command prints before it ("Here are your details:").
  const headerIndex = tables[0]?.headerLine ?? -1;
  const printed = [...command.messages, ...fixture.global_messages];
  if (
    headerIndex !== 0 &&
    command.messages.length > 0 &&
    !printed.some((message) => linePattern(message).test(first))
  )
    problems.push(`${at}: "${first}" is not a line that ${command.command} prints`);
  return problems;
}

/**
 * What the RULE column of a page's samples may show: the display name of
 * every built-in rule type, and the rule names and rule type display names
 * that the page's own YAML gives.
 */
export function ruleNamesOf(text: string): Set<string> {
  const names = new Set(catalog.ruleTypes.map((ruleType) => ruleType.display_name));
  for (const block of fencedBlocks(text)) {
    if (!/^ya?ml$/.test(block.language)) continue;
    for (const match of block.lines
      .join('\n')
      .matchAll(/^\s*(?:-\s+)?(?:name|display_name):\s*["']?([^"'\n#]+?)["']?\s*$/gm))
      names.add(match[1]!);
  }
  return names;
}

const pages = sourceFiles('docs', /\.mdx?$/);

describe('output samples', () => {
  it('show the columns and messages of the current client', () => {
    const problems = pages.flatMap(({ file, text }) => {
      const ruleNames = ruleNamesOf(text);
      return fencedBlocks(text).flatMap((block) => sampleProblems(file, block, ruleNames));
    });
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
    expect(
      sampleProblems('page.md', sample('title="Output of minder version"', ' A │ B', '───┼───')),
    ).toEqual(['page.md:7: minder version prints no table']);
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

  describe('follow the renderer', () => {
    const status = (title: string, ...lines: string[]): FencedBlock => ({
      line: 10,
      language: 'text',
      meta: `title="Output of minder profile status list --name p --detailed${title}"`,
      lines: [
        ' NAME │ STATUS │ EVALUATED AT',
        '──────┼────────┼─────────────────────',
        ' p    │ Failed │ 2025-03-04T10:12:45Z',
        '',
        ' ENTITY   │ RULE                  │ RESULT │ DETAILS',
        '──────────┼───────────────────────┼────────┼─────────',
        ...lines,
      ],
    });
    const names = new Set(['Secret scanning is on', 'Dependabot is configured']);
    const failedRow = (details: string) => [
      ' org/app      │ Dependabot is configured │ Failed │ ' + details,
      ' [repository] │                          │        │',
    ];

    it('accepts a sample drawn as the client draws it', () => {
      const block = status(
        ' --emoji=false',
        ' org/app      │ Secret scanning is on    │ Ok     │ -',
        ' [repository] │                          │        │',
        '              ├──────────────────────────┼────────┼──────────────────',
        '              │ Dependabot is configured │ Failed │ Details: no file',
        '              │                          │        │ Guidance: Add it',
      );
      expect(sampleProblems('page.md', block, names)).toEqual([]);
    });

    it('fails on a cell the client would merge into the one above', () => {
      const block = status(
        ' --emoji=false',
        ' org/app      │ Secret scanning is on    │ Ok     │ -',
        ' [repository] │                          │        │',
        '──────────────┼──────────────────────────┼────────┼──────────',
        ' org/app      │ Dependabot is configured │ Failed │ Details: x Guidance: y',
        ' [repository] │                          │        │',
      );
      expect(sampleProblems('page.md', block, names)).toEqual([
        'page.md:20: "org/app [repository]" under ENTITY equals the cell above, which the client merges into it (auto-merge): leave it blank',
      ]);
    });

    it('fails on a status word in an emoji sample, and on an emoji with --emoji=false', () => {
      const row = (result: string) => [
        ' org/app      │ Dependabot is configured │ ' + result + ' │ Details: x Guidance: y',
        ' [repository] │                          │        │',
      ];
      expect(sampleProblems('page.md', status('', ...row('Failed')), names)).toEqual([
        'page.md:13: "Failed" is not a status the client draws with emoji: ✅, 🚧, ➖, ⛔, ❓, 🚨, 🤮, 🔧, 🔧🚨, 🔧🤮, ⛓️‍💥, ⛓️‍💥🚨, ⛓️‍💥🤮, 😷, 😷🚨, 😷🤮',
        'page.md:17: "Failed" is not a status the client draws with emoji: ✅, 🚧, ➖, ⛔, ❓, 🚨, 🤮, 🔧, 🔧🚨, 🔧🤮, ⛓️‍💥, ⛓️‍💥🚨, ⛓️‍💥🤮, 😷, 😷🚨, 😷🤮',
      ]);
      expect(sampleProblems('page.md', status(' --emoji=false', ...row('⛔')), names)[0]).toContain(
        '"⛔" is not a status the client draws with --emoji=false',
      );
      expect(sampleProblems('page.md', status(' --emoji=false', ...row('Fixed Alert')), names)).toEqual([]);
      expect(sampleProblems('page.md', status(' --emoji=false', ...row('Alert Fixed')), names)).toHaveLength(
        1,
      );
    });

    it('fails on a RULE the server does not fill in, and on guidance missing or misplaced', () => {
      const rows = (rule: string, result: string, details: string) => [
        ` org/app      │ ${rule} │ ${result} │ ${details}`,
        ' [repository] │          │        │',
      ];
      expect(
        sampleProblems('page.md', status(' --emoji=false', ...rows('secret_scanning', 'Ok', '-')), names),
      ).toEqual([
        'page.md:17: RULE "secret_scanning" is neither a rule name given on the page nor a rule type\'s display name, which is what the client shows',
      ]);
      expect(
        sampleProblems('page.md', status(' --emoji=false', ...failedRow('Details: no file')), names),
      ).toEqual([
        'page.md:17: a failed or errored rule\'s DETAILS end with "Guidance: ..." (the server adds the rule type\'s guidance)',
      ]);
      expect(
        sampleProblems(
          'page.md',
          status(' --emoji=false', ...rows('Secret scanning is on', 'Skipped', 'Guidance: x')),
          names,
        ),
      ).toEqual(['page.md:17: the server adds guidance only to failed and errored rules']);
    });

    it('reads the rule names a page gives', () => {
      const names = ruleNamesOf(
        '```yaml\ntype: profile\nrepository:\n  - type: secret_scanning\n    name: scanning-on\n```\n',
      );
      expect(names.has('scanning-on')).toBe(true);
      expect(names.has('Enable secret scanning to detect hardcoded secrets')).toBe(true);
      expect(names.has('secret_scanning')).toBe(false);
    });
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
