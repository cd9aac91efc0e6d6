/**
 * cli/minder.yaml against the project's own list of the client's commands
 * (tests/fixtures/cli-commands.json), and the loader's errors on broken
 * copies of it: each names the file, the line, the command and the problem.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCommandTree } from '../../../scripts/cli/load';
import { cliSidebar, commandPage } from '../../../scripts/cli/pages';
import { SourceError } from '../../../scripts/yaml-source';
import { checkLine } from './command-lines';
import expected from '../../fixtures/cli-commands.json';

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

describe('cli/minder.yaml', () => {
  const commands = loadCommandTree(root);

  const client = commands.filter((command) => !command.absent);

  it('has the 75 commands of the client, root first, in the fixture order', () => {
    expect(client).toHaveLength(75);
    expect(client.map((command) => command.command)).toEqual(
      expected.commands.map((command) => command.command),
    );
    expect(client.map((command) => command.page)).toEqual(expected.commands.map((command) => command.page));
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

  it.each(expected.commands.map((command) => [command.command, command] as const))(
    '%s: usage, subcommands, own flags and inherited flags match the client',
    (path, want) => {
      const command = commands.find((candidate) => candidate.command === path)!;
      expect(command.usage ?? null).toBe(want.usage);
      expect(command.subcommands ?? []).toEqual(want.subcommands);
      expect(
        command.flags.map(({ name, shorthand, type, default: value }) => ({
          name,
          ...(shorthand ? { shorthand } : {}),
          type,
          ...(value === undefined ? {} : { default: value }),
        })),
      ).toEqual(want.flags);
      expect(command.inherited.map((flag) => flag.name).sort()).toEqual(want.inherited);
      expect(command.summary).not.toMatch(/\.$/);
      expect(command.examples.length).toBeGreaterThan(0);
    },
  );

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
    expect(page).toContain('title: minder repo\n');
    expect(page).toContain('```text\nminder repo [flags]\n```');
    const code = (text: string) => `<code className="ref-code">${text}</code>`;
    expect(page).toContain(`| ${code('-p')}, ${code('--provider')} | ${code('string')} |`);
    expect(page).toContain('## Inherited flags');
    expect(page).toContain(
      `| ${code('--grpc-port')} | ${code('int')} | \`443\` | [\`minder\`](/ref/cli/minder) |`,
    );
    expect(page).toContain('[`minder repo register`](/ref/cli/minder_repo_register)');
    expect(page).toContain('- [`minder`](/ref/cli/minder): ');
    const topic = commandPage(commands.find((command) => command.command === 'minder config')!);
    expect(topic).toContain('`minder config` is a help topic');
    expect(commandPage(commands[0]!)).toContain('[`minder config`](/ref/cli/minder_config)');
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
      text.replace(/(- command: minder history list[\s\S]*?name: size[\s\S]*?type: )uint/, '$1number'),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^cli/minder\\.yaml:${lineOf('type: uint', '- command: minder history list')}: minder history list: \`commands\\.\\d+\\.flags\\.\\d+\\.type\` must be one of \`bool\`, `,
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

  it('a YAML syntax error names the line', () => {
    const problems = problemsOf((text) =>
      text.replace('- command: minder version', '- command: [minder version'),
    );
    expect(problems[0]).toMatch(/^cli\/minder\.yaml:\d+: /);
  });

  it('stops `npm run generate` with the problem, before anything is written', () => {
    const folder = treeWith(original.replace(/type: uint/, 'type: number'));
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
  });
});
