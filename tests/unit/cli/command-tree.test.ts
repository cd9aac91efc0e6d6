/**
 * cli/minder.yaml and the /ref/cli pages against the client's command tree
 * (tests/fixtures/cli-commands.json, copied from the client's source), and the
 * loader's errors on broken copies of the file: each names the file, the line,
 * the command and the problem.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadCommandTree } from '../../../scripts/cli/load';
import { cliSidebar, commandPage } from '../../../scripts/cli/pages';
import { SourceError } from '../../../scripts/yaml-source';
import { client, pageDifferences, treeDifferences, type ClientCommand } from './client-tree';
import { checkLine } from './command-lines';

const root = resolve(__dirname, '../../..');
const original = readFileSync(join(root, 'cli/minder.yaml'), 'utf8');
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A throwaway repository root whose cli/minder.yaml is `text`. */
function treeWith(text: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'minder-cli-'));
  folders.push(folder);
  cpSync(join(root, 'cli'), join(folder, 'cli'), { recursive: true });
  writeFileSync(join(folder, 'cli/minder.yaml'), text);
  return folder;
}

/** The loader's problems for a copy of the tree changed by `edit`. */
function problemsOf(edit: (text: string) => string): string[] {
  const changed = edit(original);
  expect(changed).not.toBe(original);
  try {
    loadCommandTree(treeWith(changed));
  } catch (error) {
    expect(error).toBeInstanceOf(SourceError);
    return (error as SourceError).problems;
  }
  throw new Error('the loader accepted the broken tree');
}

/** The line (1-based) of the first occurrence of `text` in the original file, after `from`. */
function lineOf(text: string, from = ''): number {
  const start = from ? original.indexOf(from) : 0;
  return original.slice(0, original.indexOf(text, start)).split('\n').length;
}

/** A copy of the client's tree with one command changed by `edit`. */
function clientWith(path: string, edit: (command: ClientCommand) => void): ClientCommand[] {
  const copy = structuredClone(client);
  edit(copy.find((command) => command.command === path)!);
  return copy;
}

