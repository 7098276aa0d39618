/**
 * A time of day as typed, read as 24-hour 'HH:mm', the form the app stores and writes
 * ("08:00–11:00", src/lib/dates.ts). A phone's number keypad has no colon, so the colon may
 * be left out ("0945", "945"), and the languages' own marks stand in for it ("09.45" in
 * Dutch, Danish or Finnish habit, "9h45" in French). An hour alone is on the hour ("9").
 */
const TIME = /^(\d{1,2})(?:\s*[:.h]\s*(\d{2})?|(\d{2}))?$/i;

/** The time typed, 'HH:mm', or null when the text is no time of day ("25:00", "9:5"). */
export function parseTimeText(text: string): string | null {
  const found = TIME.exec(text.trim());
  if (!found) return null;
  const hours = Number(found[1]);
  const minutes = Number(found[2] ?? found[3] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
