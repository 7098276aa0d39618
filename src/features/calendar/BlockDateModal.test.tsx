import { MantineProvider } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlockDateModal } from './BlockDateModal';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <MantineProvider>
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  </MantineProvider>
);

describe('BlockDateModal', () => {
  // It once called the browser's window.close() instead: Cancel and Escape did nothing in a
  // tab, and could close an installed app's window.
  it.each([
    ['Cancel', () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => fireEvent.keyDown(screen.getByLabelText(/Reason/), { key: 'Escape' })],
  ])('%s closes the form, not the window', (_how, act) => {
    const onClose = vi.fn();
    const windowClose = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    render(<BlockDateModal opened onClose={onClose} />, { wrapper });
    act();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(windowClose).not.toHaveBeenCalled();
    windowClose.mockRestore();
  });
});
