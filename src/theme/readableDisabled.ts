import type { CSSVariablesResolver } from '@mantine/core';

/**
 * Disabled controls that stay readable (issue 12 §6: a signed-off form was faint grey on grey).
 *
 * A form that was sent shows its answers in disabled inputs: they are content a person reads
 * and shows a client, not a control to ignore. Mantine's default writes them gray-5 on gray-2
 * (1.75:1) and dims them to 60 %. Here the disabled text is dark enough for WCAG AA (4.5:1) on
 * the disabled background in both colour schemes, and inputs are not dimmed; the grey
 * background and the not-allowed cursor still say "cannot be changed".
 */
export const DISABLED_COLOURS = {
  light: { background: '#e9ecef', text: '#495057' }, // gray-2, gray-7
  dark: { background: '#2e2e2e', text: '#b8b8b8' }, // dark-6, dark-1
} as const;

export const readableDisabledVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-disabled': DISABLED_COLOURS.light.background,
    '--mantine-color-disabled-color': DISABLED_COLOURS.light.text,
  },
  dark: {
    '--mantine-color-disabled': DISABLED_COLOURS.dark.background,
    '--mantine-color-disabled-color': DISABLED_COLOURS.dark.text,
  },
});

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
