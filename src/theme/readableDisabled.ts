/**
 * Disabled controls that stay readable (issue 12 §6: a signed-off form was faint grey on grey).
 *
 * A form that was sent shows its answers in disabled inputs: they are content a person reads
 * and shows a client, not a control to ignore. Mantine's default writes them gray-5 on gray-2
 * (1.75:1) and dims them to 60 %. Here the disabled text is dark enough for WCAG AA (4.5:1) on
 * the disabled background in both colour schemes, and inputs are not dimmed; the grey
 * background and the not-allowed cursor still say "cannot be changed". readableColours.ts
 * puts them in the theme's CSS variables.
 */
export const DISABLED_COLOURS = {
  light: { background: '#e9ecef', text: '#495057' }, // gray-2, gray-7
  dark: { background: '#2e2e2e', text: '#b8b8b8' }, // dark-6, dark-1
} as const;
