import { describe, expect, it } from 'vitest';
import { isLeftInEnglish, parsePo } from '../../scripts/catalogRules.mjs';

describe('isLeftInEnglish (npm run i18n:check)', () => {
  it.each([
    // locale, English, translation, flagged
    ['nl', 'Save', 'Save', true],
    ['nl', 'Save', 'Opslaan', false],
    ['en', 'Save', 'Save', false],
    ['de', 'Toggle password visibility', 'Toggle password visibility', true],
    // Placeholders, figures and signs only: nothing to translate.
    ['fr', '{0}', '{0}', false],
    ['fr', '{0} / {1}', '{0} / {1}', false],
    ['es', '<0>{0}</0> · {1}', '<0>{0}</0> · {1}', false],
    ['es', '{count} jobs', '{count} jobs', true],
    // Brand names in every language; cognates only where they are right.
    ['cy', 'OpenStreetMap', 'OpenStreetMap', false],
    ['de', 'Status', 'Status', false],
    ['de-AT', 'Status', 'Status', false],
    ['fr', 'Status', 'Status', true],
    ['nl', 'Open', 'Open', false],
    ['de', 'Open', 'Open', true],
    ['fr', 'Date', 'Date', false],
    ['es', 'Date', 'Date', true],
  ])('%s: "%s" as "%s" → %s', (locale, english, translation, flagged) => {
    expect(isLeftInEnglish(locale, english, translation)).toBe(flagged);
  });
});

describe('parsePo', () => {
  it('reads contexts and continued lines, keyed by context and id', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: nl\\n"',
      '',
      'msgctxt "payroll status"',
      'msgid "Open"',
      'msgstr "Open"',
      '',
      'msgid "Open"',
      'msgstr ""',
      '"Ope"',
      '"nen"',
    ].join('\n');
    const entries = parsePo(po);
    expect(entries.get('payroll status\u0004Open')).toBe('Open');
    expect(entries.get('\u0004Open')).toBe('Openen');
    expect(entries.size).toBe(2);
  });
});
