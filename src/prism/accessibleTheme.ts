/**
 * Code-block colours that every reader can read.
 *
 * The stock Prism themes (github, dracula) colour some tokens below the WCAG AA
 * contrast of 4.5:1 against their own background: comments, strings, numbers and
 * more. Rather than hand-pick every colour, `accessibleTheme` walks each token
 * colour towards black or white (whichever side the background is not on) until it
 * reaches the target contrast, so the theme keeps its hues and becomes readable.
 */
import type { PrismTheme } from 'prism-react-renderer';

export const AA_NORMAL_TEXT = 4.5;

type Rgb = [number, number, number];

/** Parses `#rgb`, `#rrggbb`, `rgb(r, g, b)` and `rgba(r, g, b, a)` (alpha ignored). */
export function parseColor(color: string): Rgb {
  const text = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1]!;
    const full =
      digits.length === 3
        ? digits
            .split('')
            .map((digit) => digit + digit)
            .join('')
        : digits;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*[\d.]+\s*)?\)$/.exec(text);
  if (rgb) {
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  throw new Error(`Unsupported colour "${color}": use #rgb, #rrggbb or rgb()`);
}

function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance as WCAG 2.1 defines it. */
export function luminance(color: string): number {
  const [red, green, blue] = parseColor(color).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Returns `color` unchanged when it already reaches `target` against `background`,
 * otherwise the first mix of it with black (on light backgrounds) or white (on dark
 * ones), in 1 % steps, that does.
 */
export function ensureContrast(color: string, background: string, target = AA_NORMAL_TEXT): string {
  if (contrastRatio(color, background) >= target) {
    return color;
  }
  const from = parseColor(color);
  const towards: Rgb = luminance(background) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step += 1) {
    const share = step / 100;
    const mixed = toHex(from.map((channel, index) => channel + (towards[index]! - channel) * share) as Rgb);
    if (contrastRatio(mixed, background) >= target) {
      return mixed;
    }
  }
  throw new Error(`No colour reaches a contrast of ${target} against ${background}`);
}

/**
 * A copy of `theme` whose plain and token colours all reach `target` on its
 * background, with no translucent tokens.
 */
export function accessibleTheme(theme: PrismTheme, target = AA_NORMAL_TEXT): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background) {
    throw new Error('A Prism theme needs plain.backgroundColor to check contrast against');
  }
  const fix = (color: string | undefined) =>
    color === undefined ? undefined : ensureContrast(color, background, target);
  return {
    plain: { ...theme.plain, color: fix(theme.plain.color) },
    styles: theme.styles.map((entry) => {
      // A token drawn translucent blends into the background: draw it opaque.
      const { opacity: _opacity, ...style } = entry.style;
      return { ...entry, style: { ...style, ...(style.color ? { color: fix(style.color) } : {}) } };
    }),
  };
}
