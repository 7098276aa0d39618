// Types of catalogRules.mjs, for its test (src/i18n/catalogRules.test.ts).
export function parsePo(text: string): Map<string, string>;
export function readPo(file: string): Map<string, string>;
export const SAME_AS_ENGLISH: Record<string, string[]>;
export function isLeftInEnglish(locale: string, english: string, translation: string): boolean;
