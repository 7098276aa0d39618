import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { shiftLabel } from './shiftLabel';

describe("a security check's shift in the person's language", () => {
  const de = setupI18n();
  de.loadAndActivate({
    locale: 'de',
    messages: {
      [msg`morning`.id]: 'Früh',
      [msg`afternoon`.id]: 'Nachmittag',
      [msg`evening`.id]: 'Abend',
      [msg`night`.id]: 'Nacht',
    },
  });

  it.each([
    ['morning', 'Früh'],
    ['Evening', 'Abend'],
    [' night ', 'Nacht'],
    ['afternoon', 'Nachmittag'],
    // A tenant's own shift name is shown as it came.
    ['Load-out', 'Load-out'],
    ['constructor', 'constructor'],
  ])('%s → %s', (shift, shown) => {
    expect(shiftLabel(shift, de)).toBe(shown);
  });
});
