import { describe, expect, it } from 'vitest';
import { readPo } from '../../scripts/catalogRules.mjs';

/*
 * German wording the tour at 390 px found wrong (word-for-word "Geben an…", a missing hyphen,
 * "Crew-Daten" for crew positions, "angeboten" for a quote's status); Austrian German alike.
 */
const cases: [string, string][] = [
  ['Give to…', 'Übergeben an…'],
  ['Give to-do', 'Aufgabe übergeben'],
  ['Give to another planner: “{0}”', 'An einen anderen Planer übergeben: „{0}“'],
  ['Design client', 'Design-Kunde'],
  // The catalog's term for a crew item is "Crew-Position".
  ['Crew items not found', 'Keine Crew-Positionen gefunden'],
  // SPEC §4 projects calendar colours: a project the client has a quote for.
  ['Project quoted', 'Angebot abgegeben'],
];

describe.each(['de', 'de-AT'])('%s wording', (locale) => {
  const po = readPo(`locales/${locale}/features.po`);
  it.each(cases)('%s → %s', (english, german) => {
    expect(po.get(`\u0004${english}`)).toBe(german);
  });
});
