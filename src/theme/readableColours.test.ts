import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, worstContrast } from './contrast';
import {
  lightVariantBackgrounds,
  pageBackgrounds,
  readableColourVariables,
} from './readableColours';
import { themeFor, WATERMARK_TINT, type AppTheme } from './themes';

const colors = DEFAULT_THEME.colors;
const THEMES: [string, AppTheme][] = [
  ['default', themeFor(null)],
  ['red', themeFor({ mobileTheme: 'Red', backgroundUrl: null, backgroundColorCode: null })],
  [
    'watermark',
    themeFor({ mobileTheme: 'watermark', backgroundUrl: null, backgroundColorCode: null }),
  ],
];

type Pair = [theme: string, what: string, text: string, backgrounds: string[]];

/** Every text/background pair the theme's variables make, in every tenant theme. */
function pairs(): Pair[] {
  const all: Pair[] = [];
  for (const [name, app] of THEMES) {
    const v = readableColourVariables(app, colors, app.primaryColor);
    const page = pageBackgrounds(app, colors);
    all.push([name, 'dimmed text', v['--mantine-color-dimmed']!, page]);
    all.push([name, 'placeholder', v['--mantine-color-placeholder']!, page]);
    all.push([name, 'link', v['--mantine-color-anchor']!, page]);
    all.push([name, 'error', v['--mantine-color-error']!, page]);
    all.push([name, 'success', v['--mantine-color-success']!, page]);
    all.push([name, 'disabled', v['--mantine-color-disabled-color']!, ['#e9ecef']]);
    for (const colour of Object.keys(colors)) {
      const light = lightVariantBackgrounds(colour, app, colors);
      const filled = v[`--mantine-color-${colour}-filled`]!;
      all.push([name, `${colour} text and outline`, v[`--mantine-color-${colour}-text`]!, page]);
      all.push([name, `${colour} light badge`, v[`--mantine-color-${colour}-light-color`]!, light]);
      all.push([name, `white on ${colour} filled`, '#ffffff', [filled]]);
      all.push([
        name,
        `white on ${colour} filled, hovered`,
        '#ffffff',
        [v[`--mantine-color-${colour}-filled-hover`]!],
      ]);
    }
    const scheme = app.colors;
    all.push([name, 'scheme text', scheme.textColor, [scheme.backgroundColor, scheme.hoverColor]]);
    all.push([
      name,
      'scheme calendar date',
      scheme.calendarDateColor,
      [scheme.background, scheme.lightBackground, scheme.lightBackgroundCalendar],
    ]);
  }
  return all;
}

describe('every text colour of the theme reads (WCAG AA, 4.5:1)', () => {
  it.each(pairs())('%s: %s', (_theme, _what, text, backgrounds) => {
    expect(worstContrast(text, backgrounds)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('readable colours keep the look', () => {
  it('a palette colour that already reads is kept as it is', () => {
    const ink = [
      '#ffffff',
      '#ffffff',
      '#ffffff',
      '',
      '',
      '',
      '#1864ab',
      '',
      '',
      '#0b3d6b',
    ] as const;
    const v = readableColourVariables(THEMES[0]![1], { ...colors, ink }, 'blue');
    expect(v['--mantine-color-ink-filled']).toBe('#1864ab');
    expect(v['--mantine-color-ink-light-color']).toBe('#0b3d6b');
    expect(v['--mantine-color-gray-light-color']).toBe(colors.gray[9]);
  });

  it('dimmed text stays lighter than body text', () => {
    for (const [, app] of THEMES) {
      const dimmed = readableColourVariables(app, colors, app.primaryColor)[
        '--mantine-color-dimmed'
      ]!;
      expect(contrastRatio(dimmed, '#ffffff')).toBeLessThan(
        contrastRatio('#000000', '#ffffff') / 3,
      );
    }
  });
});

describe('the watermark', () => {
  const svg = readFileSync(resolve('public/watermark.svg'), 'utf8');
  const watermark = THEMES[2]![1];

  it('is drawn opaque in the tint the contrast table checks text against', () => {
    expect(svg).toContain(`stroke="${WATERMARK_TINT}"`);
    expect(svg).not.toMatch(/opacity/);
    expect(pageBackgrounds(watermark, colors)).toContain(WATERMARK_TINT);
  });

  it('can be seen on the page (it was 8 % opacity: 1.0:1)', () => {
    expect(contrastRatio(WATERMARK_TINT, watermark.colors.background)).toBeGreaterThanOrEqual(1.2);
  });
});
