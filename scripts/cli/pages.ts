/**
 * The /ref/cli pages (generated-ref-cli/<page>.mdx), one per command of the
 * tree, and the sidebar of that docs instance (generated-ref-cli/sidebar.json).
 * Each page is one search record (`data-search-merge`): the inherited flags
 * and the lists of other commands repeat what other pages say, so they are
 * left out of the index (`data-search-exclude`).
 */
import { codeBlock, escapeMdx, frontMatter, identifier, table } from '../mdx';
import {
  cliSource,
  flagGroupKinds,
  helpType,
  isTopic,
  printedDefault,
  type Command,
  type Flag,
  type FlagGroupKind,
  type InheritedFlag,
} from './load';

const link = (command: Command) => `[\`${command.command}\`](/ref/cli/${command.page})`;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const code = (text: string) => `\`${text}\``;

/** `--a` and `--b`; `--a`, `--b` and `--c`. */
function flagNames(names: string[]): string {
  const shown = names.map((name) => code(`--${name}`));
  return shown.length < 2 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

function flagCell(flag: Flag): string {
  return [flag.shorthand && identifier(`-${flag.shorthand}`), identifier(`--${flag.name}`)]
    .filter(Boolean)
    .join(', ');
}

/** The type as `--help` prints it; a switch has none. */
function typeCell(flag: Flag): string {
  const type = helpType(flag);
  return type ? identifier(type) : '';
}

/** The default as `--help` prints it inside `(default …)`. */
function defaultCell(flag: Flag): string {
  const printed = printedDefault(flag);
  return printed === undefined ? '' : escapeMdx(code(printed.slice('(default '.length, -1)), true);
}

const visible = <T extends Flag>(flags: T[]) => flags.filter((flag) => !flag.hidden);

function ownFlags(command: Command): string[] {
  const shown = visible(command.flags);
  const lines = [
    shown.length === 0
      ? 'This command has no flags of its own besides `-h`, `--help`.'
      : table(
          ['Flag', 'Type', 'Default', 'Description'],
          shown.map((flag) => [
            flagCell(flag),
            typeCell(flag),
            defaultCell(flag),
            (flag.required ? '**Required.** ' : '') +
              escapeMdx(flag.description, true) +
              (flag.persistent ? ' Subcommands inherit this flag.' : ''),
          ]),
        ),
  ];
  const hidden = command.flags.filter((flag) => flag.hidden);
  for (const flag of hidden) {
    const type = helpType(flag);
    lines.push(
      '',
      `The client also accepts the hidden flag ${[flag.shorthand && code(`-${flag.shorthand}`), code(`--${flag.name}`)].filter(Boolean).join(', ')}${type ? ` (${code(type)})` : ''}, which \`--help\` does not show. ${escapeMdx(flag.description)}`,
    );
  }
  const rules = flagRules(command);
  if (rules.length > 0)
    lines.push(
      '',
      'The client checks these rules before it runs the command:',
      '',
      ...rules.map((rule) => `- ${rule}`),
    );
  return lines;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((name) => b.includes(name));

/** The required flags and the flag groups of a command, in plain words. */
export function flagRules(command: Command): string[] {
  const rules = command.flags
    .filter((flag) => flag.required)
    .map((flag) => `${code(`--${flag.name}`)} is required.`);
  const groups = command.flag_groups ?? {};
  const exclusive = groups.mutually_exclusive ?? [];
  const oneRequired = groups.one_required ?? [];
  const words: Record<FlagGroupKind, (names: string) => string> = {
    mutually_exclusive: (names) => `Give at most one of ${names}.`,
    one_required: (names) => `Give at least one of ${names}.`,
    required_together: (names) => `Give ${names} together, or none of them.`,
  };
  for (const kind of flagGroupKinds) {
    for (const group of groups[kind] ?? []) {
      // A group that is both exclusive and required reads as one rule.
      const paired = (kind === 'mutually_exclusive' ? oneRequired : exclusive).some((other) =>
        sameSet(other, group),
      );
      if (paired && kind === 'one_required') continue;
      rules.push(paired ? `Give exactly one of ${flagNames(group)}.` : words[kind](flagNames(group)));
    }
  }
  return rules;
}

function inheritedFlags(flags: InheritedFlag[]): string {
  return table(
    ['Flag', 'Type', 'Default', 'From', 'Description'],
    flags.map((flag) => [
      flagCell(flag),
      typeCell(flag),
      defaultCell(flag),
      link(flag.from),
      escapeMdx(flag.description, true),
    ]),
  );
}

/** What the client prints under `Usage:`: the usage line of a command that runs, and `<command> [command]` when it has subcommands to show. */
export function usageLines(command: Command): string[] {
  const lines = command.usage ? [command.usage] : [];
  if (command.children.some((child) => !child.hidden)) lines.push(`${command.command} [command]`);
  return lines;
}

function commandList(commands: Command[]): string {
  return table(
    ['Command', 'What it does'],
    commands.map((command) => [link(command), escapeMdx(sentence(command.summary), true)]),
  );
}

/** The notice at the top of a hidden command's page. */
function hiddenNotice(command: Command): string {
  const words = command.command.split(' ').slice(1).join(' ');
  const parentHelp = `\`${command.parent?.command ?? 'minder'} --help\``;
  return isTopic(command)
    ? `**Hidden help topic.** The client hides \`${command.command}\`: ${parentHelp} does not list it. It still works: \`${command.command}\` and \`minder help ${words}\` print its text.`
    : `**Hidden command.** The client hides \`${command.command}\`: ${parentHelp} does not list it. It still runs when you type it.`;
}

/** An MDX block that the search index leaves out. */
const unindexed = (...lines: string[]) => ['<div data-search-exclude>', '', ...lines, '', '</div>'];

export function commandPage(command: Command): string {
  const usage = usageLines(command);
  const lines = [
    frontMatter({
      id: command.page,
      title: command.command,
      sidebar_label: command.parent ? command.name : command.command,
      description: sentence(command.summary),
    }),
    '',
    `{/* Generated by scripts/cli from ${cliSource}. Edit that file, not this one. */}`,
    '',
    // One search record per command: its sections are part of the page's text.
    '<div data-search-merge>',
    '',
    `**${escapeMdx(sentence(command.summary))}**`,
    '',
    ...(command.hidden ? [hiddenNotice(command), ''] : []),
    escapeMdx(command.description.trim()),
    '',
    '## Usage',
    '',
    usage.length > 0
      ? codeBlock('text', usage.join('\n'))
      : command.absent
        ? `The client has no \`${command.command}\` command, so this page has no usage line and no flags. The text above says how to do the task instead.`
        : `\`${command.command}\` is a help topic: it runs nothing. \`minder help ${command.command.split(' ').slice(1).join(' ')}\` prints this text in your terminal.`,
  ];
  if (command.aliases?.length)
    lines.push(
      '',
      `Also available as ${command.aliases.map((alias) => code([...command.command.split(' ').slice(0, -1), alias].join(' '))).join(' and ')}.`,
    );
  if (!command.absent) lines.push('', '## Flags', '', ...ownFlags(command));
  const inherited = visible(command.inherited);
  if (inherited.length > 0 && !command.absent) {
    lines.push(
      '',
      ...unindexed(
        '## Inherited flags',
        '',
        command.parent === undefined || inherited.every((flag) => !flag.from.parent)
          ? 'These global flags of `minder` work with every command.'
          : 'These flags come from the commands above this one; the global flags of `minder` work with every command.',
        '',
        inheritedFlags(inherited),
      ),
    );
  }
  lines.push('', '## Examples');
  for (const example of command.examples)
    lines.push('', escapeMdx(sentence(example.description)), '', codeBlock('bash', example.command));
  const shownChildren = command.children.filter((child) => !child.hidden);
  const hiddenChildren = command.children.filter((child) => child.hidden);
  if (shownChildren.length > 0 || hiddenChildren.length > 0)
    lines.push(
      '',
      ...unindexed(
        '## Subcommands',
        '',
        ...(shownChildren.length > 0 ? [commandList(shownChildren)] : []),
        ...(hiddenChildren.length > 0
          ? [
              '',
              `The client also runs these hidden commands, which \`${command.command} --help\` does not list:`,
              '',
              commandList(hiddenChildren),
            ]
          : []),
      ),
    );
  if (command.parent)
    lines.push(
      '',
      ...unindexed(
        '## See also',
        '',
        `- ${link(command.parent)}: ${escapeMdx(sentence(command.parent.summary))}`,
        '- [Command-line reference](/ref/cli/minder): every command of the client.',
      ),
    );
  lines.push('', '</div>');
  return `${lines.join('\n')}\n`;
}

type SidebarItem =
  | { type: 'doc'; id: string; label: string }
  | {
      type: 'category';
      label: string;
      link?: { type: 'doc'; id: string };
      collapsed: boolean;
      items: SidebarItem[];
    };

/**
 * The sidebar: the root, then each command the client lists under its parent,
 * groups as categories that open their own page. Hidden commands come last,
 * in a group of their own, so that none passes for a command of `--help`.
 */
export function cliSidebar(commands: Command[]): SidebarItem[] {
  const item = (command: Command): SidebarItem => {
    const below = command.children.filter((child) => !child.hidden);
    if (below.length === 0) return { type: 'doc', id: command.page, label: command.name };
    return {
      type: 'category',
      label: command.name,
      link: { type: 'doc', id: command.page },
      collapsed: true,
      items: below.map(item),
    };
  };
  const root = commands[0]!;
  const hidden = commands.filter((command) => command.hidden);
  return [
    { type: 'doc', id: root.page, label: root.command },
    ...root.children.filter((child) => !child.hidden).map(item),
    ...(hidden.length > 0
      ? [
          {
            type: 'category' as const,
            label: 'Hidden commands',
            collapsed: true,
            items: hidden.map((command) => ({
              type: 'doc' as const,
              id: command.page,
              label: command.command.split(' ').slice(1).join(' '),
            })),
          },
        ]
      : []),
  ];
}
