/**
 * Every `minder` command line in the pages (code blocks and inline code) runs
 * a command of the command tree, with flags that command has.
 */
import { describe, expect, it } from 'vitest';
import { loadCommandTree, type Command } from '../../../scripts/cli/load';
import { root, sourceFiles } from '../source-files';

const commands = loadCommandTree(root);
const byPath = new Map(commands.map((command) => [command.command, command]));

/** The pages written by hand, the rule types (whose descriptions the rule pages show) and the /ref/schema template. */
function sources(): { file: string; text: string }[] {
  return [
    ...sourceFiles('docs', /\.mdx?$/),
    ...sourceFiles('rules', /\.(md|yaml)$/),
    ...sourceFiles('scripts/schemas/templates', /\.mdx$/),
  ];
}

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

/** What is wrong with a command line, if anything. */
export function problemOf(line: string): string | undefined {
  const words = line.split(/\s+/);
  let command: Command | undefined;
  let used = 0;
  for (let count = words.length; count > 0 && !command; count -= 1) {
    command = byPath.get(words.slice(0, count).join(' '));
    used = count;
  }
  if (!command) return 'runs no command of the tree';
  if (words[1] === 'help') return undefined;
  const next = words[used];
  if (command.children.length > 0 && next && !next.startsWith('-') && !/^[<A-Z$"'(]/.test(next))
    return `\`${command.command}\` has no subcommand \`${next}\``;
  const known = new Set(['--help', '-h']);
  for (const flag of [...command.flags, ...command.inherited]) {
    known.add(`--${flag.name}`);
    if (flag.shorthand) known.add(`-${flag.shorthand}`);
  }
  for (const word of words.slice(used)) {
    const flag = /^(--?[a-zA-Z][\w-]*)/.exec(word)?.[1];
    if (flag && !known.has(flag)) return `\`${command.command}\` has no flag \`${flag}\``;
  }
  return undefined;
}

describe('minder command lines in the pages', () => {
  it('use commands and flags of the command tree', () => {
    const problems: string[] = [];
    let count = 0;
    for (const { file, text } of sources()) {
      for (const line of commandLines(text)) {
        count += 1;
        const problem = problemOf(line);
        if (problem) problems.push(`${file}: "${line}" ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });

  it('catches an unknown command, subcommand or flag', () => {
    expect(problemOf('minder repo register --name example-org/payments-api')).toBeUndefined();
    expect(problemOf('minder repo list -o json --provider github-app-example-org')).toBeUndefined();
    expect(problemOf('minder repo teleport')).toBe('`minder repo` has no subcommand `teleport`');
    expect(problemOf('minder repo register --everything')).toBe(
      '`minder repo register` has no flag `--everything`',
    );
    expect(problemOf('minderx repo list')).toBe('runs no command of the tree');
    expect(
      commandLines(
        'Run `minder auth login --skip-browser`, then:\n\n```bash\nminder repo list \\\n  -o json | jq .\n```\n',
      ),
    ).toEqual(['minder repo list -o json', 'minder auth login --skip-browser']);
  });
});
