import { MantineProvider } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

const inApp = ({ children }: { children: ReactNode }) => (
  <MantineProvider>
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  </MantineProvider>
);

/**
 * Renders a component as the app would (Mantine and Lingui around it), in English from the
 * source texts: no catalog is loaded, so a test reads the words the code says.
 */
export function renderInApp(ui: ReactElement) {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
  return render(ui, { wrapper: inApp });
}
