import { Modal, NativeSelect, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  VACATION_REASON_MAX,
  createVacationRequest,
  updateVacationRequest,
} from '../../sync/actions/calendar';
import { worstSeverity, type ProposedChange } from '../../sync/actions/availability';
import { ClashStep } from '../../app/availability/ClashStep';
import { todayIso } from '../../lib/dates';
import type { VacationRequest } from '../../db/db';
import {
  emptyVacation,
  isOneDay,
  toVacationInput,
  validateVacation,
  vacationProblemsFromRefused,
  vacationValuesOf,
  type DayPart,
  type VacationProblem,
  type VacationProblems,
  type VacationValues,
} from './vacationForm';
import { validateDateRange, type DateRange } from '../../app/form/dateRange';
import { DateRangeFields } from './DateRangeFields';
import { CancelSave } from './FormSteps';
import { useClashCheckedSave } from './useClashCheckedSave';
import { GrowingTextarea } from '../../app/form/GrowingTextarea';
import { FieldRow } from '../../app/form/FieldRow';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The request to change, or null for a new one. */
  editing?: VacationRequest | null;
};

export function VacationModal({ opened, onClose, editing = null }: Props) {
  const { t } = useLingui();
  const initial = () => (editing ? vacationValuesOf(editing) : emptyVacation(todayIso()));
  const [values, setValues] = useState<VacationValues>(initial);
  const [problems, setProblems] = useState<VacationProblems>({});
  const text: Record<VacationProblem, string> = {
    firstDayMorning: t`A vacation of several days can start in the afternoon of its first day, not end at noon.`,
    lastDayAfternoon: t`A vacation of several days can end at noon of its last day, not start then.`,
    reasonTooLong: t`Keep the comment to ${VACATION_REASON_MAX} characters or fewer.`,
    notAccepted: t`This value is not accepted: check it.`,
  };
  const reasonLength = values.reason.trim().length;
  const setDate = (field: keyof DateRange, value: string) => {
    const next = { ...values, [field]: value };
    // Half-day choices differ between one day and several: drop one that no longer fits.
    if (!isOneDay(next) && next.firstDay === 'morning') next.firstDay = 'full';
    if (!isOneDay(next) && next.lastDay === 'afternoon') next.lastDay = 'full';
    setValues(next);
  };
  const oneDay = isOneDay(values);
  const firstDayOptions = oneDay
    ? [
        { value: 'full', label: t`Whole day` },
        { value: 'morning', label: t`Morning only` },
        { value: 'afternoon', label: t`Afternoon only` },
      ]
    : [
        { value: 'full', label: t`Whole day` },
        { value: 'afternoon', label: t`From the afternoon` },
      ];

  const reset = () => {
    setProblems({});
    setValues(initial());
  };
  // SPEC §5: changing an approved (already confirmed) vacation asks too.
  const reapproval = editing?.status === 'approved';
  const proposedChange = (v: VacationValues): ProposedChange => {
    const input = toVacationInput(v);
    return {
      kind: 'vacation',
      id: editing?.id ?? null,
      startDate: input.startDate,
      endDate: input.endDate,
      firstDayHalf: input.firstDayHalf ?? null,
      lastDayHalf: input.lastDayHalf ?? null,
    };
  };
  const datesValid = Object.keys(validateDateRange(values, true)).length === 0;
  const { busy, asking, back, check, save, close } = useClashCheckedSave({
    proposed: datesValid ? proposedChange(values) : null,
    queue: async () => {
      const input = toVacationInput(values);
      if (editing) await updateVacationRequest(editing.id, input);
      else await createVacationRequest(input);
    },
    queuedMessage: editing
      ? t`Vacation request changed. It is sent to the server when possible.`
      : t`Vacation requested. It is sent to the server when possible.`,
    failedMessage: t`The vacation request could not be saved on this device.`,
    onRefused: (fields) => setProblems(vacationProblemsFromRefused(fields)),
    askAlways: reapproval,
    reset,
    onClose,
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateVacation(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    await check(proposedChange(values));
  };

  const title = asking
    ? reapproval || worstSeverity(asking.collisions) === 'block'
      ? t`Date already confirmed`
      : t`Check your calendar`
    : editing
      ? t`Edit vacation request`
      : t`Request vacation`;
  return (
    <Modal opened={opened} onClose={close} title={title}>
      {asking ? (
        <ClashStep
          collisions={asking.collisions}
          names={asking}
          intro={
            reapproval ? (
              <Trans>
                This vacation is already approved. If you change it, it must be approved again.
                Change it anyway?
              </Trans>
            ) : editing ? (
              <Trans>Do you really want to change this vacation request?</Trans>
            ) : (
              <Trans>Do you really want to request this vacation?</Trans>
            )
          }
          busy={busy}
          cancelLabel={<Trans>Back</Trans>}
          onCancel={back}
          onConfirm={() => void save()}
          confirmLabel={editing ? <Trans>Change anyway</Trans> : <Trans>Request anyway</Trans>}
        />
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack>
            <DateRangeFields values={values} problems={problems} endRequired onChange={setDate} />
            <FieldRow>
              <NativeSelect
                label={oneDay ? t`Whole or half day` : t`First day: whole or half`}
                data={firstDayOptions}
                value={values.firstDay}
                onChange={(e) =>
                  setValues({ ...values, firstDay: e.currentTarget.value as DayPart })
                }
                error={problems.firstDay && text[problems.firstDay]}
              />
              {!oneDay && (
                <NativeSelect
                  label={t`Last day: whole or half`}
                  data={[
                    { value: 'full', label: t`Whole day` },
                    { value: 'morning', label: t`Until noon` },
                  ]}
                  value={values.lastDay}
                  onChange={(e) =>
                    setValues({ ...values, lastDay: e.currentTarget.value as DayPart })
                  }
                  error={problems.lastDay && text[problems.lastDay]}
                />
              )}
            </FieldRow>
            <GrowingTextarea
              label={t`Comment (optional)`}
              value={values.reason}
              onChange={(e) => setValues({ ...values, reason: e.currentTarget.value })}
              description={t`${reasonLength} of ${VACATION_REASON_MAX} characters`}
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
