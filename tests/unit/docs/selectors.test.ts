/**
 * Every CEL selector of a profile shown on a page (whole profiles and
 * `selection:` fragments) parses and type-checks in the environment Minder
 * compiles it in for its entity, and gives a boolean, as the server requires
 * when it creates the profile (pkg/engine/selectors).
 */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkSelector, type SelectorScope } from '../../../src/components/Playground/selector';
import { sourceFiles } from '../source-files';
import { fencedBlocks } from './markdown-source';

type Selection = { entity?: string; selector?: string };

/** The selectors of the YAML blocks of a page, with the line of their block. */
export function pageSelectors(text: string): { line: number; entity: string; selector: string }[] {
  const found: { line: number; entity: string; selector: string }[] = [];
  for (const block of fencedBlocks(text)) {
    if (!/^ya?ml$/.test(block.language)) continue;
    let value: unknown;
    try {
      value = parse(block.lines.join('\n'));
    } catch {
      continue;
    }
    const selection = (value as { selection?: unknown } | null)?.selection;
    if (!Array.isArray(selection)) continue;
    for (const item of selection as Selection[])
      if (typeof item?.selector === 'string')
        found.push({ line: block.line, entity: item.entity ?? '', selector: item.selector });
  }
  return found;
}

/** What is wrong with a selector, in words, or undefined when Minder accepts it. */
export function selectorProblem(entity: string, selector: string): string | undefined {
  const scopes: Record<string, SelectorScope> = {
    '': 'generic',
    repository: 'repository',
    artifact: 'artifact',
    pull_request: 'pull_request',
  };
  const scope = scopes[entity];
  if (!scope) return `\`${entity}\` is not an entity a selector can name`;
  const result = checkSelector(selector, scope);
  if (!result.ok)
    return `${result.kind} error: ${result.errors.map((error) => `${error.line}:${error.column} ${error.message}`).join('; ')}`;
  if (result.outputType !== 'bool') return `gives ${result.outputType}, not a boolean`;
  return undefined;
}

describe('CEL selectors on the pages', () => {
  it('type-check in Minder’s environment for their entity and give a boolean', () => {
    const problems: string[] = [];
    let count = 0;
    for (const { file, text } of sourceFiles('docs', /\.mdx?$/)) {
      for (const { line, entity, selector } of pageSelectors(text)) {
        count += 1;
        const problem = selectorProblem(entity, selector);
        if (problem) problems.push(`${file}:${line}: ${selector}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(8);
  });

  it('catch a field the entity lacks, a wrong type, a result that is not a boolean and an unknown entity', () => {
    expect(selectorProblem('repository', '!repository.is_private')).toBeUndefined();
    expect(selectorProblem('', "entity.name.startsWith('a/')")).toBeUndefined();
    expect(selectorProblem('repository', 'repository.stars > 3')).toMatch(/^check error: /);
    expect(selectorProblem('repository', 'repository.is_private == "yes"')).toMatch(/^check error: /);
    expect(selectorProblem('repository', 'repository.name')).toBe('gives string, not a boolean');
    expect(selectorProblem('repository', 'repository.name ==')).toMatch(/^parse error: /);
    expect(selectorProblem('artifact', 'repository.is_private')).toMatch(/^check error: /);
    expect(selectorProblem('repositories', 'true')).toBe(
      '`repositories` is not an entity a selector can name',
    );
    expect(
      pageSelectors(
        '```yaml\nselection:\n  - entity: repository\n    selector: "!repository.is_fork"\n```\n',
      ),
    ).toEqual([{ line: 1, entity: 'repository', selector: '!repository.is_fork' }]);
  });
});
