import { localDatabaseExists } from '../../db/localDatabase';
import { createInstallPrompt, type DismissalStore, type InstallPrompt } from './installPrompt';
import { INITIAL_INSTALL_STATE, type InstallState } from './installRules';

/** UI setting holding the person's "not now" (settings survive logout, SPEC §4). */
export const INSTALL_DISMISSED_SETTING = 'installDismissed';

// The session store (and Dexie) load only when the browser makes an offer: a first visit to
// /login stays as small as before (P4), and one with no database yet has no answer stored.
const deviceDismissal: DismissalStore = {
  read: async () => {
    if (!(await localDatabaseExists())) return false;
    const { readSetting } = await import('../../db/sessionStore');
    return (await readSetting(INSTALL_DISMISSED_SETTING)) === 'yes';
  },
  write: async () => {
    const { writeSetting } = await import('../../db/sessionStore');
    await writeSetting(INSTALL_DISMISSED_SETTING, 'yes');
  },
};

let offer: InstallPrompt | null = null;

/**
 * Starts holding the browser's install offer. Called first thing at boot: Chromium may fire
 * `beforeinstallprompt` as soon as the page's manifest and worker qualify, before React runs.
 */
export function listenForInstallOffer(): void {
  offer ??= createInstallPrompt(window, deviceDismissal);
}

export const getInstallOffer = (): InstallState => offer?.getState() ?? INITIAL_INSTALL_STATE;

export const subscribeInstallOffer = (listener: () => void): (() => void) =>
  offer?.subscribe(listener) ?? (() => undefined);

export const promptInstall = (): Promise<'accepted' | 'dismissed' | null> =>
  offer?.prompt() ?? Promise.resolve(null);

export const dismissInstall = (): Promise<void> => offer?.dismiss() ?? Promise.resolve();
