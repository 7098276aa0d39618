import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { db } from '../../db/db';
import { freshDeviceSignedIn, waitingRecord } from '../../db/device.testkit';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));
// Its own sync-state read is not what is tested here.
vi.mock('../../app/sync/LastSynced', () => ({ LastSynced: () => null }));

const { HomeCrewSections } = await import('./HomeCrewSections');

/** What home says once it has read an empty device: each a claim that there is nothing. */
const EMPTY_TEXTS = [
  'No jobs today',
  'Jobs not found',
  'Nothing waits for you.',
  'Everything is sent',
];

const loaders = () => screen.queryAllByRole('img', { name: 'Loading' });
const shown = (texts: string[]) => texts.filter((t) => screen.queryByText(t) !== null);

beforeEach(() => freshDeviceSignedIn('person:1'));
afterEach(cleanup);

// The lists and the outbox count come from IndexedDB, which answers after the first paint:
// home said "No jobs today" and "Everything is sent" for that moment, before it knew.
describe('home for crew members while its reads are pending', () => {
  it.each<[string, number, string[]]>([
    ['an empty device', 0, EMPTY_TEXTS],
    [
      'a change waiting in the outbox',
      1,
      ['No jobs today', 'Jobs not found', 'Nothing waits for you.', 'Changes waiting: 1'],
    ],
  ])('%s: a spinner in each card, then the answer', async (_, waitingChanges, answer) => {
    if (waitingChanges > 0) await db.outbox.add(waitingRecord('r1', { table: 'jobs', id: 1 }));
    renderInApp(<HomeCrewSections />);

    // Nothing read yet: no claim either way, a labelled spinner where each answer goes.
    expect(shown([...EMPTY_TEXTS, 'Changes waiting: 1'])).toEqual([]);
    expect(loaders()).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Next jobs' })).toBeTruthy();

    expect(await screen.findByText(answer.at(-1)!)).toBeTruthy();
    expect(shown([...EMPTY_TEXTS, 'Changes waiting: 1'])).toEqual(answer);
    expect(loaders()).toEqual([]);
  });
});
