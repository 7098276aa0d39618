import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../render.testkit';
import { OfflineBanner } from './SyncStatus';

vi.mock('../../sync/useSync', () => ({ useOnline: () => false }));
vi.mock('../../db/hooks', () => ({ useAllSyncStates: () => [] }));

afterEach(cleanup);

describe('OfflineBanner', () => {
  it('keeps a gap to the heading below it', () => {
    renderInApp(<OfflineBanner />);
    expect(screen.getByRole('status').style.marginBottom).toBe('var(--mantine-spacing-sm)');
  });
});
