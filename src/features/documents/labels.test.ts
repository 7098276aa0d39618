import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as fr } from '../../../locales/fr/features.po';
import { typeLabel } from './labels';

const i18n = setupI18n({ locale: 'fr', messages: { fr } });

describe('document type captions', () => {
  it.each([
    ['Agreement', 'Accord'],
    ['Work instruction', 'Instruction de travail'],
    // The tenant's own types show as the server sent them.
    ['Site rules', 'Site rules'],
  ])('%s → %s', (caption, expected) => {
    expect(typeLabel(caption, i18n)).toBe(expected);
  });
});
