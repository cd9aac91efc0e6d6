/**
 * The command tree of the minder client, from cli/minder.yaml: checked
 * against cli/schema.json, then for what a schema cannot say. Every problem
 * stops the build with the file, the line, the command and what is wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from '../json-schema';
import { readYaml, schemaProblems, SourceError } from '../yaml-source';

export const cliSource = 'cli/minder.yaml';
const cliSchema = 'cli/schema.json';

export type FlagType =
  'bool' | 'int' | 'int64' | 'uint' | 'uint64' | 'string' | 'stringSlice' | 'stringArray' | 'duration';

export type Flag = {
  name: string;
  shorthand?: string;
  /** The pflag type. */
  type: FlagType;
  /** The default as `--help` prints it, without the quotes around a string. */
  default?: string;
  persistent?: boolean;
  required?: true;
  /** Accepted by the client, left out of `--help`. */
  hidden?: true;
  description: string;
};

export const flagGroupKinds = ['mutually_exclusive', 'one_required', 'required_together'] as const;
export type FlagGroupKind = (typeof flagGroupKinds)[number];
export type FlagGroups = Partial<Record<FlagGroupKind, string[][]>>;

/** The type name `--help` prints after a flag (pflag's UnquoteUsage): none for a switch. */
export function helpType(flag: Pick<Flag, 'type'>): string {
  const names: Partial<Record<FlagType, string>> = {
    bool: '',
    int64: 'int',
    uint64: 'uint',
    stringSlice: 'strings',
  };
  return names[flag.type] ?? flag.type;
}

/** What `--help` prints as the default, `(default "table")` or `(default 443)`, or undefined when it prints none. */
export function printedDefault(flag: Pick<Flag, 'type' | 'default'>): string | undefined {
  if (flag.default === undefined) return undefined;
  return `(default ${flag.type === 'string' ? JSON.stringify(flag.default) : flag.default})`;
}

/** The defaults pflag leaves out of `--help`, by type. */
const zeroValues: Record<FlagType, string> = {
  bool: 'false',
  int: '0',
  uint: '0',
  int64: '0',
  uint64: '0',
  string: '',
  stringSlice: '[]',
  stringArray: '[]',
  duration: '0s',
};

export type Example = { description: string; command: string };

type CommandEntry = {
  command: string;
  summary: string;
  description: string;
  usage?: string;
  /** A page for a command the client does not have (see cli/schema.json). */
  absent?: true;
  /** The client runs the command but `minder --help` does not list it. */
  hidden?: true;
  aliases?: string[];
  subcommands?: string[];
  flags: Flag[];
  flag_groups?: FlagGroups;
  examples: Example[];
};

export type InheritedFlag = Flag & { from: Command };

export type Command = CommandEntry & {
  /** The page name: the words joined by underscores, as in /ref/cli/minder_repo_register. */
  page: string;
  /** The last word. */
  name: string;
  parent?: Command;
  /** The commands listed in `subcommands`, in that order, hidden ones included. An absent command has a parent but is in no list. */
  children: Command[];
  /** The persistent flags of every ancestor, nearest first. */
  inherited: InheritedFlag[];
};

const pageOf = (path: string) => path.replace(/ /g, '_');

/** A command that runs nothing and groups nothing: it only documents a topic, such as `minder config`. */
export const isTopic = (command: Command) =>
  !command.usage && command.children.length === 0 && !command.absent;

