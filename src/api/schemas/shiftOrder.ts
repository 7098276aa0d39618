/**
 * Shifts of a day in the order they happen: a security check's shift is a name, and sorted as
 * text the evening would come before the morning. Unknown names follow, by name.
 */
const DAY_ORDER = ['morning', 'afternoon', 'evening', 'night'];

const rank = (shift: string): number => {
  const i = DAY_ORDER.indexOf(shift.trim().toLowerCase());
  return i === -1 ? DAY_ORDER.length : i;
};

export const compareShifts = (a: string, b: string): number =>
  rank(a) - rank(b) || a.localeCompare(b);
