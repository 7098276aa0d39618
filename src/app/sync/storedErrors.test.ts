import { msg } from '@lingui/core/macro';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { STORAGE_FULL } from '../../db/storageFull';
import { NO_CONNECTION, UNRESOLVED_DEPENDENCY } from '../../sync/outbox/settle';
import { REASON_BY_CODE, REASON_BY_MESSAGE } from './serverReasons';
import { storedErrorText } from './storedErrors';

describe("the app's stored error texts are shown in the person's language", () => {
  const fr = setupI18n();
  fr.loadAndActivate({
    locale: 'fr',
    messages: {
      [msg`No connection`.id]: 'Pas de connexion',
      [msg`It depends on a change that was not saved.`.id]: 'Elle dépend d’une autre.',
      [msg`The device is full: free some space and try again.`.id]: 'L’appareil est plein.',
    },
  });
  it.each([
    [NO_CONNECTION, 'Pas de connexion'],
    [UNRESOLVED_DEPENDENCY, 'Elle dépend d’une autre.'],
    [STORAGE_FULL, 'L’appareil est plein.'],
    // A server's own message is shown as it came.
    ['Le créneau est complet', 'Le créneau est complet'],
  ])('%s → %s', (stored, shown) => {
    expect(storedErrorText(stored, fr)).toBe(shown);
  });
});

describe("the server's known reasons are shown in the person's language", () => {
  const de = setupI18n();
  de.loadAndActivate({
    locale: 'de',
    messages: {
      [REASON_BY_CODE.version_conflict!.id]: 'Inzwischen von jemand anderem geändert',
      [REASON_BY_CODE.exists!.id]: 'Auf einem anderen Gerät begonnen',
      [REASON_BY_MESSAGE['This vacancy is no longer open']!.id]: 'Nicht mehr offen',
    },
  });
  it.each<[string, string, string | null | undefined, string]>([
    [
      'a conflict, by its code',
      'This was changed by someone else in the meantime',
      'version_conflict',
      'Inzwischen von jemand anderem geändert',
    ],
    [
      'a record stored before the code was kept: by its message',
      'This form was already started on another device',
      undefined,
      'Auf einem anderen Gerät begonnen',
    ],
    [
      'a known code with reworded message',
      'This form exists already',
      'exists',
      'Auf einem anderen Gerät begonnen',
    ],
    [
      'a shared code: by the message',
      'This vacancy is no longer open',
      'vacancy_closed',
      'Nicht mehr offen',
    ],
    ['an unknown reason: as the server said it', 'Kein Platz mehr', 'full', 'Kein Platz mehr'],
    ['an unknown code is never a key of the table', 'Zu spät', 'constructor', 'Zu spät'],
  ])('%s', (_name, stored, code, shown) => {
    expect(storedErrorText(stored, de, code)).toBe(shown);
  });
});

// An added day that the server already had (its month not on the device) was refused with
// no word on what to do, and stayed in the outbox.
describe('a refused plus-crew day says how to get out of it', () => {
  const en = setupI18n();
  en.loadAndActivate({ locale: 'en', messages: {} });
  const advice =
    'This day already has this figure on the server: discard this change and correct the day instead';
  it.each([
    ['by its code', 'figure_exists'],
    ['stored before the code was kept', undefined],
  ])('%s', (_name, code) => {
    expect(storedErrorText('This day already has a figure of this kind', en, code)).toBe(advice);
  });
});

// A no-show or rating queued for an item whose first day had not begun came back with the
// server's English words only.
describe('a no-show or rating before the first day says when it can be given', () => {
  const nl = setupI18n();
  nl.loadAndActivate({
    locale: 'nl',
    messages: { [REASON_BY_CODE.day_not_begun?.id ?? '-']: 'De eerste dag is nog niet begonnen' },
  });
  it('by its code', () => {
    expect(
      storedErrorText("This crew item's first day has not begun yet", nl, 'day_not_begun'),
    ).toBe('De eerste dag is nog niet begonnen');
  });
});
