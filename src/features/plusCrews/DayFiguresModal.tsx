import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmModal } from '../../app/ConfirmModal';
import type { PlusCrewValue } from '../../db/db';
import {
  addPlusCrewFigure,
  correctPlusCrewFigure,
  deletePlusCrewFigure,
} from '../../sync/actions/plusCrewFigures';
import { dayProblem, fieldChange, type DayFigures, type FieldChange } from './dayFigures';
import { useFigureField } from './useFigureField';

type Props = {
  /** The day being corrected, or null to add a day. */
  day: DayFigures | null;
  /** Today: a new entry starts at it, and no later day takes figures. */
  today: string;
  turnoverValue: PlusCrewValue;
  hoursValue: PlusCrewValue;
  /** Days that already have figures: adding one of them corrects it instead. */
  existing: (date: string) => DayFigures | undefined;
  /** After a save: the day saved (the screen may be showing another month). */
  onSaved: (date: string) => void;
  onClose: () => void;
};

/** Add or correct a day's turnover and hours; delete the day after a confirmation. */
export function DayFiguresModal(props: Props) {
  const { day, today, turnoverValue, hoursValue, onClose } = props;
  const { t } = useLingui();
  const { read, problem: problemText, show } = useFigureField();
  const [date, setDate] = useState(day?.date ?? today);
  const current = day ?? props.existing(date);
  // A day that already has figures starts from them: an empty field would delete its figure.
  const [turnover, setTurnover] = useState(show(current?.turnover?.amount));
  const [hours, setHours] = useState(show(current?.hours?.amount));
  // Fields the person typed in keep what they typed when the day changes.
  const [typed, setTyped] = useState({ turnover: false, hours: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const apply = async (value: PlusCrewValue, change: FieldChange) => {
    if (change.kind === 'add') await addPlusCrewFigure(value, date, change.amount);
    if (change.kind === 'correct') await correctPlusCrewFigure(change.id, change.amount);
    if (change.kind === 'delete') await deletePlusCrewFigure(change.id);
  };

  const save = async () => {
    const next: Record<string, string> = {};
    const dp = day ? null : dayProblem(date, today);
    if (dp === 'noDay') next.date = t`Choose a day.`;
    if (dp === 'future') next.date = t`Choose today or an earlier day.`;
    const tp = problemText(turnover, 'money');
    const hp = problemText(hours, 'hours');
    if (tp) next.turnover = tp;
    if (hp) next.hours = hp;
    if (!current && turnover.trim() === '' && hours.trim() === '') {
      next.turnover = t`Enter the turnover or the hours.`;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const amount = (raw: string) => (raw.trim() === '' ? null : read(raw));
    try {
      await apply(turnoverValue, fieldChange(current?.turnover, amount(turnover)));
      await apply(hoursValue, fieldChange(current?.hours, amount(hours)));
      props.onSaved(date);
      onClose();
    } catch {
      setFailure(t`The change could not be saved on this device.`);
    }
  };

  const remove = async () => {
    try {
      if (current?.turnover) await deletePlusCrewFigure(current.turnover.id);
      if (current?.hours) await deletePlusCrewFigure(current.hours.id);
      onClose();
    } catch {
      setFailure(t`The change could not be saved on this device.`);
    }
  };

  return (
    <Modal opened onClose={onClose} title={day ? t`Correct the day` : t`Add a day`}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            type="date"
            label={t`Day`}
            value={date}
            max={today}
            disabled={day !== null}
            data-autofocus={day === null || undefined}
            error={errors.date}
            onChange={(e) => {
              const next = e.currentTarget.value;
              const found = props.existing(next);
              setDate(next);
              // Moving onto (or off) a day with figures shows that day's figures where the
              // person has not typed: a field left empty would delete that day's figure.
              if (found || current) {
                if (!typed.turnover) setTurnover(show(found?.turnover?.amount));
                if (!typed.hours) setHours(show(found?.hours?.amount));
              }
            }}
          />
          {!day && current && (
            <Alert color="blue" role="status">
              <Trans>This day already has figures: saving corrects them.</Trans>
            </Alert>
          )}
          <TextInput
            label={t`Turnover`}
            inputMode="decimal"
            value={turnover}
            data-autofocus={day !== null || undefined}
            error={errors.turnover}
            onChange={(e) => {
              setTurnover(e.currentTarget.value);
              setTyped((was) => ({ ...was, turnover: true }));
            }}
          />
          <TextInput
            label={t`Hours worked`}
            inputMode="decimal"
            value={hours}
            error={errors.hours}
            onChange={(e) => {
              setHours(e.currentTarget.value);
              setTyped((was) => ({ ...was, hours: true }));
            }}
          />
          <Group justify="space-between" wrap="wrap">
            {day ? (
              <Button color="red" variant="subtle" mih={44} onClick={() => setConfirming(true)}>
                <Trans>Delete the day</Trans>
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" mih={44} onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" mih={44}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming}
        title={t`Delete the day?`}
        text={t`The day's turnover and hours are deleted.`}
        confirmLabel={t`Delete`}
        danger
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Modal>
  );
}
