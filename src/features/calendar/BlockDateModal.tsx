import { Modal, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  BLOCK_DATE_REASON_MAX,
  createBlockDate,
  updateBlockDate,
} from '../../sync/actions/calendar';
import { worstSeverity, type ProposedChange } from '../../sync/actions/availability';
import { ClashStep } from '../../app/availability/ClashStep';
import { todayIso } from '../../lib/dates';
import type { BlockDate } from '../../db/db';
import {
  blockDateProblemsFromRefused,
  emptyBlockDate,
  toBlockDateInput,
  validateBlockDate,
  type BlockDateProblem,
  type BlockDateProblems,
  type BlockDateValues,
} from './blockDateForm';
import { DateRangeFields } from './DateRangeFields';
import { validateDateRange } from '../../app/form/dateRange';
import { CancelSave } from './FormSteps';
import { useClashCheckedSave } from './useClashCheckedSave';
import { GrowingTextarea } from '../../app/form/GrowingTextarea';
import { FieldRow } from '../../app/form/FieldRow';
import { TimeField } from '../../app/form/TimeField';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The blocked date to change, or null to block new dates. */
  editing?: BlockDate | null;
};

const valuesOf = (b: BlockDate): BlockDateValues => ({
  startDate: b.startDate,
  endDate: b.endDate ?? '',
  reason: b.reason,
  beginTime: b.beginTime ?? '',
  endTime: b.endTime ?? '',
});

export function BlockDateModal({ opened, onClose, editing = null }: Props) {
  const { t } = useLingui();
  const initial = () => (editing ? valuesOf(editing) : emptyBlockDate(todayIso()));
  const [values, setValues] = useState<BlockDateValues>(initial);
  const [problems, setProblems] = useState<BlockDateProblems>({});
  const text: Record<BlockDateProblem, string> = {
    reasonRequired: t`Give a reason.`,
    reasonTooLong: t`Keep the reason to ${BLOCK_DATE_REASON_MAX} characters or fewer.`,
    timesIncomplete: t`Give both a begin and an end time, or neither.`,
    endTimeBeforeBegin: t`The end time must be after the begin time.`,
    notAccepted: t`This value is not accepted: check it.`,
  };
  const set = (field: keyof BlockDateValues) => (e: { currentTarget: { value: string } }) =>
    setValues({ ...values, [field]: e.currentTarget.value });
  const reasonLength = values.reason.trim().length;

  const reset = () => {
    setProblems({});
    setValues(initial());
  };
  const proposedChange = (v: BlockDateValues): ProposedChange => {
    const input = toBlockDateInput(v);
    return {
      kind: 'blockDate',
      id: editing?.id ?? null,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      beginTime: input.beginTime ?? null,
      endTime: input.endTime ?? null,
    };
  };
  const datesValid = Object.keys(validateDateRange(values, false)).length === 0;
  const {
    busy,
    asking: clashes,
    back,
    check,
    save,
    close,
  } = useClashCheckedSave({
    proposed: datesValid ? proposedChange(values) : null,
    queue: async () => {
      const input = toBlockDateInput(values);
      if (editing) await updateBlockDate(editing.id, input);
      else await createBlockDate(input);
    },
    queuedMessage: editing
      ? t`Blocked date changed. It is sent to the server when possible.`
      : t`Dates blocked. They are sent to the server when possible.`,
    failedMessage: t`The dates could not be saved on this device.`,
    onRefused: (fields) => setProblems(blockDateProblemsFromRefused(fields)),
    reset,
    onClose,
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateBlockDate(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    await check(proposedChange(values));
  };

  const title = clashes
    ? worstSeverity(clashes.collisions) === 'block'
      ? t`Date already confirmed`
      : t`Check your calendar`
    : editing
      ? t`Edit blocked date`
      : t`Block dates`;
  return (
    <Modal opened={opened} onClose={close} title={title}>
      {clashes ? (
        <ClashStep
          collisions={clashes.collisions}
          names={clashes}
          intro={
            editing ? (
              <Trans>Do you really want to change this blocked date?</Trans>
            ) : (
              <Trans>Do you really want to block these dates?</Trans>
            )
          }
          busy={busy}
          cancelLabel={<Trans>Back</Trans>}
          onCancel={back}
          onConfirm={() => void save()}
          confirmLabel={editing ? <Trans>Change anyway</Trans> : <Trans>Block anyway</Trans>}
        />
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack>
            <DateRangeFields
              values={values}
              problems={problems}
              endRequired={false}
              onChange={(field, value) => setValues({ ...values, [field]: value })}
            />
            <FieldRow>
              <TimeField
                label={t`Begin time (optional)`}
                value={values.beginTime}
                onChange={(beginTime) => setValues({ ...values, beginTime })}
                error={problems.beginTime && text[problems.beginTime]}
              />
              <TimeField
                label={t`End time (optional)`}
                value={values.endTime}
                onChange={(endTime) => setValues({ ...values, endTime })}
                error={problems.endTime && text[problems.endTime]}
              />
            </FieldRow>
            <GrowingTextarea
              label={t`Reason`}
              required
              value={values.reason}
              onChange={set('reason')}
              description={t`${reasonLength} of ${BLOCK_DATE_REASON_MAX} characters`}
              error={problems.reason && text[problems.reason]}
              minRows={2}
              maxRows={8}
            />
            <CancelSave busy={busy} onCancel={close} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
