import { describe, expect, it, vi } from 'vitest';
import { createInstallPrompt, type DismissalStore } from './installPrompt';
import { showsInstallBanner } from './installRules';

function offerEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  return { event, prompt };
}

function setUp(dismissedBefore = false) {
  const target = new EventTarget();
  const store: DismissalStore = {
    read: vi.fn(() => Promise.resolve(dismissedBefore)),
    write: vi.fn(() => Promise.resolve()),
  };
  const install = createInstallPrompt(target, store);
  const changes = vi.fn();
  install.subscribe(changes);
  return { target, store, install, changes };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createInstallPrompt', () => {
  it('holds the browser’s offer, keeps its own infobar away and shows the banner', async () => {
    const { target, install, changes } = setUp();
    const { event } = offerEvent();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await settled();
    expect(showsInstallBanner(install.getState())).toBe(true);
    expect(changes).toHaveBeenCalled();
  });

  it('opens the browser’s dialog once and hides the banner', async () => {
    const { target, install } = setUp();
    const { event, prompt } = offerEvent();
    target.dispatchEvent(event);
    await settled();
    expect(await install.prompt()).toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(showsInstallBanner(install.getState())).toBe(false);
    // The offer is spent: a second tap has nothing to open.
    expect(await install.prompt()).toBeNull();
  });

  it('remembers “not now” on the device and shows no banner for a later offer', async () => {
    const { target, store, install } = setUp();
    target.dispatchEvent(offerEvent().event);
    await settled();
    await install.dismiss();
    expect(store.write).toHaveBeenCalledTimes(1);
    target.dispatchEvent(offerEvent().event);
    await settled();
    expect(showsInstallBanner(install.getState())).toBe(false);
  });

  it('shows nothing when the person dismissed it before', async () => {
    const { target, install } = setUp(true);
    target.dispatchEvent(offerEvent().event);
    await settled();
    expect(showsInstallBanner(install.getState())).toBe(false);
  });

  it('ignores an event without prompt() and stops listening when told', async () => {
    const { target, install } = setUp();
    target.dispatchEvent(new Event('beforeinstallprompt'));
    install.stop();
    target.dispatchEvent(offerEvent().event);
    await settled();
    expect(install.getState().offered).toBe(false);
  });

  it('hides the banner once the app is installed', async () => {
    const { target, install } = setUp();
    target.dispatchEvent(offerEvent().event);
    await settled();
    target.dispatchEvent(new Event('appinstalled'));
    expect(showsInstallBanner(install.getState())).toBe(false);
    expect(await install.prompt()).toBeNull();
  });
});
