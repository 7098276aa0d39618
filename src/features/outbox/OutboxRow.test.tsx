import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import type { OutboxRecord } from '../../db/db';
import { outboxRecord } from '../../sync/outbox/enqueue';

vi.mock('../../sync/outbox/resolve', () => ({ retryRecord: vi.fn() }));
const { OutboxRow } = await import('./OutboxRow');

afterEach(cleanup);

const record = (over: Partial<OutboxRecord>): OutboxRecord => ({
  ...outboxRecord('person:1', {
    kind: 'formResult.create',
    method: 'POST',
    path: '/formResults',
    body: {},
    entity: { table: 'formResults', id: -1 },
    baseVersion: null,
  }),
  ...over,
});

const row = (r: OutboxRecord, waitsFor?: OutboxRecord) =>
  renderInApp(
    <ul>
      <OutboxRow
        record={r}
        waitsFor={waitsFor}
        onResolve={() => undefined}
        onDiscard={() => undefined}
      />
    </ul>,
  );

describe('an outbox row at 390 px', () => {
  it('keeps its state badge whole: the description wraps, the badge does not shrink', () => {
    const { container } = row(record({ state: 'conflict' }));
    const badge = container.querySelector<HTMLElement>('.mantine-Badge-root');
    expect(badge?.style.flexShrink).toBe('0');
    expect(screen.getByText(/conflict/i)).toBeTruthy();
  });
});

describe('a change held back by one that came back with a problem', () => {
  const save = record({ id: 'a', state: 'refused', lastError: 'taken' });
  const send = record({ id: 'b', kind: 'formResult.send', path: '/formResults/{ref:a}/send' });

  it.each<{ case: string; waitsFor?: OutboxRecord; says: boolean; retry: boolean }>([
    {
      case: 'held back: says for which change, and offers no retry',
      waitsFor: save,
      says: true,
      retry: false,
    },
    { case: 'free to go: no such line, retry offered', says: false, retry: true },
  ])('$case', ({ waitsFor, says, retry }) => {
    row(send, waitsFor);
    expect(screen.queryByText(/Waits for the change above, “Save a form”/) !== null).toBe(says);
    expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(retry);
  });
});
