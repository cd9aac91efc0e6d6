/**
 * The selector part of the playground, in a chunk of its own (the CEL
 * parser and the selector types): loaded once the editor is up.
 */
import { stringify } from 'yaml';
import { SAMPLE_ENTITIES, type SelectorEntityKind } from './selector';

export { checkSelector, evaluateSelector, SELECTOR_ENTITY_KINDS, type SelectorEntityKind } from './selector';

/** The sample entity of `kind`, as YAML for the editor. */
export function sampleYaml(kind: SelectorEntityKind): string {
  return stringify(SAMPLE_ENTITIES[kind]);
}
