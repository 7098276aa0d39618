import { Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { createVacationRequest, updateVacationRequest } from '../../sync/actions/calendar';
import { showToast } from '../../app/toasts/toastStore';
import { todayIso } from '../../lib/dates';
import type { Job, VacationRequest } from '../../db/db';
import { touchesConfirmedDate } from './calendarDays';
import {
  emptyVacation,
  isOneDay,
  toVacationInput,
  validateVacation,
  vacationValuesOf,
  type DayPart,
  type VacationProblem,
  type VacationProblems,
  type VacationValues,
} from './vacationForm';
import type { DateRange } from './dateRange';
import { DateRangeFields } from './DateRangeFields';
import { CancelSave, ChangeAnywayStep } from './FormSteps';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The request to change, or null for a new one. */
  editing?: VacationRequest | null;
  jobs?: readonly Job[];
};

export function VacationModal({ opened, onClose, editing = null, jobs = [] }: Props) {
  const { t } = useLingui();
  const initial = () => (editing ? vacationValuesOf(editing) : emptyVacation(todayIso()));
  const [values, setValues] = useState<VacationValues>(initial);
  const [problems, setProblems] = useState<VacationProblems>({});
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const text: Record<VacationProblem, string> = {
    firstDayMorning: t`A vacation of several days can start in the afternoon of its first day, not end at noon.`,
    lastDayAfternoon: t`A vacation of several days can end at noon of its last day, not start then.`,
    reasonTooLong: t`Keep the comment under 500 characters.`,
  };
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

  const close = () => {
    setAsking(false);
    setProblems({});
    setValues(initial());
    onClose();
  };

  const save = async () => {
    setBusy(true);
    try {
      const input = toVacationInput(values);
      if (editing) await updateVacationRequest(editing.id, input);
      else await createVacationRequest(input);
      showToast({
        type: 'success',
        message: editing
          ? t`Vacation request changed. It is sent to the server when possible.`
          : t`Vacation requested. It is sent to the server when possible.`,
      });
      close();
    } catch (error) {
      setAsking(false);
      showToast({
        type: 'error',
        message:
          error instanceof DOMException && error.name === 'QuotaExceededError'
            ? t`The device is full: free some space and try again.`
            : t`The vacation request could not be saved on this device.`,
      });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateVacation(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    const confirmed =
      editing &&
      touchesConfirmedDate(
        {
          before: editing,
          after: { startDate: values.startDate, endDate: values.endDate },
          approved: editing.status === 'approved',
        },
        jobs,
      );
    if (confirmed) setAsking(true);
    else void save();
  };

  const title = asking
    ? t`Date already confirmed`
    : editing
      ? t`Edit vacation request`
      : t`Request vacation`;
  return (
    <Modal opened={opened} onClose={close} title={title}>
      {asking ? (
        <ChangeAnywayStep busy={busy} onBack={() => setAsking(false)} onChange={() => void save()}>
          {editing?.status === 'approved' ? (
            <Trans>
              This vacation is already approved. If you change it, it must be approved again. Change
              it anyway?
            </Trans>
          ) : (
            <Trans>
              A confirmed job falls on these days. Do you really want to change this vacation
              request?
            </Trans>
          )}
        </ChangeAnywayStep>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <DateRangeFields values={values} problems={problems} endRequired onChange={setDate} />
            <Group grow align="flex-start">
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
            </Group>
            <Textarea
              label={t`Comment (optional)`}
              value={values.reason}
              onChange={(e) => setValues({ ...values, reason: e.currentTarget.value })}
              error={problems.reason && text[problems.reason]}
              autosize
              minRows={2}
            />
            <CancelSave busy={busy} onCancel={close} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
