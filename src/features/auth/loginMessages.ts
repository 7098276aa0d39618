import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoginMode } from './loginForm';

/**
 * What an empty login name says: one whole sentence per way of logging in. The field's label
 * put into "Enter your {label}." kept its capital mid-sentence ("Enter your E-mail.", "Vul je
 * Projectnummer in.") and could not follow each language's grammar for the noun.
 */
const NAME_REQUIRED: Record<LoginMode, MessageDescriptor> = {
  email: msg`Enter your e-mail address.`,
  project: msg`Enter your project number.`,
  pluscrew: msg`Enter your plus-crew number.`,
};

export const nameRequired = (mode: LoginMode, i18n: I18n): string => i18n._(NAME_REQUIRED[mode]);
