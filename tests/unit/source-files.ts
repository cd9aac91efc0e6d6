/** The files the tests read for examples and command lines: hand-written pages and sources, never generated ones. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const root = resolve(__dirname, '../..');

/** Pages that `npm run generate` writes inside docs/ (gitignored). */
const generated = ['docs/ref/proto.md', 'docs/ref/schema.mdx', 'docs/ref/rules'];

/** Every file under `dir` (relative to the repository) whose name matches `pattern`, generated pages left out. */
export function sourceFiles(dir: string, pattern: RegExp): { file: string; text: string }[] {
  const files: { file: string; text: string }[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const shown = relative(root, path);
      if (generated.some((prefix) => shown === prefix || shown.startsWith(`${prefix}/`))) continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (pattern.test(name)) files.push({ file: shown, text: readFileSync(path, 'utf8') });
    }
  };
  walk(join(root, dir));
  return files;
}
