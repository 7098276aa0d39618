import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlannerCrewItem } from '../../../db/db';
import { useBookablePeople } from '../../../db/projectCrewsHooks';
import { formatDayRange, formatTimeRange, todayIso } from '../../../lib/dates';
import {
  activateCrewItem,
  bookingCollisionsOf,
  bookingPersonOf,
  isBookingReason,
  needsBookingReason,
} from '../../../sync/actions/crewItems';
import { BookingCollisionAlert } from './BookingCollisionAlert';
import { localSaveFailure } from '../../../app/errors';

type Props = {
  projectNumber: string;
  item: PlannerCrewItem | null;
  onClose: () => void;
};

/**
 * Books a person on an open crew item. The booking check runs here, on this device's tables
 * (offline too), before anything is queued: collisions are listed as soon as a person is
 * picked; a hard one (double booking, blocked date, vacation, sick day) asks for a reason
 * to go on, which is stored with the booking as an activity.
 */
export function ActivateCrewItemModal({ projectNumber, item, onClose }: Props) {
  const { t, i18n } = useLingui();
  const people = useBookablePeople();
  const [personId, setPersonId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const person = people?.find((p) => String(p.id) === personId) ?? null;
  const collisions =
    person && item
      ? bookingCollisionsOf(
          bookingPersonOf(person),
          { crewItemId: item.id > 0 ? item.id : null, ...item },
          todayIso(),
        )
      : [];
  const hard = needsBookingReason(collisions);
  const reasonError =
    tried && hard && !isBookingReason(reason)
      ? t`Give a reason to book anyway (at least 3 characters)`
      : null;

  const close = () => {
    setPersonId(null);
    setReason('');
    setTried(false);
    setError(null);
    onClose();
  };

  const submit = async () => {
    setTried(true);
    if (!item || !person) return;
    if (hard && !isBookingReason(reason)) return;
    try {
      await activateCrewItem(projectNumber, item.id, person.id, collisions.length ? reason : null);
      close();
    } catch (e) {
      setError(localSaveFailure(e, i18n, e instanceof Error ? e.message : String(e)));
    }
  };

  return (
    <Modal opened={item !== null} onClose={close} title={t`Book a person`}>
      <Stack>
        {item && (
          <Text size="sm">
            {item.functionName} · {formatDayRange(item.startDate, item.endDate)} ·{' '}
            {formatTimeRange(item.startTime, item.endTime)}
          </Text>
        )}
        {people !== undefined && people.length === 0 ? (
          <Alert color="yellow">
            <Trans>
              The people who can be booked are not on this device yet. Open this project once while
              online.
            </Trans>
          </Alert>
        ) : (
          <Select
            // The person is what this dialog asks: the keyboard starts there, not on Close.
            data-autofocus
            label={t`Person`}
            placeholder={t`Search by name`}
            searchable
            data={(people ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={personId}
            onChange={(value) => {
              setPersonId(value);
              setTried(false);
            }}
            nothingFoundMessage={t`Nobody found`}
            error={tried && !person ? t`Choose a person` : null}
          />
        )}
        {/* In the page before a person is chosen, so the verdict on them is read out. */}
        <div role="status">
          {person && collisions.length === 0 && (
            <Text size="sm" c="green.8">
              <Trans>{person.name} is free at that time.</Trans>
            </Text>
          )}
        </div>
        {person && collisions.length > 0 && (
          <BookingCollisionAlert
            collisions={collisions}
            person={person}
            reason={reason}
            onReason={setReason}
            reasonLabel={t`Reason to book anyway`}
            reasonError={reasonError}
          />
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color={hard ? 'red' : undefined} onClick={() => void submit()}>
            {hard ? <Trans>Book anyway</Trans> : <Trans>Book</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
