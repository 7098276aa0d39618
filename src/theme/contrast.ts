/**
 * WCAG 2 contrast arithmetic on #rrggbb colours, and the one rule the theme uses to make a
 * colour readable: darken it, keeping its hue, until it reaches the ratio on every background
 * it may sit on.
 */

/** WCAG 2.1 SC 1.4.3: normal text needs 4.5:1 against its background. */
export const MIN_TEXT_CONTRAST = 4.5;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (parts: number[]) =>
  `#${parts.map((p) => Math.round(p).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour mixed with black: `amount` 0 keeps it, 1 gives black. */
export function darken(hex: string, amount: number): string {
  return toHex(rgb(hex).map((c) => c * (1 - amount)));
}

/** The lowest contrast of `colour` over all `backgrounds`. */
export function worstContrast(colour: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((b) => contrastRatio(colour, b)));
}

const STEP = 0.02;

/**
 * `colour` itself when it already reads on every background, else the least darkened version
 * of it that does (black at the end, which reads on any light background).
 */
export function readableOn(
  colour: string,
  backgrounds: readonly string[],
  min = MIN_TEXT_CONTRAST,
): string {
  for (let amount = 0; amount < 1; amount += STEP) {
    const candidate = darken(colour, amount);
    if (worstContrast(candidate, backgrounds) >= min) return candidate;
  }
  return '#000000';
}
