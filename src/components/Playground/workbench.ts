/**
 * What the playground loads once its page has hydrated, in a chunk of its
 * own: the editor, the resource schemas' checks and the YAML parser. The
 * selector checks (selector-workbench.ts) and jq (jq.ts) come later still.
 */
import { parse } from 'yaml';

export { createEditor, type Editor } from './editor';
export { checkResource, resourceOfType, resources, type Problem, type ResourceId } from './resource-check';

/** Reads a sample written in YAML or JSON (JSON is YAML); a problem is thrown with its line. */
export function readData(text: string, what: string): unknown {
  try {
    return parse(text, { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    throw new Error(`${what}: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
}
