/**
 * The client's command tree as tests/fixtures/cli-commands.json copies it
 * from the client's source, and what differs between it and cli/minder.yaml
 * or a generated page. Each difference is one readable line.
 */
import { helpType, printedDefault, type Command, type Flag } from '../../../scripts/cli/load';
import fixture from '../../fixtures/cli-commands.json';

export type ClientFlag = {
  name: string;
  shorthand: string | null;
  type: string;
  help_type: string;
  help_default: string | null;
  required: boolean;
  hidden: boolean;
};

export type ClientCommand = {
  command: string;
  page: string;
  usage_line: string | null;
  aliases: string[];
  hidden: boolean;
  subcommands: string[];
  flags: ClientFlag[];
  persistent_flags: ClientFlag[];
  flag_groups: Record<'mutually_exclusive' | 'one_required' | 'required_together', string[][]>;
  inherited_flags: { name: string; from: string; hidden: boolean }[];
};

export const client = fixture.commands as ClientCommand[];

const byName = <T extends { name: string }>(items: T[]) =>
  [...items].sort((a, b) => a.name.localeCompare(b.name));

/** A flag of the tree in the fixture's terms. */
function asClientFlag(flag: Flag): ClientFlag {
  return {
    name: flag.name,
    shorthand: flag.shorthand ?? null,
    type: flag.type,
    help_type: helpType(flag),
    help_default: printedDefault(flag) ?? null,
    required: flag.required === true,
    hidden: flag.hidden === true,
  };
}

const shown = (value: unknown) => JSON.stringify(value);

/** What differs between the tree and the client: missing or extra commands, then every field of every command. */
export function treeDifferences(commands: Command[], expected: ClientCommand[]): string[] {
  const problems: string[] = [];
  const tree = new Map(
    commands.filter((command) => !command.absent).map((command) => [command.command, command]),
  );
  for (const path of tree.keys())
    if (!expected.some((want) => want.command === path))
      problems.push(`${path}: not a command of the client`);
  for (const want of expected) {
    const command = tree.get(want.command);
    if (!command) {
      problems.push(`${want.command}: missing from cli/minder.yaml`);
      continue;
    }
    const compare = (what: string, have: unknown, should: unknown) => {
      if (shown(have) !== shown(should))
        problems.push(`${want.command}: ${what} is ${shown(have)}, the client has ${shown(should)}`);
    };
    compare('the page', command.page, want.page);
    compare('the usage line', command.usage ?? null, want.usage_line);
    compare('the aliases', command.aliases ?? [], want.aliases);
    compare('hidden', command.hidden === true, want.hidden);
    compare(
      'the subcommands',
      command.children.map((child) => child.command),
      want.subcommands,
    );
    compare(
      'the own flags',
      byName(command.flags.filter((flag) => !flag.persistent).map(asClientFlag)),
      byName(want.flags),
    );
    compare(
      'the persistent flags',
      byName(command.flags.filter((flag) => flag.persistent).map(asClientFlag)),
      byName(want.persistent_flags),
    );
    compare(
      'the flag groups',
      {
        mutually_exclusive: command.flag_groups?.mutually_exclusive ?? [],
        one_required: command.flag_groups?.one_required ?? [],
        required_together: command.flag_groups?.required_together ?? [],
      },
      want.flag_groups,
    );
    compare(
      'the inherited flags',
      byName(
        command.inherited.map((flag) => ({
          name: flag.name,
          from: flag.from.command,
          hidden: flag.hidden === true,
        })),
      ),
      byName(want.inherited_flags),
    );
  }
  return problems;
}

const code = (text: string) => `<code className="ref-code">${text}</code>`;

/** The first cells of a flag's table row, as the user reads them: names, type, default. */
function rowStart(flag: ClientFlag): string {
  const names = [flag.shorthand && code(`-${flag.shorthand}`), code(`--${flag.name}`)]
    .filter(Boolean)
    .join(', ');
  const type = flag.help_type ? code(flag.help_type) : '';
  const value = flag.help_default ? `\`${flag.help_default.slice('(default '.length, -1)}\`` : '';
  return `| ${names} | ${type} | ${value} |`;
}

