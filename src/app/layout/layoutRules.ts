import type { GuestMode } from '../../session/guestMode';

/**
 * SPEC §2: the back arrow shows everywhere except home, the project page in project guest
 * mode, and anywhere in plus-crew guest mode.
 */
export function showsBackArrow(path: string, guest: GuestMode | null): boolean {
  if (path === '/' || path === '') return false;
  if (guest?.kind === 'pluscrew') return false;
  if (guest?.kind === 'project' && path === `/projects/${encodeURIComponent(guest.number)}`) {
    return false;
  }
  return true;
}

/** A menu entry is the current page, or one of the pages under it. */
export function isActive(entryPath: string, pathname: string): boolean {
  if (entryPath === '/') return pathname === '/';
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/** Plus-crew pages use a fluid container (SPEC §2). */
export function usesFluidContainer(path: string): boolean {
  return path === '/plus-crews' || path.startsWith('/plus-crews/');
}

/** SPEC §2: top-menu layout inside a frame or when a theme parameter is present. */
export function usesTopMenu(inFrame: boolean, searchStr: string): boolean {
  return inFrame || new URLSearchParams(searchStr).has('theme');
}

export function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that is a frame too.
    return true;
  }
}
