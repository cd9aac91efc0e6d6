/** The files the tests read for examples and command lines: hand-written pages and sources, never generated ones. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const root = resolve(__dirname, '../..');

/** Every file under `dir` (relative to the repository) whose name matches `pattern`. */
export function sourceFiles(dir: string, pattern: RegExp): { file: string; text: string }[] {
  const files: { file: string; text: string }[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const shown = relative(root, path);
      if (statSync(path).isDirectory()) walk(path);
      else if (pattern.test(name)) files.push({ file: shown, text: readFileSync(path, 'utf8') });
    }
  };
  walk(join(root, dir));
  return files;
}
