import {
  INITIAL_INSTALL_STATE,
  nextInstallState,
  type InstallEvent,
  type InstallState,
} from './installRules';

/** Chromium's `beforeinstallprompt` event, which the DOM types do not describe. */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** Where the person's "not now" is kept: a UI setting, which survives logout (SPEC §4). */
export type DismissalStore = { read: () => Promise<boolean>; write: () => Promise<void> };

export type InstallPrompt = {
  getState: () => InstallState;
  subscribe: (listener: () => void) => () => void;
  /** Opens the browser's own install dialog; null when there is no offer to open. */
  prompt: () => Promise<'accepted' | 'dismissed' | null>;
  dismiss: () => Promise<void>;
  stop: () => void;
};

const isInstallPrompt = (e: Event): e is BeforeInstallPromptEvent =>
  typeof (e as Partial<BeforeInstallPromptEvent>).prompt === 'function';

/** Holds the browser's install offer for the banner to use when the person asks. */
export function createInstallPrompt(target: EventTarget, store: DismissalStore): InstallPrompt {
  let state = INITIAL_INSTALL_STATE;
  let held: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const apply = (event: InstallEvent) => {
    const next = nextInstallState(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const onOffer = (event: Event) => {
    if (!isInstallPrompt(event)) return;
    // Without this the browser shows its own mini-infobar; the app asks in its own words.
    event.preventDefault();
    held = event;
    apply({ type: 'offered' });
    if (state.dismissed === null) {
      store.read().then(
        (dismissed) => apply({ type: 'dismissalRead', dismissed }),
        () => apply({ type: 'dismissalRead', dismissed: false }),
      );
    }
  };
  const onInstalled = () => {
    held = null;
    apply({ type: 'installed' });
  };
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prompt: async () => {
      const offer = held;
      if (!offer) return null;
      held = null;
      apply({ type: 'prompted' });
      await offer.prompt();
      return (await offer.userChoice).outcome;
    },
    dismiss: async () => {
      apply({ type: 'dismissed' });
      await store.write();
    },
    stop: () => {
      target.removeEventListener('beforeinstallprompt', onOffer);
      target.removeEventListener('appinstalled', onInstalled);
    },
  };
}
