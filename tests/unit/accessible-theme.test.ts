import { themes } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import {
  accessibleTheme,
  contrastRatio,
  ensureContrast,
  luminance,
  parseColor,
} from '../../src/prism/accessibleTheme';

describe('colour arithmetic', () => {
  it('parses the colour forms the Prism themes use', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#393A34')).toEqual([57, 58, 52]);
    expect(parseColor('rgb(98, 114, 164)')).toEqual([98, 114, 164]);
    expect(parseColor('rgba(98,114,164,0.5)')).toEqual([98, 114, 164]);
    expect(() => parseColor('hsl(0 0% 0%)')).toThrow('Unsupported colour "hsl(0 0% 0%)"');
  });

  it('computes WCAG luminance and contrast', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    // A known pair: #767676 on white is the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('ensureContrast', () => {
  it('leaves a colour that already passes unchanged', () => {
    expect(ensureContrast('#393A34', '#f6f8fa')).toBe('#393A34');
  });

  it('darkens on light backgrounds and lightens on dark ones, just enough', () => {
    const darker = ensureContrast('#999988', '#f6f8fa');
    expect(contrastRatio(darker, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    expect(luminance(darker)).toBeLessThan(luminance('#999988'));

    const lighter = ensureContrast('rgb(98, 114, 164)', '#282A36');
    expect(contrastRatio(lighter, '#282A36')).toBeGreaterThanOrEqual(4.5);
    expect(luminance(lighter)).toBeGreaterThan(luminance('rgb(98, 114, 164)'));
    // One step less would not be enough.
    expect(contrastRatio(lighter, '#282A36')).toBeLessThan(4.8);
  });

  it('says so when no colour can reach the target', () => {
    expect(() => ensureContrast('#777', '#808080', 22)).toThrow('No colour reaches a contrast of 22');
  });
});

describe('accessibleTheme', () => {
  for (const name of ['github', 'dracula'] as const) {
    it(`makes every ${name} token reach 4.5:1 and draws none translucent`, () => {
      const theme = accessibleTheme(themes[name]);
      const background = theme.plain.backgroundColor!;
      expect(background).toBe(themes[name].plain.backgroundColor);
      expect(contrastRatio(theme.plain.color!, background)).toBeGreaterThanOrEqual(4.5);
      expect(theme.styles).toHaveLength(themes[name].styles.length);
      theme.styles.forEach((entry, index) => {
        expect(entry.types).toEqual(themes[name].styles[index]!.types);
        expect(entry.style.opacity).toBeUndefined();
        if (entry.style.color) {
          expect(contrastRatio(entry.style.color, background)).toBeGreaterThanOrEqual(4.5);
        }
        expect(entry.style.fontStyle).toBe(themes[name].styles[index]!.style.fontStyle);
      });
    });
  }

  it('needs a background to check against', () => {
    expect(() => accessibleTheme({ plain: { color: '#000' }, styles: [] })).toThrow('plain.backgroundColor');
  });
});
