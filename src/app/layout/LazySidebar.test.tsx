import { expect, it, vi } from 'vitest';
import { preloadSidebar } from './LazySidebar';

const loaded = vi.hoisted(() => vi.fn());
vi.mock('./Sidebar', () => {
  loaded();
  return { Sidebar: () => null };
});

it('preloadSidebar fetches the drawer’s code before the menu is opened', async () => {
  expect(loaded).not.toHaveBeenCalled();
  preloadSidebar();
  await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce());
});
