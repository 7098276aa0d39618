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
  backgroundUrl: string | null;
  backgroundColor: string | null;
};

const DEFAULT_COLORS: ColorScheme = {
  backgroundColor: '#1c7ed6',
  background: '#f8f9fa',
  textColor: '#ffffff',
  hoverColor: '#1971c2',
  lightBackground: '#e7f5ff',
  lightBackgroundCalendar: '#d0ebff',
  calendarDateColor: '#1864ab',
};

/** The themes a tenant may name (SPEC §3): a red colour scheme and one with a watermark. */
const THEMES: Record<
  Exclude<ThemeName, 'default'>,
  Omit<AppTheme, 'backgroundUrl' | 'backgroundColor'>
> = {
  red: {
    name: 'red',
    primaryColor: 'red',
    watermarkUrl: null,
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
    colors: {
      backgroundColor: '#0c8599',
      background: '#f3fafa',
      textColor: '#ffffff',
      hoverColor: '#0b7285',
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
