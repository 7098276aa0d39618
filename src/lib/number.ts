// Numbers a person types, read in the reader's language: the ONE reader every number field
// uses (receipt lines, invoice lines, plus-crew figures and settings), so "1.250,00" means the
// same everywhere in German and "1,250.00" the same everywhere in English.
//
// The rule: the locale's decimal separator (Intl's) is the decimal; the other of comma and
// point, the locale's own grouping character and spaces group the whole part in threes
// ("1.250.000,5", "1 250,5", "1,250.5"). One exception, for phone keypads that offer only a
// point (or only a comma): a single such mark that is not followed by exactly three digits can
// only be the decimal the person meant, so German "12.50" is 12.5 and English "12,50" too,
// while "1.250" stays 1250 in German. A whole part of a lone 0 is never a group of thousands
// either, so German "0.125" is 0.125 (and "0.125.000" is refused). Anything else ("12.5.1",
// "1e3", "0x10") is refused rather than guessed.

export type NumberSeparators = { decimal: string; group: string };

const separatorCache = new Map<string, NumberSeparators>();

/** The decimal and grouping characters Intl uses for the locale ("de": "," and "."). */
export function numberSeparators(locale: string): NumberSeparators {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    found = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    separatorCache.set(locale, found);
  }
  return found;
}

export type DecimalReading = {
  value: number;
  /** Decimals that count (trailing zeros do not): "1.250" -> 2, "12.500" -> 1. */
  decimals: number;
};

const SPACES = /[\s\u00a0\u202f]/u;
const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Readers = { other: string; decimal: string; loneMark: RegExp; pattern: RegExp };

const readerCache = new Map<string, Readers>();

/** The locale's two patterns, built once per locale: readDecimal runs on every keystroke. */
function readersOf(locale: string): Readers {
  let found = readerCache.get(locale);
  if (!found) {
    const { decimal, group } = numberSeparators(locale);
    const other = decimal === ',' ? '.' : ',';
    const groups = [...new Set([other, group])].filter((c) => !SPACES.test(c) && c !== decimal);
    const groupChar = `[${groups.map(escape).join('')}\\s\u00a0\u202f]`;
    found = {
      other,
      decimal,
      // A lone mark after a leading 0 is a decimal too: no grouped number starts with 0.
      loneMark: new RegExp(
        `^[-\u2212]?(?:0${escape(other)}\\d+|\\d+${escape(other)}(?:\\d{1,2}|\\d{4,}))$`,
        'u',
      ),
      pattern: new RegExp(
        `^([-\u2212]?)([1-9]\\d{0,2}(?:${groupChar}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d+))?$`,
        'u',
      ),
    };
    readerCache.set(locale, found);
  }
  return found;
}

/**
 * A typed number in the locale, or null when the text is not one. Huge numbers are read as
 * they are, so a field can say they are too large instead of "not a number".
 */
export function readDecimal(text: string, locale: string): DecimalReading | null {
  const { other, decimal, loneMark, pattern } = readersOf(locale);
  const trimmed = text.trim();
  const typed = loneMark.test(trimmed) ? trimmed.replace(other, decimal) : trimmed;
  const match = pattern.exec(typed);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const value = Number(`${sign === '' ? '' : '-'}${whole.replace(/\D/g, '')}.${fraction || '0'}`);
  return { value: value === 0 ? 0 : value, decimals: fraction.replace(/0+$/, '').length };
}

/** A typed number in the locale, NaN when the text is not one (as the schemas' fields want). */
export const readNumber = (text: string, locale: string): number =>
  readDecimal(text, locale)?.value ?? Number.NaN;

/**
 * A number as a field shows it for editing, in the locale without grouping ("1250,5" in
 * German), so reading it back gives the same number; `decimals` fixes the places (prices).
 */
export const numberText = (value: number, locale: string, decimals?: number): string =>
  new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 20,
  }).format(value);

/**
 * An average rating ("4,1" in German, "4.1" in English) with one decimal, as the planner's
 * crew profile and a crew item's row show it: the raw number in a message kept the point.
 */
export const ratingText = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
