import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as de } from '../../../locales/de/messages.po';
import { messages as deAT } from '../../../locales/de-AT/messages.po';
import { messages as es } from '../../../locales/es/messages.po';
import { messages as fr } from '../../../locales/fr/messages.po';
import { INVOICE_STATUS } from './invoiceStatus';

const all = { de, 'de-AT': { ...de, ...deAT }, es, fr } as const;

describe('invoice status words', () => {
  // A payroll is "ausgezahlt" and a training "abgesagt"; an invoice is neither.
  it.each([
    ['de', 'paid', 'Bezahlt'],
    ['de', 'cancelled', 'Storniert'],
    ['de-AT', 'paid', 'Bezahlt'],
    ['de-AT', 'cancelled', 'Storniert'],
    // la facture: feminine
    ['fr', 'paid', 'Payée'],
    ['fr', 'cancelled', 'Annulée'],
    ['es', 'paid', 'Pagada'],
    ['es', 'cancelled', 'Anulada'],
    ['es', 'overdue', 'Vencida'],
  ] as const)('%s %s → %s', (locale, status, expected) => {
    const i18n = setupI18n({ locale, messages: { [locale]: all[locale] } });
    expect(i18n._(INVOICE_STATUS[status])).toBe(expected);
  });
});
