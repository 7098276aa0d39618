import type { CrewMember } from '../../../db/db';
import { formatTimeRange } from '../../../lib/dates';

/** "07:00–23:30": from the first member's start to the last one's end; null without members. */
export function crewHours(
  members: readonly Pick<CrewMember, 'startTime' | 'endTime'>[],
): string | null {
  if (members.length === 0) return null;
  const start = members.map((m) => m.startTime).sort()[0]!;
  const end = members
    .map((m) => m.endTime)
    .sort()
    .at(-1)!;
  return `${formatTimeRange(start, end)}`;
}