/** What a generated page fails to say, or says wrongly, about its command. */
export function pageDifferences(page: string, want: ClientCommand, expected: ClientCommand[]): string[] {
  const problems: string[] = [];
  const lack = (text: string, what: string) => {
    if (!page.includes(text)) problems.push(`${want.command}: the page lacks ${what}: ${text}`);
  };
  const find = (path: string) => expected.find((command) => command.command === path)!;
  const rows = page.split('\n').filter((line) => line.startsWith('| '));

  const usage = [
    ...(want.usage_line ? [want.usage_line] : []),
    ...(want.subcommands.some((path) => !find(path).hidden) ? [`${want.command} [command]`] : []),
  ];
  if (usage.length > 0) lack(`## Usage\n\n\`\`\`text\n${usage.join('\n')}\n\`\`\``, 'the usage block');
  const parentWords = want.command.split(' ').slice(0, -1);
  for (const alias of want.aliases) lack(`\`${[...parentWords, alias].join(' ')}\``, 'an alias');
  if (want.hidden) lack('**Hidden', 'the hidden notice');
  else if (page.includes('**Hidden')) problems.push(`${want.command}: the page calls a shown command hidden`);

  for (const flag of [...want.flags, ...want.persistent_flags]) {
    const row = rows.find((line) => line.includes(code(`--${flag.name}`)));
    if (flag.hidden) {
      if (row) problems.push(`${want.command}: the hidden flag --${flag.name} is listed as a flag`);
      continue;
    }
    if (!row?.startsWith(rowStart(flag))) {
      problems.push(
        `${want.command}: the row of --${flag.name} does not start with ${rowStart(flag)}: ${row}`,
      );
      continue;
    }
    const required = row.includes('| **Required.** ');
    if (required !== flag.required)
      problems.push(
        `${want.command}: --${flag.name} is ${flag.required ? 'not marked' : 'wrongly marked'} required`,
      );
    if (flag.required) lack(`- \`--${flag.name}\` is required.`, 'a required flag in the rules');
  }
  for (const flag of want.inherited_flags) {
    const row = rows.find((line) => line.includes(code(`--${flag.name}`)));
    if (flag.hidden) {
      if (row) problems.push(`${want.command}: the hidden inherited flag --${flag.name} is listed`);
      continue;
    }
    const source = find(flag.from);
    const definition = [...source.flags, ...source.persistent_flags].find((item) => item.name === flag.name)!;
    const from = `[\`${flag.from}\`](/ref/cli/${source.page})`;
    if (!row?.startsWith(`${rowStart(definition)} ${from} |`))
      problems.push(
        `${want.command}: the inherited flag --${flag.name} is not listed from ${flag.from}: ${row}`,
      );
  }

  const names = (group: string[]) => {
    const quoted = group.map((name) => `\`--${name}\``);
    return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  };
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((name) => b.includes(name));
  const {
    mutually_exclusive: exclusive,
    one_required: oneRequired,
    required_together: together,
  } = want.flag_groups;
  for (const group of exclusive)
    lack(
      oneRequired.some((other) => same(other, group))
        ? `- Give exactly one of ${names(group)}.`
        : `- Give at most one of ${names(group)}.`,
      'a mutually exclusive group',
    );
  for (const group of oneRequired)
    if (!exclusive.some((other) => same(other, group)))
      lack(`- Give at least one of ${names(group)}.`, 'a group of which one is required');
  for (const group of together)
    lack(`- Give ${names(group)} together, or none of them.`, 'a group required together');

  for (const path of want.subcommands)
    lack(`[\`${path}\`](/ref/cli/${find(path).page})`, 'a link to a subcommand');
  return problems;
}
