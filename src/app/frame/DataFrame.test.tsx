import { MantineProvider } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataFrame } from './DataFrame';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <MantineProvider>
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  </MantineProvider>
);

const frame = (value: { name: string } | null | undefined) =>
  render(
    <DataFrame value={value} notFound="Contract not found">
      {(c) => <p>Loaded {c.name}</p>}
    </DataFrame>,
    { wrapper },
  );

describe('DataFrame', () => {
  it('shows a labelled spinner while the query loads', () => {
    const { container } = frame(undefined);
    expect(container.querySelector('[aria-label="Loading"]')).not.toBeNull();
    expect(screen.queryByText('Contract not found')).toBeNull();
  });

  it('says not found when the device does not have it', () => {
    frame(null);
    expect(screen.getByText('Contract not found')).toBeTruthy();
    expect(screen.queryByText(/^Loaded/)).toBeNull();
  });

  it('renders the screen with the loaded value', () => {
    frame({ name: 'Summer' });
    expect(screen.getByText('Loaded Summer')).toBeTruthy();
    expect(document.querySelector('[aria-label="Loading"]')).toBeNull();
  });
});
