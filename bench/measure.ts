/** Pure helpers of the benchmark: kept apart from the browser work so they can be unit tested. */

export type Weight = { js: number; css: number; html: number };

/** What a response counts towards, from Playwright's resource type; undefined for the rest. */
export function weightKind(resourceType: string): keyof Weight | undefined {
  switch (resourceType) {
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    case 'document':
      return 'html';
    default:
      return undefined;
  }
}

export function addWeight(total: Weight, resourceType: string, gzipBytes: number): Weight {
  const kind = weightKind(resourceType);
  return kind ? { ...total, [kind]: total[kind] + gzipBytes } : total;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export type Targets = { minScore: number; maxJsBytes: number };

export const targets: Targets = { minScore: 90, maxJsBytes: 175 * 1024 };

/** The REST API reference's pages carry the OpenAPI theme: issue 3 allows them 220 KB. */
export const apiTargets: Targets = { minScore: 90, maxJsBytes: 220 * 1024 };

export type PageResult = { path: string; weight: Weight; scores: number[] };

/** The targets a page misses, as sentences; empty when it meets them all. */
export function missedTargets(result: PageResult, goal: Targets = targets): string[] {
  const missed: string[] = [];
  const score = median(result.scores);
  if (score < goal.minScore) {
    missed.push(`${result.path}: Lighthouse performance ${score} is below ${goal.minScore}`);
  }
  if (result.weight.js > goal.maxJsBytes) {
    missed.push(
      `${result.path}: first-visit JavaScript ${kilobytes(result.weight.js)} is above ${kilobytes(goal.maxJsBytes)}`,
    );
  }
  return missed;
}
