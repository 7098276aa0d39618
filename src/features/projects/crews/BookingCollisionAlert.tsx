import { Alert, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import {
  BOOKING_REASON_MAX,
  needsBookingReason,
  type BookingCollision,
} from '../../../sync/actions/crewItems';
import type { PersonAvailabilityRow } from '../../../db/db';
import { BookingCollisionList } from './BookingCollisionList';
import { GrowingTextarea } from '../../../app/form/GrowingTextarea';

type Props = {
  collisions: readonly BookingCollision[];
  /** The person's row, to say what each clash is with. */
  person: PersonAvailabilityRow | undefined;
  reason: string;
  onReason: (reason: string) => void;
  /** The label of the reason asked for a hard collision ("Reason to book anyway"). */
  reasonLabel: string;
  reasonError: string | null;
};

/**
 * The collisions of a booking (or of new times of a booked item) and the reason to go on:
 * red and required for a hard one, a yellow optional note otherwise.
 */
export function BookingCollisionAlert(props: Props) {
  const { t } = useLingui();
  const hard = needsBookingReason(props.collisions);
  return (
    <Alert color={hard ? 'red' : 'yellow'} title={hard ? t`Not available` : t`Worth knowing`}>
      <Stack gap="xs">
        <BookingCollisionList collisions={props.collisions} person={props.person} />
        <GrowingTextarea
          label={hard ? props.reasonLabel : t`Note (optional)`}
          value={props.reason}
          maxLength={BOOKING_REASON_MAX}
          onChange={(e) => props.onReason(e.currentTarget.value)}
          error={props.reasonError}
          minRows={2}
        />
      </Stack>
    </Alert>
  );
}
