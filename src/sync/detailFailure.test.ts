import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../api/errors';
import { detailFailure } from './detailFailure';
import { isOnline, setOnline } from './online';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('detailFailure', () => {
  it.each([
    ['no network', new NetworkError('down'), 'offline', false],
    ['gone (404)', new ApiError(404, 'not_found', 'Gone'), 'missing', true],
    ['not this person’s any more (403)', new ApiError(403, 'forbidden', 'No'), 'missing', true],
    ['a full disk', quota(), 'full', false],
    ['a server error', new ApiError(503, 'unavailable', 'Later'), 'failed', false],
    ['anything else', new Error('boom'), 'failed', false],
  ])('%s → %s', async (_, error, outcome, forgets) => {
    setOnline(true);
    const forget = vi.fn(() => Promise.resolve());
    expect(await detailFailure(error, forget)).toBe(outcome);
    expect(forget).toHaveBeenCalledTimes(forgets ? 1 : 0);
    // Only a network failure turns the app offline.
    expect(isOnline()).toBe(outcome !== 'offline');
  });

  it('a detail without a kept copy has nothing to forget', async () => {
    expect(await detailFailure(new ApiError(404, 'not_found', 'Gone'))).toBe('missing');
  });
});
