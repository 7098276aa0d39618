/**
 * The install offer (issue 17): what the banner shows, as a pure state. `dismissed` is null
 * until the device's stored answer has been read, so a banner the person put away before
 * never flashes up while that read runs.
 */
export type InstallState = {
  /** The browser offered installing (a held `beforeinstallprompt` not yet used). */
  offered: boolean;
  dismissed: boolean | null;
  installed: boolean;
};

export type InstallEvent =
  | { type: 'offered' }
  | { type: 'dismissalRead'; dismissed: boolean }
  /** prompt() was called: the browser's offer is spent, whatever the person answers. */
  | { type: 'prompted' }
  | { type: 'dismissed' }
  | { type: 'installed' };

export const INITIAL_INSTALL_STATE: InstallState = {
  offered: false,
  dismissed: null,
  installed: false,
};

export function nextInstallState(state: InstallState, event: InstallEvent): InstallState {
  switch (event.type) {
    case 'offered':
      return state.installed ? state : { ...state, offered: true };
    case 'dismissalRead':
      // A dismissal made on this page stands over an older read answering late.
      return { ...state, dismissed: state.dismissed === true || event.dismissed };
    case 'prompted':
      return { ...state, offered: false };
    case 'dismissed':
      return { ...state, dismissed: true };
    case 'installed':
      return { ...state, offered: false, installed: true };
  }
}

export function showsInstallBanner(state: InstallState): boolean {
  return state.offered && state.dismissed === false && !state.installed;
}