describe('cli/minder.yaml against the client', () => {
  const commands = loadCommandTree(root);

  it('has every command of the client, hidden and generated ones included, in the same order', () => {
    expect(client).toHaveLength(83);
    expect(commands.filter((command) => !command.absent).map((command) => command.command)).toEqual(
      client.map((command) => command.command),
    );
  });

  it('has the usage line, aliases, subcommands, flags, flag groups and inherited flags of each command', () => {
    expect(treeDifferences(commands, client)).toEqual([]);
  });

  it('reports a command that drifts from the client', () => {
    const problems = (path: string, edit: (command: ClientCommand) => void) =>
      treeDifferences(commands, clientWith(path, edit));
    expect(problems('minder set-project', (command) => command.aliases.pop())).toEqual([
      'minder set-project: the aliases is ["sp","cd"], the client has ["sp"]',
    ]);
    expect(
      problems(
        'minder profile apply',
        (command) => (command.usage_line = 'minder profile apply [file] [flags]'),
      ),
    ).toHaveLength(1);
    expect(problems('minder repo get', (command) => (command.flags[0]!.shorthand = 'x'))).toHaveLength(1);
    expect(problems('minder history list', (command) => (command.flags[10]!.help_type = 'int'))).toHaveLength(
      1,
    );
    expect(
      problems(
        'minder repo get',
        (command) => (command.flags.find((flag) => flag.name === 'output')!.help_default = null),
      ),
    ).toHaveLength(1);
    expect(
      problems('minder entity list', (command) => (command.flags.at(-1)!.required = false)),
    ).toHaveLength(1);
    expect(
      problems('minder provider', (command) => (command.persistent_flags.at(-1)!.hidden = false)),
    ).toHaveLength(1);
    expect(
      problems('minder profile edit', (command) => command.flag_groups.one_required.push(['id', 'name'])),
    ).toHaveLength(1);
    expect(problems('minder apply', (command) => command.inherited_flags.pop())).toHaveLength(1);
    const missing = structuredClone(client);
    missing.push({ ...structuredClone(client.at(-1)!), command: 'minder teleport', page: 'minder_teleport' });
    expect(treeDifferences(commands, missing)).toEqual(['minder teleport: missing from cli/minder.yaml']);
  });

  it.each(client.map((command) => [command.command, command] as const))(
    '%s: the page shows what the client does',
    (path, want) => {
      const command = commands.find((candidate) => candidate.command === path)!;
      expect(pageDifferences(commandPage(command), want, client)).toEqual([]);
      expect(command.summary).not.toMatch(/\.$/);
      expect(command.examples.length).toBeGreaterThan(0);
    },
  );

  it('reports a page that drifts from the client', () => {
    const page = (path: string) => commandPage(commands.find((command) => command.command === path)!);
    const want = (path: string) => client.find((command) => command.command === path)!;
    const entityGet = page('minder entity get');
    expect(
      pageDifferences(entityGet.replace('`"table"`', '`table`'), want('minder entity get'), client),
    ).toHaveLength(1);
    expect(
      pageDifferences(
        entityGet.replace('- Give exactly one of', '- Give one of'),
        want('minder entity get'),
        client,
      ),
    ).toHaveLength(1);
    const entityList = page('minder entity list');
    expect(
      pageDifferences(entityList.replace('| **Required.** ', '| '), want('minder entity list'), client),
    ).toHaveLength(1);
    expect(
      pageDifferences(
        page('minder set-project').replace('`minder cd`', 'cd'),
        want('minder set-project'),
        client,
      ),
    ).toHaveLength(1);
    expect(
      pageDifferences(
        page('minder quickstart').replace('**Hidden command.**', ''),
        want('minder quickstart'),
        client,
      ),
    ).toEqual(['minder quickstart: the page lacks the hidden notice: **Hidden']);
  });

  it('shows hidden commands apart: a notice on their page, a group of their own in the sidebar', () => {
    const hidden = commands.filter((command) => command.hidden).map((command) => command.command);
    expect(hidden).toEqual(['minder config', 'minder docs', 'minder quickstart']);
    expect(commandPage(commands.find((command) => command.command === 'minder quickstart')!)).toContain(
      '**Hidden command.** The client hides `minder quickstart`: `minder --help` does not list it. It still runs when you type it.',
    );
    expect(commandPage(commands.find((command) => command.command === 'minder config')!)).toContain(
      '**Hidden help topic.** The client hides `minder config`: `minder --help` does not list it.',
    );
    const sidebar = cliSidebar(commands);
    const last = sidebar.at(-1)!;
    expect(last).toMatchObject({ type: 'category', label: 'Hidden commands' });
    expect(last.type === 'category' && last.items.map((item) => item.type === 'doc' && item.id)).toEqual([
      'minder_config',
      'minder_docs',
      'minder_quickstart',
    ]);
    const regular = JSON.stringify(sidebar.slice(0, -1));
    for (const page of ['minder_config', 'minder_docs', 'minder_quickstart'])
      expect(regular).not.toContain(`"${page}"`);
    for (const command of commands.filter((item) => !item.hidden && !item.absent))
      expect(regular, command.command).toContain(`"${command.page}"`);
  });

  it('has a page, out of the sidebar and of the lists, for the one command of SPEC.md the client does not have', () => {
    const absent = commands.filter((command) => command.absent);
    expect(absent.map((command) => command.command)).toEqual(['minder project update']);
    const page = commandPage(absent[0]!);
    expect(page).toContain('The client has no `minder project update` command');
    expect(page).not.toContain('## Flags');
    expect(page).not.toContain('## Inherited flags');
    expect(page).toContain('[`minder project`](/ref/cli/minder_project)');
    const project = commands.find((command) => command.command === 'minder project')!;
    expect(commandPage(project)).not.toContain('minder_project_update');
    expect(JSON.stringify(cliSidebar(commands))).not.toContain('minder_project_update');
    expect(checkLine(commands, 'minder project update --name x').problem).toBe(
      '`minder project update` is not a command of the client',
    );
  });

  it('gives every example a real command of its subtree (any command, for a help topic), with flags that command has', () => {
    const within = (node: (typeof commands)[number], ancestor: (typeof commands)[number]): boolean =>
      node === ancestor || (node.parent !== undefined && within(node.parent, ancestor));
    for (const command of commands) {
      for (const example of command.examples) {
        const line = example.command.replace(/\\\n\s*/g, ' ').replace(/\s+/g, ' ');
        const { command: target, problem } = checkLine(commands, line);
        expect(target, `${command.command}: "${line}" runs no command of the tree`).toBeDefined();
        const topic = !command.usage && command.children.length === 0;
        if (!topic)
          expect(within(target!, command), `${command.command}: "${line}" is not in its subtree`).toBe(true);
        expect(problem, `${command.command}: "${line}"`).toBeUndefined();
      }
    }
  });

  it('writes a page with the usage, both flag tables, the examples and links up and down', () => {
    const repo = commands.find((command) => command.command === 'minder repo')!;
    const page = commandPage(repo);
    const [, front] = /^---\n([\s\S]*?)\n---\n/.exec(page)!;
    expect(parse(front!)).toMatchObject({ id: 'minder_repo', title: 'minder repo', sidebar_label: 'repo' });
    expect(page).toContain('```text\nminder repo [flags]\nminder repo [command]\n```');
    const code = (text: string) => `<code className="ref-code">${text}</code>`;
    expect(page).toContain(`| ${code('-p')}, ${code('--provider')} | ${code('string')} |`);
    expect(page).toContain('## Inherited flags');
    expect(page).toContain(
      `| ${code('--grpc-port')} | ${code('int')} | \`443\` | [\`minder\`](/ref/cli/minder) |`,
    );
    expect(page).toContain(`| ${code('--grpc-insecure')} |  |  | [\`minder\`](/ref/cli/minder) |`);
    expect(page).toContain('[`minder repo register`](/ref/cli/minder_repo_register)');
    expect(page).toContain('- [`minder`](/ref/cli/minder): ');
    const topic = commandPage(commands.find((command) => command.command === 'minder config')!);
    expect(topic).toContain('`minder config` is a help topic');
    expect(commandPage(commands[0]!)).toContain('[`minder config`](/ref/cli/minder_config)');
    const history = commandPage(commands.find((command) => command.command === 'minder history list')!);
    expect(history).toContain('The client also accepts the hidden flag `-l`, `--label` (`strings`)');
  });
});

