/**
 * YAML sources of truth (cli/, rules/) with line numbers: a problem in a file
 * is reported as `file:line: what is wrong`, and the build stops.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { ErrorObject } from 'ajv';

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

/**
 * Where the value at `path` is written: the key of the last step when it is a
 * mapping key, else the node. When the path goes further than the file, the
 * deepest place found.
 */
function nodeAt(doc: Document, path: ReadonlyArray<string | number>): Node | null {
  let node = doc.contents as Node | null;
  let place = node;
  for (const key of path) {
    if (isAlias(node)) node = node.resolve(doc) ?? null;
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (!pair) break;
      place = (pair.key as Node) ?? place;
      node = (pair.value as Node | null) ?? null;
    } else if (isSeq(node) && typeof key === 'number' && node.items[key]) {
      node = node.items[key] as Node;
      place = node;
    } else break;
  }
  return place;
}

/** Turns a JSON Pointer (`/commands/3/flags/0`) into path segments. */
export function pointerPath(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Ajv's errors in words, one per problem, each with the line of the value it is about. */
export function schemaProblems(
  source: YamlSource,
  errors: ErrorObject[] | null | undefined,
  label: (path: (string | number)[]) => string = () => '',
): string[] {
  return (errors ?? []).map((error) => {
    const path = pointerPath(error.instancePath);
    const field = error.instancePath ? `\`${path.join('.')}\`` : 'the file';
    let problem = `${field} ${error.message ?? 'is not valid'}`;
    if (error.keyword === 'additionalProperties')
      problem = `${field} has an unknown field \`${(error.params as { additionalProperty: string }).additionalProperty}\``;
    if (error.keyword === 'required')
      problem = `${field} is missing the required field \`${(error.params as { missingProperty: string }).missingProperty}\``;
    if (error.keyword === 'enum')
      problem = `${field} must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((value) => `\`${String(value)}\``).join(', ')}`;
    const prefix = label(path);
    return `${source.file}:${source.lineOf(path)}: ${prefix ? `${prefix}: ` : ''}${problem}`;
  });
}
