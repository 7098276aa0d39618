import { msg } from '@lingui/core/macro';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { NO_CONNECTION, UNRESOLVED_DEPENDENCY } from '../../sync/outbox/settle';
import { storedErrorText } from './storedErrors';

describe("the app's stored error texts are shown in the person's language", () => {
  const fr = setupI18n();
  fr.loadAndActivate({
    locale: 'fr',
    messages: {
      [msg`No connection`.id]: 'Pas de connexion',
      [msg`It depends on a change that was not saved.`.id]: 'Elle dépend d’une autre.',
    },
  });
  it.each([
    [NO_CONNECTION, 'Pas de connexion'],
    [UNRESOLVED_DEPENDENCY, 'Elle dépend d’une autre.'],
    // A server's own message is shown as it came.
    ['Le créneau est complet', 'Le créneau est complet'],
  ])('%s → %s', (stored, shown) => {
    expect(storedErrorText(stored, fr)).toBe(shown);
  });
});
