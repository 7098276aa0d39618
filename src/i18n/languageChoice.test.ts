import { describe, expect, it } from 'vitest';
import { readSetting } from '../db/sessionStore';
import { getPickedLanguage, pickLanguage, subscribePickedLanguage } from './languageChoice';

describe('the language picked on the login screen', () => {
  it('is stored before the screen is told, so a reload right after keeps it', async () => {
    const seen: (string | null)[] = [];
    const stop = subscribePickedLanguage(() => seen.push(getPickedLanguage()));
    await pickLanguage('nl');
    stop();
    expect(seen).toEqual(['nl']);
    expect(await readSetting('language')).toBe('nl');
  });
});
