import { createContext, useContext } from 'react';

/**
 * What the layout around a screen already shows, so the screen does not say it a second time:
 * - `wholeEntityName`: the entity name the header shows whole (not cut with an ellipsis), or
 *   null when the header shows none or only part of it;
 * - `guestNote`: the layout shows the guest's "contact your provider" note on every page
 *   (the top menu does; the mobile layout keeps it in the closed sidebar).
 * Without a layout (component tests, bare pages) nothing is shown around the screen.
 */
export type PageChrome = { wholeEntityName: string | null; guestNote: boolean };

const NOTHING_AROUND: PageChrome = { wholeEntityName: null, guestNote: false };

export const PageChromeContext = createContext<PageChrome>(NOTHING_AROUND);

export function usePageChrome(): PageChrome {
  return useContext(PageChromeContext);
}
