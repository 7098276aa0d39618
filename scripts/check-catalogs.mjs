// Every message of the source is in all 7 catalogs, translated. Run after `lingui extract`.
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const LOCALES = ['en', 'nl', 'cy', 'fr', 'de-AT', 'de', 'es'];

const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' });
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  process.exit(1);
}

/** Minimal .po reader: msgid/msgstr pairs with continued lines; context-aware keys. */
function readPo(file) {
  const entries = new Map();
  let ctx = '';
  let field = null;
  let current = { msgctxt: '', msgid: '', msgstr: '' };
  const flush = () => {
    if (current.msgid) entries.set(`${current.msgctxt}\u0004${current.msgid}`, current.msgstr);
    current = { msgctxt: '', msgid: '', msgstr: '' };
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
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
  void ctx;
  return entries;
}

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
        `${locale}/${part}: ${missing.length} untranslated message(s), e.g. "${missing[0].split('\u0004')[1]}"`,
      );
    }
  }
}
if (problems) {
  console.error(
    'Translate them in locales/<lang>/messages.po (npm run i18n:extract updates the catalogs).',
  );
  process.exit(1);
}
console.log(`Catalogs complete: ${total} messages in ${LOCALES.length} languages.`);
