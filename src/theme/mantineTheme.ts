import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { AppTheme } from './themes';

export function mantineThemeFor(theme: AppTheme): MantineThemeOverride {
  return createTheme({
    primaryColor: theme.primaryColor,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    other: { colors: theme.colors },
  });
}
