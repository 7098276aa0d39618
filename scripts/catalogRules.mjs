// The rules `npm run i18n:check` holds the catalogs to. Pure functions, so they have a table
// test (src/i18n/catalogRules.test.ts); check-catalogs.mjs does the file work.
import { readFileSync } from 'node:fs';

/** Minimal .po parser: msgctxt/msgid/msgstr with continued lines, keyed `ctx\u0004id`. */
export function parsePo(text) {
  const entries = new Map();
  let field = null;
  let current = { msgctxt: '', msgid: '', msgstr: '' };
  const flush = () => {
    if (current.msgid) entries.set(`${current.msgctxt}\u0004${current.msgid}`, current.msgstr);
    current = { msgctxt: '', msgid: '', msgstr: '' };
  };
  for (const line of text.split('\n')) {
    const m = /^(msgctxt|msgid|msgstr) "(.*)"$/.exec(line);
    if (m) {
      if (m[1] === 'msgctxt' || (m[1] === 'msgid' && field === 'msgstr')) flush();
      field = m[1];
      current[field] = JSON.parse(`"${m[2]}"`);
      continue;
    }
    const cont = /^"(.*)"$/.exec(line);
    if (cont && field) current[field] += JSON.parse(`"${cont[1]}"`);
  }
  flush();
  return entries;
}

export const readPo = (file) => parsePo(readFileSync(file, 'utf8'));

/**
 * Words that are rightly the same as the English in a language: brand names and codes in all
 * of them, and loan words or cognates in some ("Status" in German, "Date" in French). Keyed by
 * the English text; the value lists languages by their first part ("de" covers "de-AT").
 * Keep it short: anything else equal to the English is English left in the catalog.
 */
export const SAME_AS_ENGLISH = {
  OK: ['*'],
  'Crew Hub': ['*'],
  'Google Maps': ['*'],
  'Apple Maps': ['*'],
  OpenStreetMap: ['*'],
  // The parts of a typed date (DD-MM-JJJJ): "M" is month's letter in every language.
  MM: ['*'],
  DD: ['nl', 'es', 'cy'],
  // A typed time's placeholder: "H" for heure, hora, Stunde; Dutch "UU" (uur), Welsh "AA" (awr).
  'HH:MM': ['de', 'de-AT', 'fr', 'es'],
  Crew: ['nl', 'de'],
  Crews: ['nl', 'de'],
  Status: ['nl', 'de'],
  Person: ['cy', 'de'],
  Name: ['de'],
  Info: ['nl', 'de'],
  Offline: ['nl', 'de'],
  'Offline.': ['nl', 'de'],
  Server: ['nl', 'de'],
  Tags: ['nl', 'de'],
  'Check-in': ['de'],
  'Check-out': ['de'],
  Contact: ['nl', 'fr'],
  'E-mail': ['nl', 'fr'],
  'E-mail {email}': ['nl'],
  Document: ['nl', 'fr'],
  Menu: ['nl', 'fr'],
  Type: ['nl', 'fr'],
  'Version {0}': ['fr', 'de'],
  Open: ['nl'],
  open: ['nl'],
  Conflict: ['nl'],
  'No-show': ['nl'],
  Project: ['nl'],
  'Project {0}': ['nl'],
  'Project {0} {1}': ['nl'],
  Begin: ['nl'],
  Week: ['nl'],
  Planner: ['nl'],
  Help: ['nl', 'cy'],
  Contract: ['nl', 'cy'],
  Camera: ['nl', 'cy'],
  Catering: ['nl', 'es'],
  'Pre-call': ['nl'],
  Log: ['cy'],
  Net: ['cy', 'fr'],
  Total: ['fr', 'es'],
  'Total: {total}': ['es'],
  '{0} h': ['fr', 'es'],
  Client: ['fr'],
  Date: ['fr'],
  Dates: ['fr'],
  Description: ['fr'],
  Documents: ['fr'],
  Message: ['fr'],
  Messages: ['fr'],
  Photos: ['fr'],
  'Photo {0}': ['fr'],
  Quota: ['fr'],
  Signatures: ['fr'],
  no: ['es'],
  No: ['es'],
};

/** The text without its placeholders (`{name}`) and tags (`<0>`, `</0>`). */
const wordsOf = (text) => text.replace(/\{[\w]+\}/g, '').replace(/<\/?\d+>/g, '');

/**
 * Whether `translation` in `locale` is English left untranslated: equal to the English text,
 * which has words in it (not only placeholders, figures and signs), and not on the list.
 */
export function isLeftInEnglish(locale, english, translation) {
  if (locale === 'en' || translation !== english) return false;
  if (!/\p{L}/u.test(wordsOf(english))) return false;
  const allowed = SAME_AS_ENGLISH[english];
  const language = locale.split('-')[0];
  return !(allowed && (allowed.includes('*') || allowed.includes(language)));
}
