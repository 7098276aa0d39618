import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncStateRow } from '../../db/db';
import { STORAGE_FULL } from '../../db/storageFull';
import { renderInApp } from '../render.testkit';
import { DeviceFullBanner } from './DeviceFullBanner';

const states = vi.hoisted(() => ({ rows: [] as SyncStateRow[] }));
vi.mock('../../db/hooks', () => ({ useAllSyncStates: () => states.rows }));
vi.mock('../../sync/scheduler', () => ({ requestPull: () => Promise.resolve(null) }));

const row = (resource: string, state: 'idle' | 'error', lastError: string | null) => ({
  resource,
  lastSyncedAt: null,
  state,
  lastError,
});

describe('the device-full banner', () => {
  afterEach(cleanup);
  it.each<[string, SyncStateRow[], boolean]>([
    ['the background pull could not store the jobs', [row('jobs', 'error', STORAGE_FULL)], true],
    ['the jobs failed for another reason', [row('jobs', 'error', 'offline')], false],
    ['the jobs were stored since', [row('jobs', 'idle', null)], false],
    [
      'a planning month opened once',
      [row('planningCalendar:2026-11', 'error', STORAGE_FULL)],
      false,
    ],
  ])('%s → %s', (_name, rows, shown) => {
    states.rows = rows;
    renderInApp(<DeviceFullBanner />);
    expect(screen.queryByText('The device is full: free some space and try again.') !== null).toBe(
      shown,
    );
  });
});
