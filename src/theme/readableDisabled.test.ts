import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { DISABLED_COLOURS } from './readableDisabled';

describe('readable disabled controls', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#777777', '#ffffff', 4.48],
    // Mantine's default disabled text on its disabled background: the faint grey on grey.
    ['#adb5bd', '#e9ecef', 1.75],
  ])('contrast of %s on %s is %d', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });

  it.each([
    ['light', DISABLED_COLOURS.light.text, DISABLED_COLOURS.light.background],
    ['light, on the white page', DISABLED_COLOURS.light.text, '#ffffff'],
    ['dark', DISABLED_COLOURS.dark.text, DISABLED_COLOURS.dark.background],
    ['dark, on the dark page', DISABLED_COLOURS.dark.text, '#242424'],
  ])('%s: disabled text meets WCAG AA (4.5:1)', (_scheme, text, background) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
