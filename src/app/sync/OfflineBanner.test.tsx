import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../render.testkit';
import { OfflineBanner } from './SyncStatus';

vi.mock('../../sync/useSync', () => ({ useOnline: () => false }));
vi.mock('../../db/hooks', () => ({
  useAllSyncStates: () => [{ name: 'jobs', state: 'idle', lastSyncedAt: Date.now() - 60_000 }],
}));

afterEach(cleanup);

describe('OfflineBanner', () => {
  it('keeps a gap to the heading below it', () => {
    renderInApp(<OfflineBanner />);
    expect(screen.getByRole('status').style.marginBottom).toBe('var(--mantine-spacing-sm)');
  });

  it('says changes wait, and leaves the age of the data to each screen', () => {
    renderInApp(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe(
      'OfflineChanges are sent when you are back online.',
    );
    expect(screen.queryByText(/Last synced/)).toBeNull();
  });
});
