/** The /ref/cli pages and their sidebar, in generated/ref-cli/. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedPaths } from '../generated';
import { loadCommandTree, type Command } from './load';
import { cliSidebar, commandPage } from './pages';

export function generateCli(root: string): Command[] {
  const commands = loadCommandTree(root);
  const dir = join(root, generatedPaths.cliReference);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const command of commands) writeFileSync(join(dir, `${command.page}.mdx`), commandPage(command));
  writeFileSync(join(dir, 'sidebar.json'), `${JSON.stringify(cliSidebar(commands), null, 2)}\n`);
  return commands;
}
