import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../render.testkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemovableList, RemoveButton } from './RemovableList';

afterEach(cleanup);

type Row = { id: number; name: string };

const list = (rows: Row[], onRemove: (row: Row) => void) =>
  renderInApp(
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