/** Reads and checks the command tree; returns the commands in file order, the root first. */
export function loadCommandTree(root: string): Command[] {
  const source = readYaml(join(root, cliSource), root);
  const validate = createAjv().compile(JSON.parse(readFileSync(join(root, cliSchema), 'utf8')));
  const entries = (source.value as { commands?: CommandEntry[] } | null)?.commands;
  const nameAt = (path: (string | number)[]) =>
    path[0] === 'commands' && typeof path[1] === 'number' && entries?.[path[1]]?.command
      ? entries[path[1]]!.command
      : '';
  if (!validate(source.value)) throw new SourceError(schemaProblems(source, validate.errors, nameAt));

  const problems: string[] = [];
  const at = (index: number, ...path: (string | number)[]) =>
    `${source.file}:${source.lineOf(['commands', index, ...path])}`;
  const commands: Command[] = [];
  const byPath = new Map<string, Command>();
  entries!.forEach((entry, index) => {
    if (byPath.has(entry.command)) {
      problems.push(`${at(index, 'command')}: ${entry.command}: the command is defined twice`);
      return;
    }
    if (entry.absent && (entry.usage || entry.subcommands?.length || entry.flags.length))
      problems.push(
        `${at(index, 'absent')}: ${entry.command}: a command the client does not have takes no usage, subcommands or flags`,
      );
    if (entry.usage && entry.usage !== entry.command && !entry.usage.startsWith(`${entry.command} `))
      problems.push(
        `${at(index, 'usage')}: ${entry.command}: the usage line \`${entry.usage}\` does not start with the command`,
      );
    entry.flags.forEach((flag, position) => {
      if (flag.default === zeroValues[flag.type])
        problems.push(
          `${at(index, 'flags', position, 'default')}: ${entry.command}: \`--${flag.name}\` has the default \`${flag.default}\`, the zero value of a ${flag.type} flag, which the client does not print: leave it out`,
        );
    });
    const words = entry.command.split(' ');
    const command: Command = {
      ...entry,
      page: pageOf(entry.command),
      name: words[words.length - 1]!,
      children: [],
      inherited: [],
    };
    byPath.set(entry.command, command);
    commands.push(command);
  });
  const indexOf = (command: Command) => entries!.findIndex((entry) => entry.command === command.command);

  if (commands[0]?.command !== 'minder')
    problems.push(`${at(0, 'command')}: the first command must be the root, \`minder\``);
  for (const command of commands) {
    const index = indexOf(command);
    for (const [position, name] of (command.subcommands ?? []).entries()) {
      const child = byPath.get(`${command.command} ${name}`);
      if (!child) {
        problems.push(
          `${at(index, 'subcommands', position)}: ${command.command}: the subcommand \`${name}\` does not exist (no command \`${command.command} ${name}\` in the file)`,
        );
        continue;
      }
      child.parent = command;
      command.children.push(child);
    }
  }
  for (const command of commands.slice(1)) {
    if (command.parent) continue;
    const parentPath = command.command.split(' ').slice(0, -1).join(' ');
    const parent = byPath.get(parentPath);
    if (!parent) {
      problems.push(
        `${at(indexOf(command), 'command')}: ${command.command}: its parent command \`${parentPath}\` does not exist`,
      );
    } else if (command.absent) {
      command.parent = parent;
    } else {
      problems.push(
        `${at(indexOf(command), 'command')}: ${command.command}: its parent \`${parentPath}\` does not list \`${command.name}\` in its subcommands`,
      );
    }
  }

  // Parents come before their children in a tree read from the root, so
  // inherited flags are computed top-down.
  const visit = (command: Command) => {
    const index = indexOf(command);
    const parent = command.parent;
    command.inherited = parent
      ? [
          ...parent.flags.filter((flag) => flag.persistent).map((flag) => ({ ...flag, from: parent })),
          ...parent.inherited,
        ]
      : [];
    const seenNames = new Map<string, string>();
    const seenShorthands = new Map<string, string>();
    const all = [...command.flags.map((flag) => ({ ...flag, from: command })), ...command.inherited];
    all.forEach((flag, position) => {
      const where = position < command.flags.length ? at(index, 'flags', position) : at(index, 'command');
      const owner =
        flag.from === command ? 'its own flags' : `the flags it inherits from \`${flag.from.command}\``;
      const earlier = seenNames.get(flag.name);
      if (earlier)
        problems.push(
          `${where}: ${command.command}: the flag \`--${flag.name}\` is defined twice (in ${earlier} and ${owner})`,
        );
      else seenNames.set(flag.name, owner);
      if (flag.shorthand) {
        const earlierShort = seenShorthands.get(flag.shorthand);
        if (earlierShort)
          problems.push(
            `${where}: ${command.command}: the shorthand \`-${flag.shorthand}\` of \`--${flag.name}\` is already used by \`--${earlierShort}\``,
          );
        else seenShorthands.set(flag.shorthand, flag.name);
      }
    });
    for (const kind of flagGroupKinds) {
      (command.flag_groups?.[kind] ?? []).forEach((group, position) => {
        group.forEach((name, item) => {
          if (!seenNames.has(name))
            problems.push(
              `${at(index, 'flag_groups', kind, position, item)}: ${command.command}: the flag group names \`--${name}\`, which is not a flag of the command`,
            );
        });
      });
    }
    for (const child of command.children) visit(child);
  };
  if (commands[0]) visit(commands[0]);
  if (problems.length > 0) throw new SourceError(problems);
  return commands;
}
