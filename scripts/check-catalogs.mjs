// Every message of the source is in all 7 catalogs, translated, and none is English left in
// place (issue 17). Run after `lingui extract`. The rules: scripts/catalogRules.mjs.
import { spawnSync } from 'node:child_process';
import { isLeftInEnglish, readPo } from './catalogRules.mjs';

const LOCALES = ['en', 'nl', 'cy', 'fr', 'de-AT', 'de', 'es'];

const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' });
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  process.exit(1);
}

const idOf = (key) => key.split('\u0004')[1];

// The shell's catalog and the features' (lingui.config.ts): both complete in every language.
const PARTS = ['messages', 'features'];
let problems = 0;
let total = 0;
for (const part of PARTS) {
  const source = readPo(`locales/en/${part}.po`);
  total += source.size;
  for (const locale of LOCALES) {
    const catalog = readPo(`locales/${locale}/${part}.po`);
    const missing = [...source.keys()].filter((k) => !catalog.get(k));
    if (missing.length) {
      problems += missing.length;
      console.error(
        `${locale}/${part}: ${missing.length} untranslated message(s), e.g. "${idOf(missing[0])}"`,
      );
    }
    const english = [...source.entries()].filter(([k, en]) =>
      isLeftInEnglish(locale, en || idOf(k), catalog.get(k) ?? ''),
    );
    if (english.length) {
      problems += english.length;
      for (const [k] of english) console.error(`${locale}/${part}: still English: "${idOf(k)}"`);
    }
  }
}
if (problems) {
  console.error(
    'Translate them in locales/<lang>/{messages,features}.po (npm run i18n:extract updates the ' +
      'catalogs). A word that is rightly the same as the English goes on SAME_AS_ENGLISH in ' +
      'scripts/catalogRules.mjs.',
  );
  process.exit(1);
}
console.log(`Catalogs complete: ${total} messages in ${LOCALES.length} languages.`);
