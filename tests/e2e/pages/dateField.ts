import type { Locator } from '@playwright/test';

/**
 * Types a day into one of the app's date fields and leaves it. The fields take ISO
 * 'YYYY-MM-DD' in every language beside the language's own short date (src/app/form/
 * dateText.ts); leaving writes the day in that format and closes the field's calendar, which
 * would otherwise lie over the fields and buttons below it (a click there would wait on it).
 */
export async function fillDate(field: Locator, isoDate: string): Promise<void> {
  await field.fill(isoDate);
  await field.press('Tab');
}
