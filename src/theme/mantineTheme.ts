import { createTheme, Input, type MantineThemeOverride } from '@mantine/core';
import type { AppTheme } from './themes';

export function mantineThemeFor(theme: AppTheme): MantineThemeOverride {
  return createTheme({
    primaryColor: theme.primaryColor,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    other: { colors: theme.colors },
    components: {
      // A disabled input is not dimmed: its colours alone meet WCAG AA (readableDisabled.ts).
      Input: Input.extend({ styles: { input: { opacity: 1 } } }),
    },
  });
}
