import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../render.testkit';
import { ToastRegion } from './ToastRegion';
import { dismissToast, getToasts, showToast } from './toastStore';

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
  cleanup();
});

const liveRegions = (root: HTMLElement) => [...root.querySelectorAll('[aria-live]')];

describe('toasts are announced', () => {
  it.each([
    ['saved', 'success' as const, 'status'],
    ['queued', 'info' as const, 'status'],
    ['an error', 'error' as const, 'alert'],
  ])('%s: into a live region that was there before the first toast', async (_c, type, role) => {
    const { container } = renderInApp(<ToastRegion />);
    // Known to the screen reader before anything is said in it.
    const [region] = liveRegions(container);
    expect(region).toBeDefined();
    expect(region!.textContent).toBe('');

    act(() => showToast({ type, message: 'Your hours were saved.' }));
    const toast = await screen.findByRole(role);
    expect(toast.textContent).toContain('Your hours were saved.');
    expect(region!.contains(toast)).toBe(true);
    // One region: a second live region around the list would be read twice or not at all.
    expect(liveRegions(container)).toEqual([region]);

    // The last toast leaving does not take the region with it.
    act(() => dismissToast(getToasts()[0]!.id));
    expect(liveRegions(container)).toEqual([region]);
  });
});
