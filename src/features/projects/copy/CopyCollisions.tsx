import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CopyCollisionReason, PersonCopyCollisions } from '../../../db/projectCopyHooks';
import { formatDayRange } from '../../../lib/dates';
import { useBookablePeople } from '../../../db/projectCrewsHooks';
import type { PersonAvailabilityRow } from '../../../db/db';
import { collisionWith } from '../crews/collisionWith';

const REASONS: Record<CopyCollisionReason, MessageDescriptor> = {
  doubleBooking: msg`Already booked (double booking)`,
  pendingBooking: msg`Already asked for another job`,
  blockedDate: msg`Blocked date`,
  approvedVacation: msg`Vacation (granted)`,
  requestedVacation: msg`Vacation (requested)`,
  sickDay: msg`Sick day`,
};

type Line = {
  key: string;
  reason: CopyCollisionReason;
  first?: string;
  last?: string;
  what: string | null;
};

/**
 * One line per clash and days: two copied shifts on one booked day say it once, while two
 * different bookings on one day each say what they are (project, crew, shift).
 */
function lines(p: PersonCopyCollisions, person: PersonAvailabilityRow | undefined): Line[] {
  const seen = new Map<string, Line>();
  for (const c of p.collisions) {
    const key = `${c.reason}|${c.with.kind}:${c.with.id}|${c.days[0] ?? ''}|${c.days.at(-1) ?? ''}`;
    if (!seen.has(key)) {
      const what = collisionWith(c, person);
      seen.set(key, { key, reason: c.reason, first: c.days[0], last: c.days.at(-1), what });
    }
  }
  return [...seen.values()];
}

type Props = {
  found: readonly PersonCopyCollisions[];
  dropped: ReadonlySet<number>;
  onToggle: (personId: number, drop: boolean) => void;
};

/** Every person's collisions at the new dates, each with the choice to leave them off. */
export function CopyCollisions({ found, dropped, onToggle }: Props) {
  const { t } = useLingui();
  const people = useBookablePeople();
  return (
    <Stack gap="sm" aria-label={t`Collisions per person`} role="list">
      {found.map((p) => {
        const block = p.collisions.some((c) => c.severity === 'block');
        return (
          <Alert
            key={p.personId}
            role="listitem"
            color={dropped.has(p.personId) ? 'gray' : block ? 'red' : 'yellow'}
            variant="light"
            p="sm"
          >
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {p.name}
              </Text>
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {lines(
                  p,
                  people?.find((row) => row.id === p.personId),
                ).map((line) => (
                  <li key={line.key}>
                    <Text size="sm">
                      {t(REASONS[line.reason])}
                      {line.first && ` · ${formatDayRange(line.first, line.last)}`}
                      {line.what && ` · ${line.what}`}
                    </Text>
                  </li>
                ))}
              </ul>
              <Checkbox
                mt={4}
                size="md"
                checked={dropped.has(p.personId)}
                onChange={(e) => onToggle(p.personId, e.currentTarget.checked)}
                label={<Trans>Leave {p.name} off the copy</Trans>}
              />
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