describe('cli/minder.yaml errors', () => {
  it('a missing field names the command and the field', () => {
    const problems = problemsOf((text) =>
      text.replace(/(- command: minder version\n)\s+summary: [^\n]+\n/, '$1'),
    );
    expect(problems).toEqual([
      `cli/minder.yaml:${lineOf('- command: minder version')}: minder version: \`commands.${loadCommandTree(root).findIndex((command) => command.command === 'minder version')}\` is missing the required field \`summary\``,
    ]);
  });

  it('an unknown flag type names the command, the value and the allowed types', () => {
    const problems = problemsOf((text) =>
      text.replace(/(- command: minder history list[\s\S]*?name: size[\s\S]*?type: )uint64/, '$1number'),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^cli/minder\\.yaml:${lineOf('type: uint64', '- command: minder history list')}: minder history list: \`commands\\.\\d+\\.flags\\.\\d+\\.type\` must be one of \`bool\`, `,
      ),
    );
  });

  it('a flag defined twice, and a shorthand used twice, are errors of the command', () => {
    const twice = problemsOf((text) =>
      text.replace(
        /(- command: minder version\n[\s\S]*?)flags: \[\]/,
        '$1flags:\n      - name: verbose\n        type: bool\n        description: Louder.',
      ),
    );
    expect(twice).toEqual([
      expect.stringMatching(
        /^cli\/minder\.yaml:\d+: minder version: the flag `--verbose` is defined twice \(in its own flags and the flags it inherits from `minder`\)$/,
      ),
    ]);
    const short = problemsOf((text) =>
      text.replace(
        /(- command: minder version\n[\s\S]*?)flags: \[\]/,
        '$1flags:\n      - name: loud\n        shorthand: v\n        type: bool\n        description: Louder.',
      ),
    );
    expect(short).toEqual([
      expect.stringMatching(
        /^cli\/minder\.yaml:\d+: minder version: the shorthand `-v` of `--verbose` is already used by `--loud`$/,
      ),
    ]);
  });

  it('a command marked absent that has a usage line is an error at the mark', () => {
    const problems = problemsOf((text) =>
      text.replace('    absent: true\n', '    absent: true\n    usage: minder project update [flags]\n'),
    );
    expect(problems).toContain(
      `cli/minder.yaml:${lineOf('absent: true')}: minder project update: a command the client does not have takes no usage, subcommands or flags`,
    );
  });

  it('a subcommand that does not exist names the parent and the missing command', () => {
    const problems = problemsOf((text) =>
      text.replace(
        'subcommands: [delete, get, list, reconcile, register]',
        'subcommands: [delete, get, list, reconcile, register, teleport]',
      ),
    );
    expect(problems).toEqual([
      `cli/minder.yaml:${lineOf('subcommands: [delete, get, list, reconcile, register]')}: minder repo: the subcommand \`teleport\` does not exist (no command \`minder repo teleport\` in the file)`,
    ]);
  });

  it('a usage line that does not start with its command is an error at the line', () => {
    const problems = problemsOf((text) =>
      text.replace('usage: minder version [flags]', 'usage: minder versions [flags]'),
    );
    expect(problems).toEqual([
      `cli/minder.yaml:${lineOf('usage: minder version [flags]')}: minder version: the usage line \`minder versions [flags]\` does not start with the command`,
    ]);
  });

  it('a default the client does not print is an error at the default', () => {
    const problems = problemsOf((text) =>
      text.replace(/(- command: minder history list[\s\S]*?name: size[\s\S]*?default: )"25"/, '$1"0"'),
    );
    expect(problems).toEqual([
      `cli/minder.yaml:${lineOf('default: "25"', '- command: minder history list')}: minder history list: \`--size\` has the default \`0\`, the zero value of a uint64 flag, which the client does not print: leave it out`,
    ]);
  });

  it('a flag group that names a flag the command lacks is an error at the name', () => {
    const problems = problemsOf((text) =>
      text.replace('mutually_exclusive: [[id, name, all]]', 'mutually_exclusive: [[id, name, every]]'),
    );
    expect(problems).toEqual([
      `cli/minder.yaml:${lineOf('mutually_exclusive: [[id, name, all]]')}: minder ruletype delete: the flag group names \`--every\`, which is not a flag of the command`,
    ]);
  });

  it('a flag group of one flag, and a hidden mark that is not `true`, break the schema', () => {
    const group = problemsOf((text) =>
      text.replace('mutually_exclusive: [[id, name, all]]', 'mutually_exclusive: [[id]]'),
    );
    expect(group).toHaveLength(1);
    expect(group[0]).toMatch(
      new RegExp(
        `^cli/minder\\.yaml:${lineOf('mutually_exclusive: [[id, name, all]]')}: minder ruletype delete: `,
      ),
    );
    const hidden = problemsOf((text) =>
      text.replace(
        '  - command: minder docs\n    hidden: true',
        '  - command: minder docs\n    hidden: false',
      ),
    );
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toMatch(
      new RegExp(`^cli/minder\\.yaml:${lineOf('hidden: true', '- command: minder docs')}: minder docs: `),
    );
  });

  it('a YAML syntax error names the line', () => {
    const problems = problemsOf((text) =>
      text.replace('- command: minder version', '- command: [minder version'),
    );
    expect(problems[0]).toMatch(/^cli\/minder\.yaml:\d+: /);
  });

  it('stops `npm run generate` with the problem, before anything is written', () => {
    const folder = treeWith(original.replace(/type: uint64/, 'type: number'));
    const result = spawnSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/generate.ts')],
      {
        cwd: folder,
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^cli\/minder\.yaml:\d+: minder history list: `commands\.\d+\.flags\.\d+\.type` must be one of /m,
    );
    // A child process that compiles the generators: slow on a busy machine, and no measure of speed.
  }, 30_000);
});
