import { describe, expect, it } from 'vitest';
import { addWeight, kilobytes, median, missedTargets, weightKind } from '../../bench/measure';

describe('bench measure helpers', () => {
  it('counts scripts, stylesheets and documents, and nothing else', () => {
    expect(weightKind('script')).toBe('js');
    expect(weightKind('stylesheet')).toBe('css');
    expect(weightKind('document')).toBe('html');
    expect(weightKind('image')).toBeUndefined();
    let weight = { js: 0, css: 0, html: 0 };
    weight = addWeight(weight, 'script', 100);
    weight = addWeight(weight, 'script', 50);
    weight = addWeight(weight, 'stylesheet', 20);
    weight = addWeight(weight, 'document', 7);
    weight = addWeight(weight, 'font', 999);
    expect(weight).toEqual({ js: 150, css: 20, html: 7 });
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
    const light = { js: 150 * 1024, css: 0, html: 0 };
    expect(missedTargets({ path: '/', weight: light, scores: [91, 89, 95] })).toEqual([]);
    expect(missedTargets({ path: '/x', weight: { ...light, js: 200 * 1024 }, scores: [80, 85, 95] })).toEqual(
      ['/x: Lighthouse performance 85 is below 90', '/x: first-visit JavaScript 200.0 KB is above 175.0 KB'],
    );
  });
});
