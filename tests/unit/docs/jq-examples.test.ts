/**
 * Every jq rule type example of the pages evaluates, with the site's jq and
 * Minder's evaluation steps (src/components/Playground/jq.ts), against the
 * ingested data the page shows, to the result the page states.
 *
 * A page ties them together on the code block of the ingested data:
 * ```json jq-input="<rule type name>" jq-expect="success|failure|error"```.
 * The rule type is a `type: rule-type` block of the same page; the rule's
 * `def` comes from the page's profile that uses the rule type, with the
 * defaults of its `rule_schema` filled in, as Minder fills them in. For a
 * failure, the page must show the evaluator's `got ..., want ...` or the
 * details Minder makes of it (`Expected ".path" to equal ..., but was ...`).
 */
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  evaluateJq,
  formatGoValue,
  loadJq,
  type JqAssertion,
  type JqResult,
  type JqRun,
} from '../../../src/components/Playground/jq';
import { sourceFiles } from '../source-files';
import { fencedBlocks, type FencedBlock } from './markdown-source';

type RuleType = {
  type: 'rule-type';
  name: string;
  def: {
    rule_schema?: { properties?: Record<string, { default?: unknown }> };
    eval: { type: string; jq?: JqAssertion[] };
  };
};
type Profile = { type: 'profile'; [entity: string]: unknown };

export type JqExample = {
  line: number;
  ruleType: string;
  expect: string;
  input: unknown;
  assertions?: JqAssertion[];
  def: Record<string, unknown>;
};

const attribute = (meta: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(meta)?.[1];

function parsed(block: FencedBlock): unknown {
  try {
    return parse(block.lines.join('\n'));
  } catch {
    return undefined;
  }
}

/** The jq examples of a page, each with its rule type's assertions and the rule's settings. */
export function jqExamples(text: string): JqExample[] {
  const blocks = fencedBlocks(text);
  const values = blocks.map(parsed);
  const ruleTypes = values.filter(
    (value): value is RuleType => (value as RuleType | null)?.type === 'rule-type',
  );
  const profiles = values.filter((value): value is Profile => (value as Profile | null)?.type === 'profile');
  return blocks.flatMap((block, index) => {
    const ruleType = attribute(block.meta, 'jq-input');
    if (!ruleType) return [];
    const definition = ruleTypes.find((candidate) => candidate.name === ruleType);
    const rule = profiles
      .flatMap(
        (profile) =>
          Object.values(profile).filter(Array.isArray).flat() as {
            type?: string;
            def?: Record<string, unknown>;
          }[],
      )
      .find((candidate) => candidate?.type === ruleType);
    const defaults = Object.fromEntries(
      Object.entries(definition?.def.rule_schema?.properties ?? {})
        .filter(([, property]) => property.default !== undefined)
        .map(([name, property]) => [name, property.default]),
    );
    return [
      {
        line: block.line,
        ruleType,
        expect: attribute(block.meta, 'jq-expect') ?? '',
        input: values[index],
        assertions: definition?.def.eval.type === 'jq' ? definition.def.eval.jq : undefined,
        def: { ...defaults, ...(rule?.def ?? {}) },
      },
    ];
  });
}

/** What is wrong with one example of a page, or undefined when it evaluates as the page says. */
export async function exampleProblem(
  example: JqExample,
  text: string,
  run: JqRun,
): Promise<string | undefined> {
  if (!example.assertions) return `no jq rule type named \`${example.ruleType}\` on the page`;
  if (!['success', 'failure', 'error'].includes(example.expect))
    return `jq-expect must be success, failure or error, not "${example.expect}"`;
  const result: JqResult = await evaluateJq(example.assertions, example.input, example.def, run);
  if (result.status !== example.expect)
    return `evaluates to ${result.status}${'message' in result ? ` (${result.message})` : ''}, not ${example.expect}`;
  if (result.status === 'failure') {
    // The evaluator's message, or the details that Minder's jq template makes of it
    // (internal/engine/eval/templates/jq.tmpl), as `minder profile status list` shows them.
    const path = example.assertions[result.assertion]?.ingested?.def ?? '';
    const actual = result.got === null ? 'not set' : formatGoValue(result.got);
    const details = `Expected "${path}" to equal ${formatGoValue(result.want)}, but was ${actual}.`;
    const shown = /got .*, want .*$/.exec(result.message)![0];
    if (!text.includes(shown) && !text.replace(/\s+/g, ' ').includes(details))
      return `the page shows neither what Minder reports ("${result.message}") nor its details ("${details}")`;
  }
  return undefined;
}

let run: JqRun;
beforeAll(async () => {
  run = await loadJq();
});

describe('jq rule type examples', () => {
  it('evaluate to the result their page states', async () => {
    const problems: string[] = [];
    let count = 0;
    for (const { file, text } of sourceFiles('docs', /\.mdx?$/)) {
      for (const example of jqExamples(text)) {
        count += 1;
        const problem = await exampleProblem(example, text, run);
        if (problem) problems.push(`${file}:${example.line}: ${example.ruleType}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(1);
  });

  it('fail when the data, the rule type or the stated result disagree', async () => {
    const page = (data: string, expectation: string, shown = '') =>
      [
        '```yaml',
        'version: v1',
        'type: rule-type',
        'name: wiki_off',
        'def:',
        '  rule_schema:',
        '    properties:',
        '      has_wiki: { type: boolean, default: false }',
        '  eval:',
        '    type: jq',
        '    jq:',
        '      - ingested: { def: .has_wiki }',
        '        profile: { def: .has_wiki }',
        '```',
        '',
        `\`\`\`json jq-input="wiki_off" jq-expect="${expectation}"`,
        data,
        '```',
        shown,
      ].join('\n');
    const problemOf = async (text: string) => exampleProblem(jqExamples(text)[0]!, text, run);
    expect(await problemOf(page('{"has_wiki": false}', 'success'))).toBeUndefined();
    expect(await problemOf(page('{"has_wiki": true}', 'success'))).toBe(
      'evaluates to failure (data does not match profile: for assertion 0, got true, want false), not success',
    );
    expect(await problemOf(page('{"has_wiki": true}', 'failure'))).toBe(
      'the page shows neither what Minder reports ("data does not match profile: for assertion 0, got true, want false") nor its details ("Expected ".has_wiki" to equal false, but was true.")',
    );
    expect(
      await problemOf(
        page('{"has_wiki": true}', 'failure', 'Expected ".has_wiki" to equal false, but\nwas true.'),
      ),
    ).toBeUndefined();
    expect(
      await problemOf(page('{"has_wiki": true}', 'failure', 'It fails: got true, want false.')),
    ).toBeUndefined();
    const other = page('{}', 'success').replace('jq-input="wiki_off"', 'jq-input="wiki_on"');
    expect(await problemOf(other)).toBe('no jq rule type named `wiki_on` on the page');
  });
});
