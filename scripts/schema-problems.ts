/**
 * Where a YAML value is written and what a JSON Schema error says about it,
 * in words. Shared by the build's checks of the sources of truth
 * (scripts/yaml-source.ts: `file:line: problem`) and the rule playground
 * (src/components/Playground: line, column and problem as the reader types);
 * it runs in both Node and the browser.
 */
import { isAlias, isMap, isScalar, isSeq, type Document, type Node } from 'yaml';
import type { ErrorObject } from 'ajv';

/**
 * Where the value at `path` is written: the key of the last step when it is a
 * mapping key, else the node. When the path goes further than the file, the
 * deepest place found.
 */
export function nodeAt(doc: Document, path: ReadonlyArray<string | number>): Node | null {
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

/**
 * One Ajv error in words, with the path of the value it is about. An unknown
 * field is about the field itself, so its path ends with the field's name.
 */
export function describeSchemaError(error: ErrorObject): { path: (string | number)[]; problem: string } {
  const path = pointerPath(error.instancePath);
  const field = error.instancePath ? `\`${path.join('.')}\`` : 'the file';
  if (error.keyword === 'additionalProperties') {
    const unknown = (error.params as { additionalProperty: string }).additionalProperty;
    return { path: [...path, unknown], problem: `${field} has an unknown field \`${unknown}\`` };
  }
  if (error.keyword === 'required')
    return {
      path,
      problem: `${field} is missing the required field \`${(error.params as { missingProperty: string }).missingProperty}\``,
    };
  if (error.keyword === 'enum')
    return {
      path,
      problem: `${field} must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((value) => `\`${String(value)}\``).join(', ')}`,
    };
  if (error.keyword === 'pattern' && path[path.length - 1] === 'guidance')
    return {
      path,
      problem: `${field} holds \`<\`, \`>\`, \`&\` or a carriage return, which the server's HTML sanitizer would change, so it refuses the rule type ("value contains html"): write it in words (\`Settings, then Code security\`), or as \`&lt;\`, \`&gt;\` or \`&amp;\``,
    };
  return { path, problem: `${field} ${error.message ?? 'is not valid'}` };
}
