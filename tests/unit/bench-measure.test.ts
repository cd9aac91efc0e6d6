import { describe, expect, it } from 'vitest';
import { kilobytes, median, missedTargets, overBudget, weightKind, weightOf } from '../../bench/measure';

describe('bench measure helpers', () => {
  it('counts scripts, stylesheets and documents, and nothing else', () => {
    expect(weightKind('script')).toBe('js');
    expect(weightKind('stylesheet')).toBe('css');
    expect(weightKind('document')).toBe('html');
    expect(weightKind('image')).toBeUndefined();
    const files = [
      { resourceType: 'script', bytes: 100 },
      { resourceType: 'script', bytes: 50 },
      { resourceType: 'stylesheet', bytes: 20 },
      { resourceType: 'document', bytes: 7 },
      { resourceType: 'font', bytes: 999 },
    ].map((file, index) => ({ ...file, path: `/file-${index}` }));
    expect(weightOf(files)).toEqual({ js: 150, css: 20, html: 7 });
  });

  it('takes the median of odd and even runs', () => {
    expect(median([95, 92, 98])).toBe(95);
    expect(median([90, 100])).toBe(95);
    expect(() => median([])).toThrow('median of no values');
  });

  it('formats bytes as kilobytes', () => {
    expect(kilobytes(175 * 1024)).toBe('175.0 KB');
    expect(kilobytes(1536)).toBe('1.5 KB');
  });

  it('names each target a page misses', () => {
    const goal = { minScore: 98, maxBlockingMs: 150, maxJsBytes: 175 * 1024 };
    const light = { js: 150 * 1024, css: 0, html: 0 };
    expect(
      missedTargets({ path: '/', weight: light, scores: [99, 97, 100], blockingMs: [200, 120, 90] }, goal),
    ).toEqual([]);
    expect(
      missedTargets(
        {
          path: '/x',
          weight: { ...light, js: 200 * 1024 },
          scores: [80, 85, 95],
          blockingMs: [151, 300, 20],
        },
        goal,
      ),
    ).toEqual([
      '/x: Lighthouse performance 85 is below 98',
      '/x: total blocking time 151 ms is above 150 ms',
      '/x: first-visit JavaScript 200.0 KB is above 175.0 KB',
    ]);
  });

  it('names what is over its budget, by how much, and its five largest files', () => {
    const files = [3, 40, 7, 1, 20, 9].map((kb, index) => ({
      path: `/assets/js/${index}.js`,
      resourceType: 'script',
      bytes: kb * 1024,
    }));
    expect(overBudget('the home page /', files, 80 * 1024)).toBeUndefined();
    expect(overBudget('the home page /', files, 80 * 1024 - 1)).toBe(
      'the home page /: 81920 gzip bytes (80.0 KB) is above its budget of 81919 (80.0 KB, bench/budgets.ts);' +
        ' largest files: /assets/js/1.js (40960), /assets/js/4.js (20480), /assets/js/5.js (9216),' +
        ' /assets/js/2.js (7168), /assets/js/0.js (3072)',
    );
  });
});
