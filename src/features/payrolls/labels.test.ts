import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ITEM_STATUS, PAYROLL_STATUS } from './labels';

const catalogs = {
  fr: (await import('../../../locales/fr/features.po')).messages,
  es: (await import('../../../locales/es/features.po')).messages,
};

describe('payroll and payroll item status words', () => {
  afterEach(() => i18n.activate('en'));

  // A payroll (fiche de paie, nómina) and an item (élément, concepto) differ in gender.
  it.each([
    ['fr', PAYROLL_STATUS.open, 'Ouverte'],
    ['fr', PAYROLL_STATUS.approved, 'Approuvée'],
    ['fr', PAYROLL_STATUS.paid, 'Payée'],
    ['fr', ITEM_STATUS.open, 'Ouvert'],
    ['es', PAYROLL_STATUS.open, 'Abierta'],
    ['es', PAYROLL_STATUS.paid, 'Pagada'],
    ['es', ITEM_STATUS.open, 'Abierto'],
  ] as const)('in %s agree with their noun', (locale, descriptor, word) => {
    i18n.load(locale, catalogs[locale]);
    i18n.activate(locale);
    expect(i18n._(descriptor)).toBe(word);
  });
});
