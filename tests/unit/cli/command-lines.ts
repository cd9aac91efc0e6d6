/** `minder` command lines: where the pages and the command tree's examples have them, and whether the tree runs them. */
import type { Command, FlagGroupKind } from '../../../scripts/cli/load';
import fixture from '../../fixtures/cli-commands.json';

type FlagValues = {
  command: string;
  flag: string;
  accepted: string[];
  ignore_case: boolean;
  when_default?: string;
};
type ServerLimit = { command: string; flag: string; max: number };

/**
 * What a value given to a flag must be: one of the values the client accepts
 * (`*` stands for every command whose flag has the default `when_default`),
 * and at most the largest the server accepts.
 * A placeholder (`<name>`, `$VAR`, `"$(...)"`) is not a value to check.
 */
function valueProblem(
  command: string,
  flag: string,
  flagDefault: unknown,
  value: string,
): string | undefined {
  if (/^["']?[<$]/.test(value)) return undefined;
  const values = (fixture.flag_values as FlagValues[]).filter(
    (rule) =>
      rule.flag === flag &&
      (rule.command === command || (rule.command === '*' && rule.when_default === flagDefault)),
  );
  const rule = values.find((candidate) => candidate.command === command) ?? values[0];
  if (rule) {
    const given = value.replace(/^["']|["']$/g, '').split(',');
    const norm = (text: string) => (rule.ignore_case ? text.toLowerCase() : text);
    const wrong = given.find((item) => !rule.accepted.map(norm).includes(norm(item)));
    if (wrong !== undefined)
      return `\`--${flag}\` of \`${command}\` takes ${rule.accepted.map((item) => `\`${item}\``).join(', ')}, not \`${wrong}\``;
  }
  const limit = (fixture.server_limits as ServerLimit[]).find(
    (candidate) => candidate.command === command && candidate.flag === flag,
  );
  if (limit && /^\d+$/.test(value) && Number(value) > limit.max)
    return `the server refuses \`--${flag}\` above ${limit.max} for \`${command}\``;
  return undefined;
}

/**
 * A command line found on a page. `named` is true for inline code in prose
 * that only names a command (`minder repo list`, no flag or argument, not
 * after "run"): such a name is checked for its words, not for the flags a
 * run of it needs.
 */
export type CommandLine = { line: string; named: boolean };

/** The `minder …` command lines of a page: shell code blocks line by line, output sample titles, and inline code. */
export function commandLines(text: string): string[] {
  return pageCommandLines(text).map(({ line }) => line);
}

/** The command lines of a page, each marked with whether the page only names the command. */
export function pageCommandLines(text: string): CommandLine[] {
  const lines: CommandLine[] = [];
  const blocks = /^(`{3,})(bash|sh|shell|console|powershell)[^\n]*\n([\s\S]*?)\n\1$/gm;
  for (const match of text.matchAll(blocks)) {
    const joined = match[3]!.replace(/\\\n\s*/g, ' ');
    for (const line of joined.split('\n'))
      for (const segment of segments(line.replace(/^\s*\$\s+/, '')))
        lines.push({ line: segment, named: false });
  }
  // The title of an output sample names the command line it shows: whole when every flag has its value.
  for (const match of text.matchAll(/\btitle="Output of (minder [^"]+)"/g))
    lines.push({ line: match[1]!.replace(/\s+/g, ' ').trim(), named: true });
  for (const match of text.replace(blocks, '').matchAll(/(\b\w+\s+)?`(minder [^`]+)`/g)) {
    const run = /^run\s/i.test(match[1] ?? '');
    for (const segment of segments(match[2]!)) lines.push({ line: segment, named: !run });
  }
  return lines;
}

function segments(line: string): string[] {
  return line
    .replace(/\s#\s.*$/, '')
    .split(/\s*(?:&&|\|\||[|;])\s*/)
    .map((part) =>
      part
        .replace(/\s+/g, ' ')
        .replace(/\s*\d?>&\d$/, '')
        .trim(),
    )
    .filter((part) => part.startsWith('minder '));
}

const groupWords: Record<FlagGroupKind, (flags: string) => string> = {
  mutually_exclusive: (flags) => `takes at most one of ${flags}`,
  one_required: (flags) => `needs one of ${flags}`,
  required_together: (flags) => `takes ${flags} together or not at all`,
};

/** Whether `given` breaks the flag group `group` of the kind `kind`. */
function breaksGroup(kind: FlagGroupKind, group: string[], given: Set<string>): boolean {
  const count = group.filter((name) => given.has(name)).length;
  if (kind === 'mutually_exclusive') return count > 1;
  if (kind === 'one_required') return count === 0;
  return count > 0 && count < group.length;
}

/**
 * The command a line runs (the longest path of the tree it starts with), and
 * what is wrong with the line, if anything: a command or flag the client does
 * not have, a hidden flag, a required flag left out, or a flag group broken
 * (cobra refuses each of these before the command runs), or a flag value the
 * client or the server refuses. With `named`, the
 * line only names the command, and the flags a run needs are not asked for.
 */
export function checkLine(
  commands: Command[],
  line: string,
  named = false,
): { command?: Command; problem?: string } {
  // A command answers to its path and to the path with its last word replaced by an alias.
  const byPath = new Map(
    commands.flatMap((command) => {
      const parent = command.command.split(' ').slice(0, -1);
      return [command.command, ...(command.aliases ?? []).map((alias) => [...parent, alias].join(' '))].map(
        (path) => [path, command] as const,
      );
    }),
  );
  const words = line.split(/\s+/);
  let command: Command | undefined;
  let used = 0;
  for (let count = words.length; count > 0 && !command; count -= 1) {
    command = byPath.get(words.slice(0, count).join(' '));
    used = count;
  }
  if (!command) return { problem: 'runs no command of the tree' };
  if (command.absent) return { command, problem: `\`${command.command}\` is not a command of the client` };
  if (words[1] === 'help') return { command };
  const next = words[used];
  if (command.children.length > 0 && next && !next.startsWith('-') && !/^[<A-Z$"'(]/.test(next))
    return { command, problem: `\`${command.command}\` has no subcommand \`${next}\`` };
  const flags = [...command.flags, ...command.inherited];
  const byWord = new Map<string, (typeof flags)[number]>();
  for (const flag of flags) {
    byWord.set(`--${flag.name}`, flag);
    if (flag.shorthand) byWord.set(`-${flag.shorthand}`, flag);
  }
  const given = new Set<string>();
  let help = false;
  // Inline code that names a flag without its value (`minder project role grant --sub`) mentions the flag.
  let mention = named && words.length === used;
  const rest = words.slice(used);
  for (const [index, word] of rest.entries()) {
    const flagWord = /^(--?[a-zA-Z][\w-]*)/.exec(word)?.[1];
    if (!flagWord) continue;
    if (flagWord === '--help' || flagWord === '-h') {
      help = true;
      continue;
    }
    const flag = byWord.get(flagWord);
    if (!flag) return { command, problem: `\`${command.command}\` has no flag \`${flagWord}\`` };
    // A page teaches what `--help` shows; a hidden flag may go away without notice.
    if (flag.hidden)
      return { command, problem: `\`${flagWord}\` is a hidden flag of \`${command.command}\`` };
    given.add(flag.name);
    const value = rest[index + 1];
    const flagValue = word.includes('=')
      ? word.slice(word.indexOf('=') + 1)
      : flag.type === 'bool'
        ? undefined
        : value;
    if (flagValue !== undefined && !flagValue.startsWith('-')) {
      const problem = valueProblem(command.command, flag.name, flag.default, flagValue);
      if (problem) return { command, problem };
    }
    if (
      named &&
      flag.type !== 'bool' &&
      !word.includes('=') &&
      (value === undefined || value.startsWith('-'))
    )
      mention = true;
  }
  // `--help` prints the help and runs nothing; a command or flag that prose
  // only mentions runs nothing either.
  if (help || mention || !command.usage) return { command };
  const serverRequired = new Set(
    (fixture.server_required_flags as { command: string; flag: string }[])
      .filter((rule) => rule.command === command.command)
      .map((rule) => rule.flag),
  );
  const missing = flags.filter(
    (flag) => (flag.required || serverRequired.has(flag.name)) && !given.has(flag.name),
  );
  if (missing.length > 0)
    return {
      command,
      problem: `\`${command.command}\` requires ${missing.map((flag) => `\`--${flag.name}\``).join(' and ')}`,
    };
  for (const [kind, groups] of Object.entries(command.flag_groups ?? {}) as [FlagGroupKind, string[][]][])
    for (const group of groups)
      if (breaksGroup(kind, group, given))
        return {
          command,
          problem: `\`${command.command}\` ${groupWords[kind](group.map((name) => `\`--${name}\``).join(', '))}`,
        };
  return { command };
}

/**
 * What the client prints on stderr: JSON and YAML, with cobra's `Println`
 * (root.go never calls `SetOut`); the token of `minder auth token`
 * (auth_token.go, `cmd.Print`); and every format of `minder history list`
 * (history_list.go draws its table on `OutOrStderr`). Tables of other commands
 * go to stdout.
 */
export function printsToStderr(line: string): boolean {
  return (
    /(?:^|\s)(?:-o|--output)[= ](?:json|yaml)\b/.test(line) ||
    /^minder auth token\b/.test(line) ||
    /^minder history list\b/.test(line)
  );
}

/**
 * The command lines of a page's shell blocks whose output another command
 * reads (a pipe or `$(...)`) although the client prints it on stderr and the
 * line does not send stderr along (`2>&1`).
 */
export function lostOutput(text: string): string[] {
  const lost: string[] = [];
  const blocks = /^(`{3,})(bash|sh|shell|console)[^\n]*\n([\s\S]*?)\n\1$/gm;
  for (const match of text.matchAll(blocks)) {
    const joined = match[3]!.replace(/\\\n\s*/g, ' ');
    for (const line of joined.split('\n')) {
      for (const found of line.matchAll(/(\$\()?\s*(minder [^|;&)]*?)\s*(2>&1)?\s*(\||\))/g)) {
        const [, captured, words, merged, end] = found;
        const read = end === '|' || (captured && end === ')');
        const command = words!.replace(/\s+/g, ' ').trim();
        if (read && !merged && printsToStderr(command)) lost.push(command);
      }
    }
  }
  return lost;
}
