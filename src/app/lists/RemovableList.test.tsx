import { MantineProvider } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RemovableList, RemoveButton } from './RemovableList';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <MantineProvider>
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  </MantineProvider>
);

type Row = { id: number; name: string };

const list = (rows: Row[], onRemove: (row: Row) => void) =>
  render(
    <RemovableList
      rows={rows}
      label="Subscriptions"
      empty={<p>You have none.</p>}
      confirm={{
        title: 'Delete subscription?',
        text: (row) => `${row.name} stops receiving jobs.`,
        confirmLabel: 'Delete',
      }}
      onRemove={onRemove}
    >
      {(row, ask) => (
        <li key={row.id} aria-label={row.name}>
          {row.name}
          <RemoveButton label={`Delete ${row.name}`} onClick={() => ask(row)} />
        </li>
      )}
    </RemovableList>,
    { wrapper },
  );

describe('RemovableList', () => {
  it('shows the empty state instead of an empty list', () => {
    list([], vi.fn());
    expect(screen.getByText('You have none.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('names the list and its rows', () => {
    list([{ id: 1, name: 'Phone' }], vi.fn());
    const ul = screen.getByRole('list', { name: 'Subscriptions' });
    expect(ul.querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete Phone' })).toBeTruthy();
  });

  it('removes nothing until the person confirms, then the asked row', async () => {
    const onRemove = vi.fn();
    list(
      [
        { id: 1, name: 'Phone' },
        { id: 2, name: 'Laptop' },
      ],
      onRemove,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete subscription?' });
    expect(dialog.textContent).toContain('Laptop stops receiving jobs.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRemove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Phone' }));
    await screen.findByText('Phone stops receiving jobs.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onRemove).toHaveBeenCalledWith({ id: 1, name: 'Phone' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
