/**
 * Compiles the API contract with buf and loads the descriptors.
 *
 * buf runs on a copy of the workspace in a temporary folder, with the
 * googleapis imports (HTTP rules, field behaviour, rpc status) from the
 * google-proto-files npm package in its `third_party/` module: nothing is
 * written into api/. Its messages name the files as they are in api/.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { createFileRegistry, fromBinary, type FileRegistry } from '@bufbuild/protobuf';
import { FileDescriptorSetSchema, type FileDescriptorProto } from '@bufbuild/protobuf/wkt';

/** A problem in the API sources, reported as `file:line:column: what is wrong`. */
export class ApiError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The API contract has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'ApiError';
  }
}

/** The googleapis files the contract imports, relative to the package root. */
export const googleapisImports = [
  'google/api/annotations.proto',
  'google/api/http.proto',
  'google/api/field_behavior.proto',
  'google/rpc/status.proto',
];

const require = createRequire(import.meta.url);

/** A copy of the buf workspace at `workspace`, with the googleapis imports; removed after `use`. */
function withWorkspaceCopy<T>(workspace: string, use: (copy: string) => T): T {
  const copy = mkdtempSync(join(tmpdir(), 'minder-api-'));
  try {
    cpSync(workspace, copy, { recursive: true, filter: (source) => !source.endsWith('third_party') });
    const root = dirname(require.resolve('google-proto-files/package.json'));
    for (const file of googleapisImports) {
      const target = join(copy, 'third_party', file);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(root, file), target);
    }
    return use(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

function buf(workspace: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(require.resolve('@bufbuild/buf/bin/buf'), args, {
    cwd: workspace,
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

/** Turns buf's `path:line:col:message` lines into messages with repository-relative paths. */
export function bufProblems(output: string, workspace: string, repositoryRoot: string): string[] {
  const prefix = relative(repositoryRoot, workspace);
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = /^([^:\s]+\.proto):(\d+):(\d+):(.*)$/.exec(line);
      if (!match) return line;
      const [, file, row, column, message] = match;
      return `${join(prefix, file!)}:${row}:${column}: ${message!.trim()}`;
    });
}

export type LoadedApi = {
  registry: FileRegistry;
  /** The files of the contract itself (not its imports), in name order. */
  files: FileDescriptorProto[];
  /** Where the files live, relative to the repository, for error messages. */
  sourcePrefix: string;
};

/**
 * Builds the buf workspace at `workspace` (its `proto/` module holds the
 * contract) and returns the descriptors with their source information.
 */
export function loadApi(workspace: string, repositoryRoot = process.cwd()): LoadedApi {
  return withWorkspaceCopy(workspace, (copy) => {
    const image = join(copy, 'image.binpb');
    const build = buf(copy, ['build', '-o', image]);
    if (build.status !== 0) throw new ApiError(bufProblems(build.output, workspace, repositoryRoot));
    const set = fromBinary(FileDescriptorSetSchema, readFileSync(image));
    const files = set.file
      .filter((file) => !file.name.startsWith('google/'))
      .sort((a, b) => a.name.localeCompare(b.name));
    return {
      registry: createFileRegistry(set),
      files,
      sourcePrefix: join(relative(repositoryRoot, workspace), 'proto'),
    };
  });
}

/** Runs `buf lint` on the workspace; returns the problems found. */
export function lintApi(workspace: string, repositoryRoot = process.cwd()): string[] {
  return withWorkspaceCopy(workspace, (copy) => {
    const lint = buf(copy, ['lint']);
    return lint.status === 0 ? [] : bufProblems(lint.output, workspace, repositoryRoot);
  });
}
