/**
 * Every `minder` command line in the pages (code blocks and inline code) runs
 * a command of the command tree, with flags that command has.
 */
import { describe, expect, it } from 'vitest';
import { loadCommandTree } from '../../../scripts/cli/load';
import { checkLine, commandLines } from './command-lines';
import { root, sourceFiles } from '../source-files';

const commands = loadCommandTree(root);
const problemOf = (line: string) => checkLine(commands, line).problem;

/** The pages written by hand and the rule types (whose descriptions the rule pages show). */
function sources(): { file: string; text: string }[] {
  return [...sourceFiles('docs', /\.mdx?$/), ...sourceFiles('rules', /\.(md|yaml)$/)];
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
    expect(problemOf('minder sp 3f6a2c18-9b4d-4e71-8c05-d2a7e9b14f60')).toBeUndefined();
    expect(problemOf('minder profile list --label team')).toBe(
      '`--label` is a hidden flag of `minder profile list`',
    );
    expect(problemOf('minder provider list --provider github')).toBe(
      '`--provider` is a hidden flag of `minder provider list`',
    );
    expect(
      commandLines(
        'Run `minder auth login --skip-browser`, then:\n\n```bash\nminder repo list \\\n  -o json | jq .\n```\n',
      ),
    ).toEqual(['minder repo list -o json', 'minder auth login --skip-browser']);
  });
});
