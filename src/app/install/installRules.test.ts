import { describe, expect, it } from 'vitest';
import {
  INITIAL_INSTALL_STATE,
  nextInstallState,
  showsInstallBanner,
  type InstallEvent,
} from './installRules';

const offered: InstallEvent = { type: 'offered' };
const notDismissed: InstallEvent = { type: 'dismissalRead', dismissed: false };
const dismissedBefore: InstallEvent = { type: 'dismissalRead', dismissed: true };

describe('install banner (issue 17)', () => {
  it.each<[string, InstallEvent[], boolean]>([
    ['nothing happened', [], false],
    ['offered, the stored answer not read yet', [offered], false],
    ['offered, never dismissed on this device', [offered, notDismissed], true],
    ['the stored answer read before the offer', [notDismissed, offered], true],
    ['offered, dismissed before (kept at logout)', [offered, dismissedBefore], false],
    ['dismissed now', [offered, notDismissed, { type: 'dismissed' }], false],
    [
      'dismissed now, then an older read answers late',
      [offered, { type: 'dismissed' }, notDismissed],
      false,
    ],
    ['the browser’s dialog was opened', [offered, notDismissed, { type: 'prompted' }], false],
    [
      'a new offer after the dialog was turned down',
      [offered, notDismissed, { type: 'prompted' }, offered],
      true,
    ],
    ['installed', [offered, notDismissed, { type: 'installed' }], false],
    ['an offer after installing', [notDismissed, { type: 'installed' }, offered], false],
  ])('%s → %s', (_label, events, shown) => {
    const state = events.reduce(nextInstallState, INITIAL_INSTALL_STATE);
    expect(showsInstallBanner(state)).toBe(shown);
  });
});
