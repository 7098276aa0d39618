import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { nameRequired } from './loginMessages';

describe('an empty login name is asked for in a whole sentence of its own', () => {
  const en = setupI18n();
  en.loadAndActivate({ locale: 'en', messages: {} });
  const nl = setupI18n();
  nl.loadAndActivate({
    locale: 'nl',
    messages: {
      [msg`Enter your e-mail address.`.id]: 'Vul je e-mailadres in.',
      [msg`Enter your project number.`.id]: 'Vul je projectnummer in.',
      [msg`Enter your plus-crew number.`.id]: 'Vul je pluscrewnummer in.',
    },
  });

  it.each([
    ['email', 'Enter your e-mail address.', 'Vul je e-mailadres in.'],
    ['project', 'Enter your project number.', 'Vul je projectnummer in.'],
    ['pluscrew', 'Enter your plus-crew number.', 'Vul je pluscrewnummer in.'],
  ] as const)('%s: "%s", in Dutch "%s"', (mode, english, dutch) => {
    expect(nameRequired(mode, en)).toBe(english);
    expect(nameRequired(mode, nl)).toBe(dutch);
  });
});
