import { beforeEach, describe, expect, it } from 'vitest';
import {
  activateLocale,
  i18n,
  loadFeatureTexts,
  prefetchLastCatalogs,
  resetCatalogsForTest,
} from './i18n';

// Ids read from the catalogs themselves (no macro here: `lingui extract` reads tests too).
const shellDe = (await import('../../locales/de/messages.po')).messages;
const areasDe = await import('virtual:feature-texts/de');
const jobsDe = (await areasDe.loadArea('jobs')).messages;
const projectsDe = (await areasDe.loadArea('projects')).messages;
const SHELL = Object.keys(shellDe)[0]!;
/** A message only the jobs' texts have (not the shell's, not the projects'). */
const FEATURE = Object.keys(jobsDe).find((id) => !(id in shellDe) && !(id in projectsDe))!;
/** A message only the projects' texts have. */
const PROJECTS = Object.keys(projectsDe).find((id) => !(id in shellDe) && !(id in jobsDe))!;

const has = (id: string) => i18n.messages[id] !== undefined;

beforeEach(() => {
  resetCatalogsForTest();
});

describe('catalog loading vs activation (issue 17)', () => {
  it('a switch started before the first feature page still lands with the features’ texts', async () => {
    await activateLocale('nl');
    // Log in after picking a language: the session's language is applied while home asks
    // for its texts. Before the fix de was activated with its shell catalog only.
    const switching = activateLocale('de');
    const texts = loadFeatureTexts('jobs');
    await Promise.all([switching, texts]);
    expect(i18n.locale).toBe('de');
    expect(has(SHELL)).toBe(true);
    expect(i18n.messages[FEATURE]).toEqual(jobsDe[FEATURE]);
  });

  it('the newest switch wins, even when an older one finishes later', async () => {
    await activateLocale('en');
    // cy is not loaded yet (slow); en is (fast): the older cy switch must not land last.
    const older = activateLocale('cy');
    const newer = activateLocale('en');
    await Promise.all([older, newer]);
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('once a feature page has asked, every later switch brings both catalogs', async () => {
    await activateLocale('en');
    await loadFeatureTexts('jobs');
    await activateLocale('es');
    expect(has(FEATURE)).toBe(true);
    await activateLocale('fr');
    expect(has(FEATURE)).toBe(true);
    expect(i18n.locale).toBe('fr');
  });
});

describe('texts by feature area (issue 17, P4)', () => {
  it('an area’s texts come with its screens, not with another area’s', async () => {
    await activateLocale('de');
    await loadFeatureTexts('jobs');
    expect(i18n.messages[FEATURE]).toEqual(jobsDe[FEATURE]);
    expect(has(PROJECTS)).toBe(false);
    await loadFeatureTexts('projects');
    expect(i18n.messages[PROJECTS]).toEqual(projectsDe[PROJECTS]);
  });

  it('a switch brings every area asked for so far', async () => {
    await activateLocale('en');
    await Promise.all([loadFeatureTexts('jobs'), loadFeatureTexts('projects')]);
    await activateLocale('de');
    expect(i18n.messages[FEATURE]).toEqual(jobsDe[FEATURE]);
    expect(i18n.messages[PROJECTS]).toEqual(projectsDe[PROJECTS]);
  });

  it('asked for before any language is chosen, an area loads with the first one', async () => {
    // A signed-in start preloads its page's chunk before the language is known.
    await loadFeatureTexts('jobs');
    await activateLocale('de');
    expect(i18n.locale).toBe('de');
    expect(i18n.messages[FEATURE]).toEqual(jobsDe[FEATURE]);
  });
});

describe('the last language’s head start (issue 17, P1)', () => {
  it('remembers the language the app last spoke', async () => {
    await activateLocale('fr');
    expect(localStorage.getItem('crewhub.lastLocale')).toBe('fr');
    await activateLocale('en');
    expect(localStorage.getItem('crewhub.lastLocale')).toBe('en');
  });

  it.each([null, 'xx', 'constructor', '__proto__'])(
    'a missing or strange remembered value %s starts nothing and throws nothing',
    (value) => {
      if (value === null) localStorage.removeItem('crewhub.lastLocale');
      else localStorage.setItem('crewhub.lastLocale', value);
      expect(() => prefetchLastCatalogs()).not.toThrow();
    },
  );
});
