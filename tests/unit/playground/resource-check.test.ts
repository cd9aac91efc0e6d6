import { describe, expect, it } from 'vitest';
import { checkResource, resourceOfType } from '../../../src/components/Playground/resource-check';
import { evaluateJq, loadJq } from '../../../src/components/Playground/jq';
import {
  ingestedExample,
  profileExample,
  ruleTypeExample,
  selectorExample,
  settingsExample,
} from '../../../src/components/Playground/examples';
import { evaluateSelector, SAMPLE_ENTITIES } from '../../../src/components/Playground/selector';
import { parse } from 'yaml';

/** Each problem as `line:column message`, the way the page lists them. */
function problems(text: string, kind?: Parameters<typeof checkResource>[1]): string[] {
  return checkResource(text, kind).problems.map((p) => `${p.line}:${p.column} ${p.message}`);
}

describe('checkResource (the playground\u2019s schema check)', () => {
  it('passes the examples the page starts from', () => {
    expect(problems(ruleTypeExample)).toEqual([]);
    expect(problems(profileExample)).toEqual([]);
    expect(checkResource(ruleTypeExample).resource).toBe('ruletype');
    expect(checkResource(profileExample).resource).toBe('profile');
  });

  it('places an unknown field at its own key, and a missing field at the object that lacks it', () => {
    const text = [
      'version: v1',
      'type: profile',
      'name: p',
      'context:',
      '  provider: github',
      '  projekt: x',
    ].join('\n');
    expect(problems(text)).toEqual(['6:3 `context` has an unknown field `projekt`']);
    const rule = [
      'version: v1',
      'type: rule-type',
      'name: r',
      'description: d',
      'guidance: g',
      'def:',
      '  in_entity: repository',
    ].join('\n');
    expect(problems(rule)).toContain('6:1 `def` is missing the required field `eval`');
  });

  it('marks no more than the line of a problem', () => {
    const text = 'type: profile\nname: p\nrepository:\n  - type: x\n    nope: 1\n';
    const [problem] = checkResource(text).problems;
    expect(text.slice(problem.from, problem.to)).toBe('nope');
  });

  it('reports broken YAML with the parser\u2019s line and message, before any schema', () => {
    const [problem] = checkResource('version: v1\nname: [a,\nrepository: []').problems;
    expect(problem.line).toBeGreaterThanOrEqual(2);
    expect(problem.message).toMatch(/flow|indent|\]/i);
    expect(problems('a: 1\na: 2\n')[0]).toMatch(/^2:1 Map keys must be unique/);
  });

  it('refuses guidance that Minder\u2019s HTML sanitizer would change, at its line', () => {
    const rule = (guidance: string) =>
      ruleTypeExample.replace(/^guidance:.*(\n {2}.*)*/m, `guidance: ${JSON.stringify(guidance)}`);
    expect(rule('x')).not.toBe(ruleTypeExample);
    expect(problems(rule('Turn on "secret scanning" in the repository\'s settings.'))).toEqual([]);
    expect(problems(rule('Use &lt;b&gt; and R&amp;D.'))).toEqual([]);
    for (const bad of ['Open Settings > General.', 'Use <b>bold</b>.', 'R&D owns it.', 'a\rb']) {
      const found = problems(rule(bad));
      expect(found, bad).toHaveLength(1);
      expect(found[0], bad).toMatch(
        /^\d+:\d+ `guidance` holds `<`, `>`, `&` or a carriage return, which the server's HTML sanitizer would change, so it refuses the rule type \("value contains html"\)/,
      );
    }
  });

  it('takes the kind from `type`, or from the reader\u2019s choice', () => {
    expect(resourceOfType({ type: 'data-source' })).toBe('datasource');
    expect(problems('name: p\n')).toEqual([
      '1:1 `type` must be one of `rule-type`, `profile`, `data-source`, or pick the kind of file above',
    ]);
    expect(problems('name: p\n', 'profile')).toEqual([]);
    // A choice overrides `type`: a profile is no rule type.
    expect(problems(profileExample, 'ruletype').length).toBeGreaterThan(0);
  });

  it('says once what is wrong with an optional field, not also that it is not null', () => {
    const text = ['version: v1', 'type: profile', 'name: p', 'selection:', '  - entity: 3'].join('\n');
    expect(problems(text)).toEqual(['5:5 `selection.0.entity` must be string']);
  });

  it('refuses a jq expression that is not a path, as Minder\u2019s server does', () => {
    const rule = ruleTypeExample.replace('def: ".archived"', 'def: ".archived | not"');
    expect(problems(rule).join('\n')).toMatch(/`def\.eval\.jq\.2\.ingested\.def` must match pattern/);
  });
});

describe('the examples work together', () => {
  it('the example rule type fails on the sample repository at its second comparison, as the page says', async () => {
    const rule = parse(ruleTypeExample) as { def: { eval: { jq: never[] } } };
    const result = await evaluateJq(
      rule.def.eval.jq,
      parse(ingestedExample),
      parse(settingsExample),
      await loadJq(),
    );
    expect(result).toMatchObject({
      status: 'failure',
      assertion: 1,
      message: 'data does not match profile: for assertion 1, got false, want true',
    });
    const fixed = parse(
      ingestedExample.replace('"delete_branch_on_merge": false', '"delete_branch_on_merge": true'),
    );
    expect(await evaluateJq(rule.def.eval.jq, fixed, parse(settingsExample), await loadJq())).toEqual({
      status: 'success',
    });
  });

  it('the example selector is the example profile\u2019s, and selects the sample repository', () => {
    const profile = parse(profileExample) as { selection: { selector: string }[] };
    expect(profile.selection[0].selector).toBe(selectorExample);
    expect(evaluateSelector(selectorExample, 'repository', SAMPLE_ENTITIES.repository)).toEqual({
      selected: true,
    });
  });
});
