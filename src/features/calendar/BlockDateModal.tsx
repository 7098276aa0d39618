import { Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { createBlockDate, updateBlockDate } from '../../sync/actions/calendar';
import { showToast } from '../../app/toasts/toastStore';
import { todayIso } from '../../lib/dates';
import type { BlockDate, Job } from '../../db/db';
import { touchesConfirmedDate } from './calendarDays';
import {
  emptyBlockDate,
  toBlockDateInput,
  validateBlockDate,
  type BlockDateProblem,
  type BlockDateProblems,
  type BlockDateValues,
} from './blockDateForm';
import { DateRangeFields } from './DateRangeFields';
import { CancelSave, ChangeAnywayStep } from './FormSteps';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The blocked date to change, or null to block new dates. */
  editing?: BlockDate | null;
  /** The person's jobs: changing a day that holds a confirmed job asks first (SPEC §5). */
  jobs?: readonly Job[];
};

const valuesOf = (b: BlockDate): BlockDateValues => ({
  startDate: b.startDate,
  endDate: b.endDate ?? '',
  reason: b.reason,
  beginTime: b.beginTime ?? '',
  endTime: b.endTime ?? '',
});

export function BlockDateModal({ opened, onClose, editing = null, jobs = [] }: Props) {
  const { t } = useLingui();
  const initial = () => (editing ? valuesOf(editing) : emptyBlockDate(todayIso()));
  const [values, setValues] = useState<BlockDateValues>(initial);
  const [problems, setProblems] = useState<BlockDateProblems>({});
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const text: Record<BlockDateProblem, string> = {
    reasonRequired: t`Give a reason.`,
    timesIncomplete: t`Give both a begin and an end time, or neither.`,
    endTimeBeforeBegin: t`The end time must be after the begin time.`,
  };
  const set = (field: keyof BlockDateValues) => (e: { currentTarget: { value: string } }) =>
    setValues({ ...values, [field]: e.currentTarget.value });

  const close = () => {
    setAsking(false);
    setProblems({});
    setValues(initial());
    onClose();
  };

  const save = async () => {
    setBusy(true);
    try {
      const input = toBlockDateInput(values);
      if (editing) await updateBlockDate(editing.id, input);
      else await createBlockDate(input);
      showToast({
        type: 'success',
        message: editing
          ? t`Blocked date changed. It is sent to the server when possible.`
          : t`Dates blocked. They are sent to the server when possible.`,
      });
      close();
    } catch (error) {
      setAsking(false);
      showToast({
        type: 'error',
        message:
          error instanceof DOMException && error.name === 'QuotaExceededError'
            ? t`The device is full: free some space and try again.`
            : t`The dates could not be saved on this device.`,
      });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateBlockDate(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    const confirmed =
      editing &&
      touchesConfirmedDate(
        {
          before: { startDate: editing.startDate, endDate: editing.endDate ?? editing.startDate },
          after: { startDate: values.startDate, endDate: values.endDate || values.startDate },
          approved: false,
        },
        jobs,
      );
    if (confirmed) setAsking(true);
    else void save();
  };

  const title = asking
    ? t`Date already confirmed`
    : editing
      ? t`Edit blocked date`
      : t`Block dates`;
  return (
    <Modal opened={opened} onClose={close} title={title}>
      {asking ? (
        <ChangeAnywayStep busy={busy} onBack={() => setAsking(false)} onChange={() => void save()}>
          <Trans>
            A confirmed job falls on these days. Do you really want to change this blocked date?
          </Trans>
        </ChangeAnywayStep>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <DateRangeFields
              values={values}
              problems={problems}
              endRequired={false}
              onChange={(field, value) => setValues({ ...values, [field]: value })}
            />
            <Group grow>
              <TextInput
                type="time"
                label={t`Begin time (optional)`}
                value={values.beginTime}
                onChange={set('beginTime')}
              />
              <TextInput
                type="time"
                label={t`End time (optional)`}
                value={values.endTime}
                onChange={set('endTime')}
                error={problems.endTime && text[problems.endTime]}
              />
            </Group>
            <Textarea
              label={t`Reason`}
              required
              value={values.reason}
              onChange={set('reason')}
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
