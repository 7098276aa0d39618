import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as de } from '../../../locales/de/features.po';
import { dataSourceLabel, valueTypeLabel } from './valueLabels';

const i18n = setupI18n({ locale: 'de', messages: { de } });

describe('plus-crew value types in the person language', () => {
  it.each([
    ['Target Border', 'Zielgrenze'],
    ['Team Bonus', 'Teambonus'],
    ['Actual Turnover', 'Ist-Umsatz'],
    ['Staff Hours', 'Personalstunden'],
    ['Target Turnover', 'Zielumsatz'],
    // A tenant's own type shows as the server sent it.
    ['Tips', 'Tips'],
  ])('%s → %s', (caption, expected) => {
    expect(valueTypeLabel(caption, i18n)).toBe(expected);
  });
});

describe('plus-crew data sources in the person language', () => {
  it.each([
    ['Typed in', 'Von Hand eingegeben'],
    ['Till import', 'Kassenimport'],
    ['Scale import', 'Scale import'],
  ])('%s → %s', (name, expected) => {
    expect(dataSourceLabel(name, i18n)).toBe(expected);
  });
});
