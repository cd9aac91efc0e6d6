/**
 * The filters of the rule type catalog (src/components/RuleCatalog/filters.ts):
 * what a query string selects, how a state is written back to the URL, and
 * which rows pass.
 */
import { describe, expect, it } from 'vitest';
import {
  matches,
  noFilters,
  optionsOf,
  parseFilters,
  searchOf,
  type CatalogRuleType,
} from '../../src/components/RuleCatalog/filters';

const row = (overrides: Partial<CatalogRuleType>): CatalogRuleType => ({
  name: 'secret_scanning',
  displayName: 'Enable secret scanning',
  summary: 'Checks that GitHub secret scanning is turned on.',
  entity: 'repository',
  provider: 'github',
  ingest: 'rest',
  engine: 'jq',
  regoType: null,
  remediate: 'rest',
  alert: 'security_advisory',
  severity: 'high',
  releasePhase: 'beta',
  settings: ['skip_private_repos'],
  params: [],
  file: 'rule-types/github/secret_scanning.yaml',
  fileUrl: 'https://github.com/example',
  page: '/ref/rules/secret_scanning#secret_scanning',
  ...overrides,
});

describe('the catalog filters', () => {
  it('read their state from the query string, and ignore other parameters', () => {
    expect(parseFilters('?entity=artifact&q=%20sign%20&utm=x')).toEqual({
      ...noFilters,
      entity: 'artifact',
      q: 'sign',
    });
    expect(parseFilters('')).toEqual(noFilters);
  });

  it('write only what is filtered back, keeping other parameters', () => {
    expect(searchOf({ ...noFilters, engine: 'rego', remediation: 'none' })).toBe(
      '?engine=rego&remediation=none',
    );
    expect(searchOf(noFilters, '?engine=rego&utm=x')).toBe('?utm=x');
    expect(searchOf(noFilters, '?engine=rego')).toBe('');
    expect(searchOf({ ...noFilters, q: 'a&b' })).toBe('?q=a%26b');
    // A state read from a URL and written back gives the same URL.
    expect(searchOf(parseFilters('?provider=none&phase=alpha'))).toBe('?provider=none&phase=alpha');
  });

  it('pass a row that matches every filter, with `none` for a missing value', () => {
    expect(matches(row({}), noFilters)).toBe(true);
    expect(matches(row({}), { ...noFilters, entity: 'repository', engine: 'jq' })).toBe(true);
    expect(matches(row({}), { ...noFilters, entity: 'artifact' })).toBe(false);
    expect(matches(row({ remediate: null }), { ...noFilters, remediation: 'none' })).toBe(true);
    expect(matches(row({}), { ...noFilters, remediation: 'none' })).toBe(false);
    expect(matches(row({ provider: 'common' }), { ...noFilters, provider: 'github' })).toBe(false);
    expect(matches(row({ releasePhase: 'alpha' }), { ...noFilters, phase: 'beta' })).toBe(false);
  });

  it('find each word of the text in the name, title, summary, settings or parameters, in any case', () => {
    expect(matches(row({}), { ...noFilters, q: 'SECRET private' })).toBe(true);
    expect(matches(row({}), { ...noFilters, q: 'turned' })).toBe(true);
    expect(matches(row({ params: ['branch'] }), { ...noFilters, q: 'branch' })).toBe(true);
    expect(matches(row({}), { ...noFilters, q: 'secret dependabot' })).toBe(false);
  });

  it('offer the values the rows have, with their counts, `none` last', () => {
    const rows = [
      row({}),
      row({ remediate: null }),
      row({ remediate: 'pull_request' }),
      row({ remediate: null }),
    ];
    expect(optionsOf(rows, 'remediation')).toEqual([
      { value: 'pull_request', count: 1 },
      { value: 'rest', count: 1 },
      { value: 'none', count: 2 },
    ]);
  });
});
