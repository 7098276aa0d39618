import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { CrewMissing } from './CrewMissing';

const route = vi.hoisted(() => ({ params: {} }));
vi.mock('@tanstack/react-router', () => ({ useParams: () => route.params }));
vi.mock('../../db/hooks', () => ({
  useSyncState: () => ({ state: 'idle', lastSyncedAt: '2026-11-29T10:00:00Z' }),
}));
vi.mock('../../app/sync/LastSynced', () => ({ LastSynced: () => null }));

afterEach(cleanup);

// Every crew page (dashboard, settings, data) names the crew it did not find.
describe('CrewMissing once the server has answered', () => {
  it.each([
    ['a crew page', { number: 'PC-9999' }, 'Plus crew PC-9999 not found'],
    ['the list', {}, 'Plus crews not found'],
  ])('on %s says %s', (_name, params, text) => {
    route.params = params;
    renderInApp(<CrewMissing />);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
