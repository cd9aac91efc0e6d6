// Prints "N passed, N failed[, N skipped]" from the test runners' JSON reports.
// Usage: node .ci/summary.mjs <exit status of the test command>
// A test that failed and then passed on retry counts as passed. When the test
// command failed before any runner recorded a failure (lint, type check or the
// build), that step counts as one failure, so the line never hides a red run.
import { existsSync, readFileSync } from 'node:fs';

const commandStatus = Number(process.argv[2] ?? 0);
const counts = { passed: 0, failed: 0, skipped: 0 };
const found = [];

function read(path) {
  if (!existsSync(path)) return undefined;
  found.push(path);
  return JSON.parse(readFileSync(path, 'utf8'));
}

const vitest = read('test-results/vitest.json');
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A test file that cannot even load fails its suite without failing a test.
  if (!vitest.success && vitest.numFailedTests === 0) counts.failed += vitest.numFailedTestSuites;
}

const playwright = read('test-results/playwright.json');
if (playwright) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = playwright.stats;
  counts.passed += expected + flaky;
  counts.failed += unexpected;
  counts.skipped += skipped;
  if (playwright.errors?.length) counts.failed += playwright.errors.length;
}

if (commandStatus !== 0 && counts.failed === 0) {
  console.log(`The test command exited with ${commandStatus} outside the test runners (see the log above).`);
  counts.failed += 1;
}
for (const [name, report] of [
  ['test-results/vitest.json', vitest],
  ['test-results/playwright.json', playwright],
]) {
  if (report === undefined && commandStatus === 0) {
    // The command passed but a runner left no report: something skipped it.
    console.log(`${name} is missing although the test command passed.`);
    counts.failed += 1;
  }
}
if (found.length === 0) console.log('No test report was written.');

const parts = [`${counts.passed} passed`, `${counts.failed} failed`];
if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
console.log(parts.join(', '));
process.exit(counts.failed > 0 ? 1 : 0);
