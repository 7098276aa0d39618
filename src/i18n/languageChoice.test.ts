import { describe, expect, it } from 'vitest';
import { readSetting } from '../db/sessionStore';
import {
  getPickedLanguage,
  initPickedLanguage,
  languageForLogin,
  languagePickedThisVisit,
  pickLanguage,
  subscribePickedLanguage,
} from './languageChoice';
import { platformName } from './languages';

describe('the language picked on the login screen', () => {
  it('a choice kept from an earlier visit is shown but not sent with the login', () => {
    initPickedLanguage('fr');
    expect(getPickedLanguage()).toBe('fr');
    expect(languagePickedThisVisit()).toBeNull();
    expect(languageForLogin(false)).toBeNull();
    // A guest has no language on the server: the kept choice is theirs.
    expect(languageForLogin(true)).toBe('fr');
  });

  it('is stored before the screen is told, so a reload right after keeps it', async () => {
    const seen: (string | null)[] = [];
    const stop = subscribePickedLanguage(() => seen.push(getPickedLanguage()));
    await pickLanguage('nl');
    stop();
    expect(seen).toEqual(['nl']);
    expect(await readSetting('language')).toBe('nl');
    // Picked now: the login carries it, so it becomes the person's own (issue 17).
    expect(languagePickedThisVisit()).toBe('nl');
  });
});

describe('platformName', () => {
  it.each([
    ['en', 'en'],
    ['de-AT', 'deAt'],
    ['de', 'de'],
    ['cy', 'cy'],
  ] as const)('%s → %s', (locale, name) => {
    expect(platformName(locale)).toBe(name);
  });
});
