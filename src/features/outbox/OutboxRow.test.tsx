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
    kind: 'formResult.save',
    method: 'POST',
    path: '/formResults',
    body: {},
    entity: { table: 'formResults', id: -1 },
    baseVersion: null,
  }),
  ...over,
});

const row = (r: OutboxRecord) =>
  renderInApp(
    <ul>
      <OutboxRow record={r} onResolve={() => undefined} onDiscard={() => undefined} />
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
