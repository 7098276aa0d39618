import type { CSSVariablesResolver, MantineThemeColors } from '@mantine/core';
import { darken, readableOn } from './contrast';
import { DISABLED_COLOURS } from './readableDisabled';
import type { AppTheme } from './themes';

/**
 * Colours that read (issue 17: axe found `color-contrast` on every screen), decided once in
 * the theme for every screen and every tenant theme instead of per screen.
 *
 * Mantine draws text in colours that fail WCAG AA on a light page: dimmed text and
 * placeholders gray-6 (3.3:1 on white), links, outline and "light" badges and `c="red"` in
 * shade 6 (blue 3.6:1), and white labels on filled shade 6 (white on green 2.4:1). Here
 * every one of those is the palette's own colour darkened just enough to reach 4.5:1 on every
 * background the theme paints (readableOn), so hues and the dimmed/normal hierarchy stay.
 * Text on filled buttons and badges is white, which reads because the fill is that same
 * readable colour and white is the lightest background of all.
 */

/** Darker again for a filled control under the pointer, as Mantine's own hover shade is. */
const HOVER_DARKEN = 0.12;

/** Every background a theme paints behind text: cards, the page, its tints, the watermark. */
export function pageBackgrounds(app: AppTheme, colors: MantineThemeColors): string[] {
  const backgrounds = [
    '#ffffff',
    colors.gray[0],
    app.colors.background,
    app.colors.lightBackground,
    app.backgroundColor,
    app.watermarkTint,
  ];
  return [...new Set(backgrounds.filter((b): b is string => b !== null))];
}

/** Where a "light" variant's text sits: the page, and the colour's own tints (rest, hover). */
export function lightVariantBackgrounds(
  name: string,
  app: AppTheme,
  colors: MantineThemeColors,
): string[] {
  const palette = colors[name];
  const tints = palette ? [palette[1], palette[2]] : [];
  return [...pageBackgrounds(app, colors), ...tints];
}

/** The light-scheme CSS variables that make every colour of the theme read (see above). */
export function readableColourVariables(
  app: AppTheme,
  colors: MantineThemeColors,
  primaryColor: string,
): Record<string, string> {
  const variables: Record<string, string> = {};
  const readable: Record<string, string> = {};
  const page = pageBackgrounds(app, colors);
  for (const [name, palette] of Object.entries(colors)) {
    const colour = readableOn(palette[6], page);
    readable[name] = colour;
    variables[`--mantine-color-${name}-filled`] = colour;
    variables[`--mantine-color-${name}-filled-hover`] = darken(colour, HOVER_DARKEN);
    variables[`--mantine-color-${name}-text`] = colour;
    variables[`--mantine-color-${name}-outline`] = colour;
    variables[`--mantine-color-${name}-light-color`] = readableOn(
      palette[9],
      lightVariantBackgrounds(name, app, colors),
    );
  }
  const dimmed = readableOn(colors.gray[6], [
    ...page,
    colors.gray[1],
    colors[primaryColor]?.[1] ?? colors.gray[1],
  ]);
  return {
    ...variables,
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-placeholder': dimmed,
    '--mantine-color-anchor': readable[primaryColor] ?? readableOn(colors.blue[6], page),
    '--mantine-color-error': readable.red ?? readableOn(colors.red[6], page),
    '--mantine-color-success': readableOn(colors.teal[8], page),
    '--mantine-color-disabled': DISABLED_COLOURS.light.background,
    '--mantine-color-disabled-color': DISABLED_COLOURS.light.text,
  };
}

/** The resolver MantineProvider takes: readable colours in light, readable disabled in dark. */
export function readableCssVariables(app: AppTheme): CSSVariablesResolver {
  return (theme) => ({
    variables: {},
    light: readableColourVariables(app, theme.colors, theme.primaryColor),
    dark: {
      '--mantine-color-disabled': DISABLED_COLOURS.dark.background,
      '--mantine-color-disabled-color': DISABLED_COLOURS.dark.text,
    },
  });
}
