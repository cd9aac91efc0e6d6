/**
 * Every `minder` command line in the pages (code blocks, and inline code that
 * is a whole command line) runs a command of the command tree, with flags that
 * command has, every flag it requires, and its flag groups honored, as cobra
 * checks them before the command runs.
 */
import { describe, expect, it } from 'vitest';
import { loadCommandTree } from '../../../scripts/cli/load';
import { checkLine, commandLines, lostOutput, pageCommandLines } from './command-lines';
import { root, sourceFiles } from '../source-files';

const commands = loadCommandTree(root);
const problemOf = (line: string, named = false) => checkLine(commands, line, named).problem;

/** The pages written by hand and the rule types (whose descriptions the rule pages show). */
function sources(): { file: string; text: string }[] {
  return [...sourceFiles('docs', /\.mdx?$/), ...sourceFiles('rules', /\.(md|yaml)$/)];
}

describe('minder command lines in the pages', () => {
  it('use commands and flags of the command tree, with the flags each run needs', () => {
    const problems: string[] = [];
    let count = 0;
    for (const { file, text } of sources()) {
      for (const { line, named } of pageCommandLines(text)) {
        count += 1;
        const problem = problemOf(line, named);
        if (problem) problems.push(`${file}: "${line}" ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });

  it('send stderr along where another command reads what the client prints there', () => {
    const problems = sources().flatMap(({ file, text }) =>
      lostOutput(text).map((line) => `${file}: "${line}" prints on stderr: add 2>&1 before the pipe`),
    );
    expect(problems).toEqual([]);
    const block = (line: string) => `\`\`\`bash\n${line}\n\`\`\`\n`;
    expect(lostOutput(block('minder repo list -o json | jq .'))).toEqual(['minder repo list -o json']);
    expect(lostOutput(block('minder repo list -o json 2>&1 | jq .'))).toEqual([]);
    expect(lostOutput(block('minder repo list | grep payments'))).toEqual([]);
    expect(lostOutput(block('TOKEN=$(minder auth token)'))).toEqual(['minder auth token']);
    expect(lostOutput(block('TOKEN=$(minder auth token 2>&1)'))).toEqual([]);
    expect(lostOutput(block('minder history list --entity-name a/b | head'))).toEqual([
      'minder history list --entity-name a/b',
    ]);
    expect(lostOutput(block('minder profile status list \\\n  --name p -o yaml | yq .'))).toEqual([
      'minder profile status list --name p -o yaml',
    ]);
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
        'Run `minder auth login --skip-browser`, then:\n\n```bash\nminder repo list \\\n  -o json 2>&1 | jq .\n```\n',
      ),
    ).toEqual(['minder repo list -o json', 'minder auth login --skip-browser']);
  });

  it('catches a required flag left out, by its name or its shorthand', () => {
    expect(problemOf('minder profile status list')).toBe('`minder profile status list` requires `--name`');
    expect(problemOf('minder profile status list --name my-profile --detailed')).toBeUndefined();
    expect(problemOf('minder profile status list -n my-profile')).toBeUndefined();
    expect(problemOf('minder ruletype create')).toBe('`minder ruletype create` requires `--file`');
    expect(problemOf('minder ruletype create -f rule.yaml')).toBeUndefined();
    expect(problemOf('minder profile status list --help')).toBeUndefined();
    // The client lets `--provider` out; the server cannot find the provider without it.
    expect(problemOf('minder artifact list')).toBe('`minder artifact list` requires `--provider`');
    expect(problemOf('minder artifact list -p github-app-example-org')).toBeUndefined();
  });

  it('catches a broken flag group: two of a mutually exclusive pair, none of a required one, half of a pair', () => {
    expect(problemOf('minder repo get --name a/b --id 3f6a2c18')).toBe(
      '`minder repo get` takes at most one of `--name`, `--id`',
    );
    expect(problemOf('minder repo get')).toBe('`minder repo get` needs one of `--name`, `--id`');
    expect(problemOf('minder project role grant --role viewer')).toBe(
      '`minder project role grant` needs one of `--sub`, `--email`',
    );
    expect(problemOf('minder entity get --name a/b --type repository')).toBeUndefined();
    expect(problemOf('minder entity get --name a/b')).toBe(
      '`minder entity get` takes `--name`, `--type` together or not at all',
    );
  });

  it('catches a flag value the client or the server refuses', () => {
    expect(problemOf('minder history list --eval-status failure,error')).toBeUndefined();
    expect(problemOf('minder history list --remediation-status pending')).toBe(
      '`--remediation-status` of `minder history list` takes `failure`, `error`, `success`, `skipped`, `not_available`, not `pending`',
    );
    expect(problemOf('minder history list --eval-status Failure')).toMatch(/not `Failure`$/);
    expect(problemOf('minder entity list --type Repository')).toBeUndefined();
    expect(problemOf('minder entity list -t repositories')).toMatch(/not `repositories`$/);
    expect(problemOf('minder repo get --name a/b -o table')).toBe(
      '`--output` of `minder repo get` takes `json`, `yaml`, not `table`',
    );
    expect(problemOf('minder repo list --output=csv')).toBe(
      '`--output` of `minder repo list` takes `table`, `json`, `yaml`, not `csv`',
    );
    expect(problemOf('minder repo list -o "$FORMAT"')).toBeUndefined();
    expect(problemOf('minder history list --size 25')).toBeUndefined();
    expect(problemOf('minder history list -s 50')).toBe(
      'the server refuses `--size` above 25 for `minder history list`',
    );
  });

  it('asks inline code and sample titles for the flags of a run only when they are one: after "run", or with every flag given its value', () => {
    /** The command lines `text` holds, each with what is wrong with it. */
    const checked = (text: string) =>
      pageCommandLines(text).map(({ line, named }) => ({ line, named, problem: problemOf(line, named) }));
    expect(
      checked(
        'The `minder profile status list` command shows a table. Run `minder profile status list` to see it; ' +
          'with `minder repo get --id 1` you see one; `minder project role grant --sub` is for machines.',
      ),
    ).toEqual([
      { line: 'minder profile status list', named: true, problem: undefined },
      {
        line: 'minder profile status list',
        named: false,
        problem: '`minder profile status list` requires `--name`',
      },
      { line: 'minder repo get --id 1', named: true, problem: undefined },
      { line: 'minder project role grant --sub', named: true, problem: undefined },
    ]);
    expect(
      checked(
        '```text title="Output of minder profile status list --emoji=false"\nPROFILE\n```\n' +
          '```text title="Output of minder project role grant --email"\nInvite sent\n```\n',
      ),
    ).toEqual([
      {
        line: 'minder profile status list --emoji=false',
        named: true,
        problem: '`minder profile status list` requires `--name`',
      },
      { line: 'minder project role grant --email', named: true, problem: undefined },
    ]);
    expect(problemOf('minder repo get --name', true)).toBeUndefined();
    expect(problemOf('minder repo get --name a/b --id 1', true)).toBe(
      '`minder repo get` takes at most one of `--name`, `--id`',
    );
  });
});
