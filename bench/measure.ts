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

/** A file a page fetched: its path on the site, Playwright's resource type and its gzip bytes. */
export type FileCost = { path: string; resourceType: string; bytes: number };

export function weightOf(files: readonly FileCost[]): Weight {
  const weight: Weight = { js: 0, css: 0, html: 0 };
  for (const file of files) {
    const kind = weightKind(file.resourceType);
    if (kind) weight[kind] += file.bytes;
  }
  return weight;
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

export function totalBytes(files: readonly { bytes: number }[]): number {
  return files.reduce((sum, file) => sum + file.bytes, 0);
}

/**
 * What is wrong when `files` weigh more than `budget` gzip bytes, naming `what`, the bytes, the
 * budget and the largest files, so that the change that made them grow is easy to find; undefined
 * within the budget.
 */
export function overBudget(what: string, files: readonly FileCost[], budget: number): string | undefined {
  const bytes = totalBytes(files);
  if (bytes <= budget) return undefined;
  const largest = [...files]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5)
    .map((file) => `${file.path} (${file.bytes})`);
  return (
    `${what}: ${bytes} gzip bytes (${kilobytes(bytes)}) is above its budget of ${budget}` +
    ` (${kilobytes(budget)}, bench/budgets.ts); largest files: ${largest.join(', ')}`
  );
}

/** Lighthouse mobile performance at least `minScore` with total blocking time at most `maxBlockingMs`, medians. */
export type Targets = { minScore: number; maxBlockingMs: number; maxJsBytes: number };

/** A page's first-visit weight, and its Lighthouse scores and total blocking times, one per run. */
export type PageResult = { path: string; weight: Weight; scores: number[]; blockingMs: number[] };

/** The targets a page misses, as sentences; empty when it meets them all. */
export function missedTargets(result: PageResult, goal: Targets): string[] {
  const missed: string[] = [];
  const score = median(result.scores);
  if (score < goal.minScore) {
    missed.push(`${result.path}: Lighthouse performance ${score} is below ${goal.minScore}`);
  }
  const blocking = median(result.blockingMs);
  if (blocking > goal.maxBlockingMs) {
    missed.push(
      `${result.path}: total blocking time ${Math.round(blocking)} ms is above ${goal.maxBlockingMs} ms`,
    );
  }
  if (result.weight.js > goal.maxJsBytes) {
    missed.push(
      `${result.path}: first-visit JavaScript ${kilobytes(result.weight.js)} is above ${kilobytes(goal.maxJsBytes)}`,
    );
  }
  return missed;
}
