import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { createBlockDate } from '../../sync/actions/blockDates';
import { showToast } from '../../app/toasts/toastStore';
import { todayIso } from '../../lib/dates';
import {
  emptyBlockDate,
  toBlockDateInput,
  validateBlockDate,
  type BlockDateProblem,
  type BlockDateValues,
} from './blockDateForm';

export function BlockDateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState<BlockDateValues>(() => emptyBlockDate(todayIso()));
  const [problems, setProblems] = useState<ReturnType<typeof validateBlockDate>>({});
  const [busy, setBusy] = useState(false);

  const text: Record<BlockDateProblem, string> = {
    startRequired: t`Choose the first day.`,
    reasonRequired: t`Give a reason.`,
    endBeforeStart: t`The last day cannot be before the first day.`,
    timesIncomplete: t`Give both a begin and an end time, or neither.`,
    endTimeBeforeBegin: t`The end time must be after the begin time.`,
  };
  const problem = (field: keyof BlockDateValues) => {
    const p = problems[field];
    return p ? text[p] : undefined;
  };
  const set = (field: keyof BlockDateValues) => (e: { currentTarget: { value: string } }) =>
    setValues({ ...values, [field]: e.currentTarget.value });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateBlockDate(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await createBlockDate(toBlockDateInput(values));
      showToast({
        type: 'success',
        message: t`Dates blocked. They are sent to the server when possible.`,
      });
      setValues(emptyBlockDate(todayIso()));
      onClose();
    } catch (error) {
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

  return (
    <Modal opened={opened} onClose={onClose} title={t`Block dates`}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <Group grow>
            <TextInput
              type="date"
              label={t`First day`}
              required
              value={values.startDate}
              onChange={set('startDate')}
              error={problem('startDate')}
            />
            <TextInput
              type="date"
              label={t`Last day (optional)`}
              value={values.endDate}
              onChange={set('endDate')}
              error={problem('endDate')}
            />
          </Group>
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
              error={problem('endTime')}
            />
          </Group>
          <Textarea
            label={t`Reason`}
            required
            value={values.reason}
            onChange={set('reason')}
            error={problem('reason')}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
