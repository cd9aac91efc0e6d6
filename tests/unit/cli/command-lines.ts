/** `minder` command lines: where the pages and the command tree's examples have them, and whether the tree runs them. */
import type { Command } from '../../../scripts/cli/load';

/** The `minder …` command lines of a page: shell code blocks line by line, and inline code. */
export function commandLines(text: string): string[] {
  const lines: string[] = [];
  const blocks = /^(`{3,})(bash|sh|shell|console|powershell)[^\n]*\n([\s\S]*?)\n\1$/gm;
  for (const match of text.matchAll(blocks)) {
    const joined = match[3]!.replace(/\\\n\s*/g, ' ');
    for (const line of joined.split('\n')) lines.push(...segments(line.replace(/^\s*\$\s+/, '')));
  }
  for (const match of text.replace(blocks, '').matchAll(/`(minder [^`]+)`/g))
    lines.push(...segments(match[1]!));
  return lines;
}

function segments(line: string): string[] {
  return line
    .split(/\s*(?:&&|\|\||[|;])\s*/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part.startsWith('minder '));
}

/** The command a line runs (the longest path of the tree it starts with), and what is wrong with the line, if anything. */
export function checkLine(commands: Command[], line: string): { command?: Command; problem?: string } {
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
  const known = new Map([
    ['--help', false],
    ['-h', false],
  ]);
  for (const flag of [...command.flags, ...command.inherited]) {
    known.set(`--${flag.name}`, flag.hidden === true);
    if (flag.shorthand) known.set(`-${flag.shorthand}`, flag.hidden === true);
  }
  for (const word of words.slice(used)) {
    const flag = /^(--?[a-zA-Z][\w-]*)/.exec(word)?.[1];
    if (flag && !known.has(flag))
      return { command, problem: `\`${command.command}\` has no flag \`${flag}\`` };
    // A page teaches what `--help` shows; a hidden flag may go away without notice.
    if (flag && known.get(flag))
      return { command, problem: `\`${flag}\` is a hidden flag of \`${command.command}\`` };
  }
  return { command };
}
