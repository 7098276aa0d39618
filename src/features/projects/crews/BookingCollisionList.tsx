import { List } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { BookingCollision } from '../../../sync/actions/crewItems';
import { formatDay } from '../../../lib/dates';

function Line({ c }: { c: BookingCollision }) {
  const days = c.days.map(formatDay).join(', ');
  switch (c.reason) {
    case 'doubleBooking':
      return <Trans>Already booked elsewhere on {days} (double booking)</Trans>;
    case 'pendingBooking':
      return <Trans>Asked for another crew item on {days}</Trans>;
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

/** What booking the person collides with, worst first, each in words with its days. */
export function BookingCollisionList({ collisions }: { collisions: readonly BookingCollision[] }) {
  return (
    <List size="sm" spacing={4}>
      {collisions.map((c) => (
        <List.Item
          key={`${c.with.kind}:${c.with.id}:${c.reason}`}
          c={c.severity === 'block' ? 'red.8' : undefined}
        >
          <Line c={c} />
        </List.Item>
      ))}
    </List>
  );
}
