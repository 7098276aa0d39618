import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { db } from '../../db/db';
import { freshDeviceSignedIn, waitingRecord } from '../../db/device.testkit';
import type * as queries from '../../db/outboxQueries';
import { CalendarSubscriptionsCard } from './CalendarSubscriptionsCard';

// A slow phone: the outbox flags answer well after the rows (still inside Dexie, so the
// live query keeps watching what it reads).
vi.mock('../../db/outboxQueries', async (original) => {
  const real = await original<typeof queries>();
  return {
    ...real,
    entityFlags: async (table: string) => {
      for (let i = 0; i < 30; i++) await db.outbox.count();
      return real.entityFlags(table);
    },
  };
});

const waiting = waitingRecord(
  '00001',
  { table: 'calendarSubscriptions', id: -1 },
  { kind: 'calendarSubscription.create', path: '/calendarSubscriptions' },
);

beforeEach(() => freshDeviceSignedIn('person:1'));
afterEach(cleanup);

describe('a subscription made on this device', () => {
  it('is never drawn without its Pending badge while it waits', async () => {
    await db.transaction('rw', db.calendarSubscriptions, db.outbox, async () => {
      await db.calendarSubscriptions.add({
        id: -1,
        version: 0,
        name: 'Work phone',
        url: null,
        createdAt: '2026-11-30T08:00:00Z',
      });
      await db.outbox.add(waiting);
    });
    // Every state of the page, as drawn: the row must not appear before its badge.
    const drawn: string[] = [];
    const watch = new MutationObserver(() => {
      const row = document.querySelector('li[aria-label="Work phone"]');
      if (row) drawn.push(row.textContent ?? '');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderInApp(<CalendarSubscriptionsCard />);
    const row = await screen.findByRole('listitem', { name: 'Work phone' });
    await waitFor(() => expect(row.textContent).toContain('Pending'));
    watch.disconnect();
    expect(drawn.filter((t) => !t.includes('Pending'))).toEqual([]);
  });
});
