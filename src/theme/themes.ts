import type { Tenant } from '../api/schemas/session';

/** SPEC §3 colour scheme of a tenant theme. */
export type ColorScheme = {
  backgroundColor: string;
  background: string;
  textColor: string;
  hoverColor: string;
  lightBackground: string;
  lightBackgroundCalendar: string;
  calendarDateColor: string;
};

export type ThemeName = 'default' | 'red' | 'watermark';

export type AppTheme = {
  name: ThemeName;
  primaryColor: 'blue' | 'red' | 'teal';
  colors: ColorScheme;
  watermarkUrl: string | null;
  /**
   * The one colour the watermark image is drawn in, opaque: text over it is checked against
   * it like any other background (readableColours.ts), so the mark can be seen and the text
   * on it still reads. A translucent mark over text would change the text's contrast instead.
   */
  watermarkTint: string | null;
  backgroundUrl: string | null;
  backgroundColor: string | null;
};

/** Each scheme's text colours read on its backgrounds (4.5:1, readableColours.test.ts). */
const DEFAULT_COLORS: ColorScheme = {
  backgroundColor: '#1971c2',
  background: '#f8f9fa',
  textColor: '#ffffff',
  hoverColor: '#1864ab',
  lightBackground: '#e7f5ff',
  lightBackgroundCalendar: '#d0ebff',
  calendarDateColor: '#1864ab',
};

/** The stroke colour of public/watermark.svg (themes.test.ts keeps the two equal). */
export const WATERMARK_TINT = '#c5e9ec';

/** The themes a tenant may name (SPEC §3): a red colour scheme and one with a watermark. */
const THEMES: Record<
  Exclude<ThemeName, 'default'>,
  Omit<AppTheme, 'backgroundUrl' | 'backgroundColor'>
> = {
  red: {
    name: 'red',
    primaryColor: 'red',
    watermarkUrl: null,
    watermarkTint: null,
    colors: {
      backgroundColor: '#c92a2a',
      background: '#fff5f5',
      textColor: '#ffffff',
      hoverColor: '#a61e1e',
      lightBackground: '#ffe3e3',
      lightBackgroundCalendar: '#ffc9c9',
      calendarDateColor: '#862e2e',
    },
  },
  watermark: {
    name: 'watermark',
    primaryColor: 'teal',
    watermarkUrl: '/watermark.svg',
    watermarkTint: WATERMARK_TINT,
    colors: {
      backgroundColor: '#0b7285',
      background: '#f3fafa',
      textColor: '#ffffff',
      hoverColor: '#095c6b',
      lightBackground: '#e3fafc',
      lightBackgroundCalendar: '#c5f6fa',
      calendarDateColor: '#0b7285',
    },
  },
};

/** SPEC §9: themes are applied by lowercased name; the default theme needs no name. */
export function themeFor(
  tenant: Pick<Tenant, 'mobileTheme' | 'backgroundUrl' | 'backgroundColorCode'> | null,
): AppTheme {
  const key = tenant?.mobileTheme?.trim().toLowerCase() ?? '';
  const base =
    key === 'red' || key === 'watermark'
      ? THEMES[key]
      : {
          name: 'default' as const,
          primaryColor: 'blue' as const,
          watermarkUrl: null,
          watermarkTint: null,
          colors: DEFAULT_COLORS,
        };
  return {
    ...base,
    backgroundUrl: tenant?.backgroundUrl ?? null,
    backgroundColor: normaliseColor(tenant?.backgroundColorCode ?? null),
  };
}

/** Accepts "#abc", "abc", "#aabbcc" or "aabbcc"; anything else is ignored. */
export function normaliseColor(code: string | null): string | null {
  if (!code) return null;
  const hex = code.trim().replace(/^#/, '');
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? `#${hex.toLowerCase()}` : null;
}

export const PAGE_TITLE_SEPARATOR = ' - ';
