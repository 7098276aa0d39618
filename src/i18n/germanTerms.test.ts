import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePo } from '../../scripts/catalogRules.mjs';

/*
 * One German word per role: a project guest read "Projektleitung: Pat Planner" on the project
 * page and "Projektleiter" on the contact page for the same person. The catalogs say
 * "Projektleitung" (also not assuming the person's gender).
 */
describe('German names the project manager one way', () => {
  it.each(['de', 'de-AT'].flatMap((l) => ['messages', 'features'].map((c) => [l, c])))(
    '%s %s.po',
    (locale, catalog) => {
      const po = readFileSync(`locales/${locale}/${catalog}.po`, 'utf8');
      const odd = [...parsePo(po).values()].filter((s) => /Projektleiter/.test(s));
      expect(odd).toEqual([]);
    },
  );
});
