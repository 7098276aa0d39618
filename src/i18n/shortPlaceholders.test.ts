import { describe, expect, it } from 'vitest';
import { readPo } from '../../scripts/catalogRules.mjs';

/*
 * Placeholders of the planning calendar's half-width filters (174 px at 390 px, beside the
 * chevron): about 16 characters fit. French "Toutes les fonctions" showed as "Toutes les
 * fonctior"; the field's label already names the function.
 */
const HALF_WIDTH = ['All functions', 'Everyone'];

describe.each(['cy', 'de', 'de-AT', 'es', 'fr', 'nl'])('%s', (locale) => {
  const po = readPo(`locales/${locale}/features.po`);
  it.each(HALF_WIDTH)('"%s" fits a half-width filter', (english) => {
    const text = po.get(`\u0004${english}`) ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(16);
  });
});
