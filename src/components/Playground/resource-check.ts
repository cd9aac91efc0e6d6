/**
 * The playground's check of a rule type, profile or data source written in
 * YAML: the YAML itself, then the resource's schema from /schemas/ (compiled
 * at build time, scripts/playground/validators.ts), each problem placed at
 * the line and column of the value it is about.
 */
import { LineCounter, parseDocument, type Node } from 'yaml';
import type { ErrorObject } from 'ajv';
import { describeSchemaError, nodeAt } from '../../../scripts/schema-problems';
import * as validators from '../../../generated/playground/validators.js';

export type ResourceId = 'ruletype' | 'profile' | 'datasource';

/** The `type` each kind of file carries, and its name in words. */
export const resources: Record<ResourceId, { type: string; label: string }> = {
  ruletype: { type: 'rule-type', label: 'Rule type' },
  profile: { type: 'profile', label: 'Profile' },
  datasource: { type: 'data-source', label: 'Data source' },
};

export type Problem = {
  /** Offsets in the text, for the editor's marks. */
  from: number;
  to: number;
  /** 1-based, as editors count. */
  line: number;
  column: number;
  message: string;
};

export type ResourceCheck = {
  /** The kind checked against: the one chosen, else the one the file's `type` names. */
  resource?: ResourceId;
  /** The parsed file, when its YAML is well formed. */
  value?: unknown;
  problems: Problem[];
};

/** The kind of resource a parsed file says it is, by its `type`. */
export function resourceOfType(value: unknown): ResourceId | undefined {
  const type = (value as { type?: unknown } | null)?.type;
  return (Object.keys(resources) as ResourceId[]).find((id) => resources[id].type === type);
}

/** A problem at `from`; its mark ends with the value or the line, whichever comes first. */
function problemAt(text: string, lines: LineCounter, from: number, to: number, message: string): Problem {
  const { line, col } = lines.linePos(from);
  const lineEnd = text.indexOf('\n', from);
  return {
    from,
    to: Math.max(Math.min(to, lineEnd === -1 ? text.length : lineEnd), from),
    line,
    column: col,
    message,
  };
}

/** Several errors of one schema branch can say the same thing of one place; each is listed once. */
function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.from}:${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The errors a reader needs. An optional field of the schemas is "this, or
 * null" (`anyOf`), and Ajv reports a wrong value there three times: against
 * the real branch, against `null`, and that no branch matched. Where a more
 * precise error exists at the same place or inside it, the other two go.
 */
export function usefulErrors(errors: ErrorObject[]): ErrorObject[] {
  const vague = (error: ErrorObject) =>
    error.keyword === 'anyOf' ||
    error.keyword === 'oneOf' ||
    (error.keyword === 'type' && (error.params as { type?: unknown }).type === 'null');
  const precise = errors.filter((error) => !vague(error));
  const covered = (error: ErrorObject) =>
    precise.some(
      (other) =>
        other.instancePath === error.instancePath || other.instancePath.startsWith(`${error.instancePath}/`),
    );
  return errors.filter((error) => !vague(error) || !covered(error));
}

/**
 * Checks `text` as the resource `chosen`, or, without a choice, as the kind
 * its `type` names. Problems come in the order of the text.
 */
export function checkResource(text: string, chosen?: ResourceId): ResourceCheck {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      problems: doc.errors.map((error) =>
        problemAt(text, lines, error.pos[0], error.pos[1], error.message.split('\n')[0]),
      ),
    };
  }
  const value = doc.toJS({ maxAliasCount: 100 }) as unknown;
  const resource = chosen ?? resourceOfType(value);
  if (!resource) {
    const typeNode = nodeAt(doc, ['type']);
    const [from, to] = typeNode?.range ?? [0, 0];
    const types = Object.values(resources)
      .map(({ type }) => `\`${type}\``)
      .join(', ');
    return {
      value,
      problems: [
        problemAt(text, lines, from, to, `\`type\` must be one of ${types}, or pick the kind of file above`),
      ],
    };
  }
  const validate = validators[resource];
  if (validate(value)) return { resource, value, problems: [] };
  const problems = usefulErrors(validate.errors ?? []).map((error: ErrorObject) => {
    const { path, problem } = describeSchemaError(error);
    const node: Node | null = nodeAt(doc, path);
    const [from, to] = node?.range ?? [0, 0];
    return problemAt(text, lines, from, to, problem);
  });
  return { resource, value, problems: unique(problems).sort((a, b) => a.from - b.from) };
}
