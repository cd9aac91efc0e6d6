/**
 * /ref/cli_configuration (docs/ref/cli_configuration.md) lists the client's
 * settings in tables. Every global flag of the command tree is in them, with
 * the type and default the tree gives it, and every flag they name exists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCommandTree, type Flag } from '../../../scripts/cli/load';
import { root } from '../source-files';

const page = 'docs/ref/cli_configuration.md';
const commands = loadCommandTree(root);
const globalFlags = commands[0]!.flags.filter((flag) => flag.persistent);

/** The type names the page uses for the command tree's flag types. */
const typeNames: Record<string, string> = { string: 'string', int: 'integer', bool: 'boolean' };

type Row = { flag: string; type: string; default: string };

/** The rows of the page's tables that name a flag, by the flag's long name. */
function flagRows(markdown: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  let header: string[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      header = [];
      continue;
    }
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    if (header.length === 0) {
      header = cells.map((cell) => cell.toLowerCase());
      continue;
    }
    const cell = (name: string) => cells[header.indexOf(name)] ?? '';
    const flag = /`--([\w-]+)`/.exec(cell('flag'))?.[1];
    if (flag) rows.set(flag, { flag, type: cell('type'), default: cell('default') });
  }
  return rows;
}

/** A flag's default as the page writes it: in backticks, `false` for a switch, "none" when there is none. */
function shownDefault(flag: Flag): string {
  if (flag.default !== undefined) return `\`${flag.default}\``;
  return flag.type === 'bool' ? '`false`' : 'none';
}

describe('the client configuration page', () => {
  const rows = flagRows(readFileSync(join(root, page), 'utf8'));

  it('lists every global flag with the type and default of the command tree', () => {
    expect(globalFlags.length).toBeGreaterThan(5);
    for (const flag of globalFlags) {
      const row = rows.get(flag.name);
      expect(row, `--${flag.name} is not in ${page}`).toBeDefined();
      expect(row!.type, `type of --${flag.name}`).toBe(typeNames[flag.type]);
      expect(row!.default, `default of --${flag.name}`).toBe(shownDefault(flag));
    }
  });

  it('names only flags that some command has, with that command’s default', () => {
    const byName = new Map(commands.flatMap((command) => command.flags).map((flag) => [flag.name, flag]));
    for (const row of rows.values()) {
      const flag = byName.get(row.flag);
      expect(flag, `--${row.flag} is no flag of the command tree`).toBeDefined();
      expect(row.default, `default of --${row.flag}`).toBe(shownDefault(flag!));
    }
  });

  it('reads a flag row from a table and ignores other tables', () => {
    const markdown = [
      '| Key | Type | Default | Flag | Meaning |',
      '| --- | --- | --- | --- | --- |',
      '| `a.b` | integer | `443` | `--grpc-port` | A port. |',
      '',
      '| Variable | Sets |',
      '| --- | --- |',
      '| `X` | `--not-a-flag-column` |',
    ].join('\n');
    expect([...flagRows(markdown).values()]).toEqual([
      { flag: 'grpc-port', type: 'integer', default: '`443`' },
    ]);
  });
});
