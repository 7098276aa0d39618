import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as de } from '../../../locales/de/messages.po';
import { messages as fr } from '../../../locales/fr/messages.po';
import { activityCaption } from './activityCaption';

const german = setupI18n({ locale: 'de', messages: { de } });
const french = setupI18n({ locale: 'fr', messages: { fr } });

describe('activity captions the server writes in English', () => {
  it.each([
    ['de', 'Created', 'Erstellt'],
    ['de', 'Invoice sent', 'Rechnung versendet'],
    ['de', 'Invoice created', 'Rechnung erstellt'],
    ['fr', 'Invoice changed', 'Facture modifiée'],
    // The name the caption carries stays as written.
    ['de', 'Created from Fuel template', 'Erstellt aus Fuel template'],
    ['de', 'Copied from R00001', 'Kopiert von R00001'],
    ['de', 'Item added: Parking: level 2', 'Position hinzugefügt: Parking: level 2'],
    ['fr', 'Photo added: fuel-receipt.png', 'Photo ajoutée : fuel-receipt.png'],
    // Unknown captions (a person's own words) show as sent.
    ['de', 'Called the venue', 'Called the venue'],
    ['de', 'Created by hand', 'Created by hand'],
    ['de', '', ''],
  ] as const)('%s: "%s"', (locale, caption, expected) => {
    expect(activityCaption(caption, locale === 'de' ? german : french)).toBe(expected);
  });
});
