/** Words that are not a name: titles without their point, and generational or degree suffixes. */
const NOT_A_NAME = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'prof',
  'jr',
  'sr',
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'md',
  'phd',
  'dds',
  'dvm',
]);

/**
 * The avatar's letters: the first letters of the first and the last name, skipping titles
 * ("Mr.", "Dr.": every word ending in a point) and suffixes ("III", "Jr"), so "Mr. Max Cormier
 * III" is "MC", not "MM". The last name, not the second word: "Jan de Vries" is "JV".
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w) && !w.endsWith('.') && !NOT_A_NAME.has(w.toLowerCase()));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((w): w is string => w !== undefined)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}
