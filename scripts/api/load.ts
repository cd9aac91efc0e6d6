/**
 * Compiles the API contract with buf and loads the descriptors.
 *
 * The googleapis imports (HTTP rules, field behaviour, rpc status) come from
 * the google-proto-files npm package and are copied into `third_party/` of the
 * buf workspace (gitignored) before buf runs.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

export function copyThirdParty(workspace: string): void {
  const root = dirname(require.resolve('google-proto-files/package.json'));
  for (const file of googleapisImports) {
    const target = join(workspace, 'third_party', file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(root, file), target);
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
  copyThirdParty(workspace);
  const out = mkdtempSync(join(tmpdir(), 'minder-api-'));
  try {
    const image = join(out, 'image.binpb');
    const build = buf(workspace, ['build', '-o', image]);
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
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Runs `buf lint` on the workspace; returns the problems found. */
export function lintApi(workspace: string, repositoryRoot = process.cwd()): string[] {
  copyThirdParty(workspace);
  const lint = buf(workspace, ['lint']);
  return lint.status === 0 ? [] : bufProblems(lint.output, workspace, repositoryRoot);
}
