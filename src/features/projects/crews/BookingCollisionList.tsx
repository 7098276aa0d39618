import { List } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { BookingCollision } from '../../../sync/actions/crewItems';
import type { PersonAvailabilityRow } from '../../../db/db';
import { formatDay } from '../../../lib/dates';
import { collisionWith } from './collisionWith';

function Line({ c, what }: { c: BookingCollision; what: string | null }) {
  const days = c.days.map(formatDay).join(', ');
  switch (c.reason) {
    case 'doubleBooking':
      return what ? (
        <Trans>
          Already booked on {days}: {what} (double booking)
        </Trans>
      ) : (
        <Trans>Already booked elsewhere on {days} (double booking)</Trans>
      );
    case 'pendingBooking':
      return what ? (
        <Trans>
          Asked for another crew item on {days}: {what}
        </Trans>
      ) : (
        <Trans>Asked for another crew item on {days}</Trans>
      );
    case 'blockedDate':
      return <Trans>Blocked this date: {days}</Trans>;
    case 'approvedVacation':
      return <Trans>On vacation on {days}</Trans>;
    case 'requestedVacation':
      return <Trans>Asked for vacation on {days}</Trans>;
    case 'sickDay':
      return <Trans>Sick on {days}</Trans>;
  }
}

type Props = {
  collisions: readonly BookingCollision[];
  /** The person's row: what each clashing booking is (project, crew, shift). */
  person: Pick<PersonAvailabilityRow, 'jobs'> | undefined;
};

/** What booking the person collides with, worst first, each in words with its days. */
export function BookingCollisionList({ collisions, person }: Props) {
  return (
    <List size="sm" spacing={4}>
      {collisions.map((c) => (
        <List.Item
          key={`${c.with.kind}:${c.with.id}:${c.reason}`}
          c={c.severity === 'block' ? 'red.8' : undefined}
        >
          <Line c={c} what={collisionWith(c, person)} />
        </List.Item>
      ))}
    </List>
  );
}
