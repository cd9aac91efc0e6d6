/**
 * YAML sources of truth (cli/, rules/) with line numbers: a problem in a file
 * is reported as `file:line: what is wrong`, and the build stops.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { LineCounter, parseDocument, type Node } from 'yaml';
import type { ErrorObject } from 'ajv';
import { describeSchemaError, nodeAt } from './schema-problems';

export { pointerPath } from './schema-problems';

/** Problems found in source files; the message lists each on its own line. */
export class SourceError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'SourceError';
  }
}

export type YamlSource = {
  /** The path as shown in messages, relative to the repository. */
  file: string;
  value: unknown;
  /** The line (1-based) of the value at `path`, or of its nearest parent that exists. */
  lineOf(path: ReadonlyArray<string | number>): number;
};

/** Reads and parses a YAML file; a syntax error becomes a SourceError with its line. */
export function readYaml(path: string, root: string): YamlSource {
  const file = relative(root, path);
  const text = readFileSync(path, 'utf8');
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new SourceError(
      doc.errors.map(
        (error) => `${file}:${lineCounter.linePos(error.pos[0]).line}: ${error.message.split('\n')[0]}`,
      ),
    );
  }
  const lineOfNode = (node: Node | null | undefined) =>
    node?.range ? lineCounter.linePos(node.range[0]).line : 1;
  return {
    file,
    value: doc.toJS({ maxAliasCount: -1 }),
    lineOf: (path) => lineOfNode(nodeAt(doc, path)),
  };
}

/** Ajv's errors in words, one per problem, each with the line of the value it is about. */
export function schemaProblems(
  source: YamlSource,
  errors: ErrorObject[] | null | undefined,
  label: (path: (string | number)[]) => string = () => '',
): string[] {
  return (errors ?? []).map((error) => {
    const { path, problem } = describeSchemaError(error);
    // An unknown field is reported at the line of the object that holds it, as before.
    const at = error.keyword === 'additionalProperties' ? path.slice(0, -1) : path;
    const prefix = label(at);
    return `${source.file}:${source.lineOf(at)}: ${prefix ? `${prefix}: ` : ''}${problem}`;
  });
}
