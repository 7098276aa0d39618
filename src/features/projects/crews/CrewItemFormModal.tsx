import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlannerCrew, PlannerCrewItem } from '../../../db/db';
import {
  MAX_YEAR,
  MIN_YEAR,
  createCrewItem,
  crewItemCreateSchema,
  isBookingReason,
  needsBookingReason,
  updateCrewItem,
} from '../../../sync/actions/crewItems';
import { usePersonAvailability } from '../../../db/projectCrewsHooks';
import { todayIso } from '../../../lib/dates';
import { BookingCollisionAlert } from './BookingCollisionAlert';
import { useTextLimit } from '../../../app/form/useTextLimit';
import {
  changeCollisions,
  checkCrewItem,
  type CrewItemField,
  type CrewItemProblem,
  type CrewItemProblems,
  type CrewItemValues,
} from './crewItemForm';
import { FieldRow } from '../../../app/form/FieldRow';
import { DateField } from '../../../app/form/DateField';
import { TimeField } from '../../../app/form/TimeField';
import { localSaveFailure } from '../../../app/errors';

/** What the form holds: a new crew item for `crew`, or a change to `item`. */
export type CrewItemFormTarget =
  | { kind: 'create'; crew: PlannerCrew; startDate: string; endDate: string }
  | { kind: 'update'; item: PlannerCrewItem };

const initial = (target: CrewItemFormTarget): CrewItemValues =>
  target.kind === 'update'
    ? { ...target.item }
    : {
        functionName: '',
        startDate: target.startDate,
        endDate: target.endDate,
        startTime: '08:00',
        endTime: '17:00',
      };

function Form({ projectNumber, target, onClose }: Props & { target: CrewItemFormTarget }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<CrewItemValues>(() => initial(target));
  const [problems, setProblems] = useState<CrewItemProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const item = target.kind === 'update' ? target.item : null;
  const person = usePersonAvailability(item?.personId ?? null);
  // New days or times of a booked person get the booking's check (SPEC §4 double booking).
  const collisions =
    item && checkCrewItem(item.crewId, values).ok
      ? changeCollisions(item, values, person, todayIso())
      : [];
  const hard = needsBookingReason(collisions);
  const reasonError =
    tried && hard && !isBookingReason(reason)
      ? t`Give a reason to change anyway (at least 3 characters)`
      : null;
  const functionLimit = useTextLimit(crewItemCreateSchema.entries.functionName);
  // The fields give real days and times or nothing; the schema's words are for the server.
  const words: Record<CrewItemProblem, string> = {
    functionName: t`Name the function (at most 100 characters).`,
    startRequired: t`Choose the first day.`,
    endRequired: t`Choose the last day.`,
    endBeforeStart: t`The last day cannot be before the first day.`,
    notADate: t`Choose a real day between ${MIN_YEAR} and ${MAX_YEAR}.`,
    startTimeRequired: t`Choose a start time.`,
    endTimeRequired: t`Choose an end time.`,
  };
  const errorOf = (name: CrewItemField) => {
    const problem = problems[name];
    return problem && words[problem];
  };

  const submit = async () => {
    const crewId = target.kind === 'create' ? target.crew.id : target.item.crewId;
    const checked = checkCrewItem(crewId, values);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setTried(true);
    if (hard && !isBookingReason(reason)) return;
    try {
      const { functionName, startDate, endDate, startTime, endTime } = checked.input;
      if (target.kind === 'create') await createCrewItem(projectNumber, checked.input);
      else
        await updateCrewItem(target.item.id, {
          functionName,
          startDate,
          endDate,
          startTime,
          endTime,
          reason: collisions.length ? reason.trim() || null : null,
        });
      onClose();
    } catch (e) {
      setError(localSaveFailure(e, i18n, e instanceof Error ? e.message : String(e)));
    }
  };

  const change = (name: CrewItemField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((p) => ({ ...p, [name]: undefined }));
  };
  // Days and times are typed and shown in the person's language (DateField, TimeField), not
  // the browser's; the date picker keeps to the same years as the server.
  const day = (name: 'startDate' | 'endDate', label: string) => (
    <DateField
      label={label}
      required
      value={values[name]}
      onChange={(value) => change(name, value)}
      error={errorOf(name)}
      minDate={`${MIN_YEAR}-01-01`}
      maxDate={`${MAX_YEAR}-12-31`}
    />
  );
  const time = (name: 'startTime' | 'endTime', label: string) => (
    <TimeField
      label={label}
      required
      value={values[name]}
      onChange={(value) => change(name, value)}
      error={errorOf(name)}
    />
  );

  return (
    <Stack>
      <TextInput
        label={t`Function`}
        required
        value={values.functionName}
        onChange={(e) => change('functionName', e.currentTarget.value)}
        {...functionLimit(values.functionName, { error: errorOf('functionName') })}
      />
      <FieldRow>
        {day('startDate', t`First day`)}
        {day('endDate', t`Last day`)}
        {time('startTime', t`Start time`)}
        {time('endTime', t`End time`)}
      </FieldRow>
      {collisions.length > 0 && (
        <BookingCollisionAlert
          collisions={collisions}
          person={person}
          reason={reason}
          onReason={setReason}
          reasonLabel={t`Reason to change anyway`}
          reasonError={reasonError}
        />
      )}
      {error && <Alert color="red">{error}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button color={hard ? 'red' : undefined} onClick={() => void submit()}>
          {target.kind === 'create' ? (
            <Trans>Add crew item</Trans>
          ) : hard ? (
            <Trans>Save anyway</Trans>
          ) : (
            <Trans>Save</Trans>
          )}
        </Button>
      </Group>
    </Stack>
  );
}

type Props = { projectNumber: string; onClose: () => void };

/**
 * Adds an open crew item to a crew, or changes an item's function, days and times; new days
 * or times of a booked person are checked as a booking is, a hard clash asking for a reason.
 */
export function CrewItemFormModal({
  projectNumber,
  target,
  onClose,
}: Props & { target: CrewItemFormTarget | null }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'update' ? t`Change crew item` : t`New crew item`}
    >
      {target && <Form projectNumber={projectNumber} target={target} onClose={onClose} />}
    </Modal>
  );
}
