/**
 * The filters of the rule type catalog (/ref/rules) and their place in the
 * URL: `?entity=repository&provider=github&engine=rego&remediation=none&phase=alpha&q=branch`.
 * Kept apart from the component so that the unit tests can run them.
 */

/** One row of the catalog, written into the page by scripts/rules/catalog.ts. */
export type CatalogRuleType = {
  name: string;
  displayName: string;
  summary: string;
  entity: string;
  /** The provider folder of the rules repository that holds the rule type: `github`, `gitlab` or `common`. */
  provider: string;
  ingest: string;
  engine: string;
  regoType: string | null;
  remediate: string | null;
  alert: string | null;
  severity: string | null;
  releasePhase: string | null;
  settings: string[];
  params: string[];
  /** The path of the rule type's file in the rules repository, and its address at the documented commit. */
  file: string;
  fileUrl: string;
  /** Its section on a rule page of this site, when one documents it. */
  page: string | null;
};

/** The select filters, in the order the page shows them; `none` stands for a rule type without the value. */
export const selectFilters = [
  { key: 'entity', label: 'Entity', valueOf: (rule: CatalogRuleType) => rule.entity },
  { key: 'provider', label: 'Provider', valueOf: (rule: CatalogRuleType) => rule.provider },
  { key: 'engine', label: 'Engine', valueOf: (rule: CatalogRuleType) => rule.engine },
  { key: 'remediation', label: 'Remediation', valueOf: (rule: CatalogRuleType) => rule.remediate ?? 'none' },
  { key: 'phase', label: 'Release phase', valueOf: (rule: CatalogRuleType) => rule.releasePhase ?? 'none' },
] as const;

export type SelectKey = (typeof selectFilters)[number]['key'];

/** What the reader filters by: a value per select ('' for all) and the text. */
export type FilterState = Record<SelectKey, string> & { q: string };

export const noFilters: FilterState = {
  entity: '',
  provider: '',
  engine: '',
  remediation: '',
  phase: '',
  q: '',
};

/** The filters a query string asks for; unknown keys are ignored, and a value no row has matches no row. */
export function parseFilters(search: string): FilterState {
  const params = new URLSearchParams(search);
  const state = { ...noFilters };
  for (const key of Object.keys(noFilters) as (keyof FilterState)[])
    state[key] = params.get(key)?.trim() ?? '';
  return state;
}

/**
 * The query string of `state` with the other parameters of `search` kept as
 * they were; '' when nothing is filtered and nothing else was there.
 */
export function searchOf(state: FilterState, search = ''): string {
  const params = new URLSearchParams(search);
  for (const key of Object.keys(noFilters) as (keyof FilterState)[]) {
    if (state[key]) params.set(key, state[key]);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The words of a rule type that the text filter looks in. */
function textOf(rule: CatalogRuleType): string {
  return [rule.name, rule.displayName, rule.summary, ...rule.settings, ...rule.params]
    .join('\n')
    .toLowerCase();
}

/** Whether a rule type passes every filter; the text filter wants each of its words somewhere in the row. */
export function matches(rule: CatalogRuleType, state: FilterState): boolean {
  for (const filter of selectFilters) {
    const wanted = state[filter.key];
    if (wanted && filter.valueOf(rule) !== wanted) return false;
  }
  const words = state.q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = textOf(rule);
  return words.every((word) => text.includes(word));
}

/** The values a select offers: those of the rows, sorted, with how many rows have each. */
export function optionsOf(rules: CatalogRuleType[], key: SelectKey): { value: string; count: number }[] {
  const filter = selectFilters.find((candidate) => candidate.key === key)!;
  const counts = new Map<string, number>();
  for (const rule of rules) counts.set(filter.valueOf(rule), (counts.get(filter.valueOf(rule)) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => (a === 'none' ? 1 : b === 'none' ? -1 : a.localeCompare(b)))
    .map(([value, count]) => ({ value, count }));
}
