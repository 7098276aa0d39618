import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadStartRoute } from './preloadStartRoute';
import { loadFeatureTexts } from '../i18n/i18n';

vi.mock('../i18n/i18n', () => ({ loadFeatureTexts: vi.fn(() => Promise.resolve()) }));

/** A router whose path matches the given routes; records in which task each chunk load starts. */
function fakeRouter(routeIds: string[], loads: string[], area?: string) {
  return {
    getMatchedRoutes: () => [
      routeIds.map((id, i) => ({
        id,
        // The last route's screen is a lazyFeature one when an area is given.
        options: { component: area && i === routeIds.length - 1 ? { featureArea: area } : {} },
      })),
    ],
    loadRouteChunk: (route: { id: string }) => {
      loads.push(route.id);
      return route.id === 'broken' ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
  } as unknown as AnyRouter;
}

describe('preloading the start route', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts each matched route’s chunks in a task of its own, not in boot’s', () => {
    vi.useFakeTimers();
    const loads: string[] = [];
    preloadStartRoute(fakeRouter(['__root__', '/_app', '/_app/jobs'], loads), '/jobs');
    expect(loads).toEqual([]);
    expect(vi.getTimerCount()).toBe(3);
    vi.runAllTimers();
    expect(loads).toEqual(['__root__', '/_app', '/_app/jobs']);
  });

  it('asks for a feature screen’s texts at once, before any chunk load', () => {
    vi.useFakeTimers();
    vi.mocked(loadFeatureTexts).mockClear();
    const loads: string[] = [];
    preloadStartRoute(fakeRouter(['__root__', '/_app', '/_app/jobs'], loads, 'jobs'), '/jobs');
    expect(loadFeatureTexts).toHaveBeenCalledTimes(1);
    expect(loadFeatureTexts).toHaveBeenCalledWith('jobs');
    expect(loads).toEqual([]);
    vi.runAllTimers();
  });

  it('leaves a failed load to the router, without an unhandled rejection', async () => {
    vi.useFakeTimers();
    const loads: string[] = [];
    preloadStartRoute(fakeRouter(['broken'], loads), '/jobs');
    vi.runAllTimers();
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toEqual(['broken']);
  });
});
