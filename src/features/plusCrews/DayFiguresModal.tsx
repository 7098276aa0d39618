import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ConfirmModal } from '../../app/ConfirmModal';
import { DateField } from '../../app/form/DateField';
import type { PlusCrewValue } from '../../db/db';
import {
  addPlusCrewFigure,
  correctPlusCrewFigure,
  deletePlusCrewFigure,
} from '../../sync/actions/plusCrewFigures';
import { dayProblem, fieldChange, type DayFigures, type FieldChange } from './dayFigures';
import { useFigureField } from './useFigureField';
import { localSaveFailure } from '../../app/errors';

type Props = {
  /** The day being corrected, or null to add a day. */
  day: DayFigures | null;
  /** Today: a new entry starts at it, and no later day takes figures. */
  today: string;
  turnoverValue: PlusCrewValue;
  hoursValue: PlusCrewValue;
  /**
   * A day's figures as the device holds them, for any month: adding a day that already has
   * figures corrects them instead (the server refuses a second figure for a day).
   */
  existing: (date: string) => Promise<DayFigures | undefined>;
  /** Brings a day's month onto the device when online, so its figures can be looked up. */
  fetchMonth?: (date: string) => Promise<unknown>;
  /** After a save: the day saved (the screen may be showing another month). */
  onSaved: (date: string) => void;
  onClose: () => void;
};

/** Add or correct a day's turnover and hours; delete the day after a confirmation. */
export function DayFiguresModal(props: Props) {
  const { day, today, turnoverValue, hoursValue, onClose } = props;
  const { t, i18n } = useLingui();
  const { read, problem: problemText, show } = useFigureField();
  const [date, setDate] = useState(day?.date ?? today);
  // The chosen day's figures: looked up on the device (any month) when adding a day.
  const [found, setFound] = useState<DayFigures | undefined>(undefined);
  const current = day ?? found;
  // A day that already has figures starts from them: an empty field would delete its figure.
  const [turnover, setTurnover] = useState(show(day?.turnover?.amount));
  const [hours, setHours] = useState(show(day?.hours?.amount));
  // Fields the person typed in keep what they typed when the day changes.
  const [typed, setTyped] = useState({ turnover: false, hours: false });
  // Latest values for lookups that answer after the person moved on (refs: no stale closure).
  const latest = useRef({ date, found, typed });
  useEffect(() => {
    latest.current = { date, found, typed };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  /**
   * Shows the looked-up figures of `at` if it is still the chosen day. Moving onto (or off) a
   * day with figures shows that day's figures where the person has not typed: a field left
   * empty would delete that day's figure.
   */
  const showFound = (at: string, next: DayFigures | undefined) => {
    const was = latest.current;
    if (was.date !== at || figureIds(was.found) === figureIds(next)) return;
    latest.current = { ...was, found: next };
    setFound(next);
    if (!was.typed.turnover) setTurnover(show(next?.turnover?.amount));
    if (!was.typed.hours) setHours(show(next?.hours?.amount));
  };

  /** Looks the day up on the device, then again once its month has come from the server. */
  const lookUp = async (at: string) => {
    showFound(at, await props.existing(at));
    if (!props.fetchMonth || dayProblem(at, today)) return;
    await props.fetchMonth(at);
    showFound(at, await props.existing(at));
  };

  // The first day offered (today) may have figures too, whatever month is on screen.
  const firstDay = useRef(date);
  useEffect(() => {
    if (!day) void lookUp(firstDay.current).catch(() => undefined);
    // Once, on opening: later days are looked up as they are chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
      // A lookup still on its way: the day's figures are shown first, then saved on purpose.
      if (!day) {
        const stored = await props.existing(date);
        if (figureIds(stored) !== figureIds(current)) {
          showFound(date, stored);
          return;
        }
      }
      await apply(turnoverValue, fieldChange(current?.turnover, amount(turnover)));
      await apply(hoursValue, fieldChange(current?.hours, amount(hours)));
      props.onSaved(date);
      onClose();
    } catch (error) {
      setFailure(localSaveFailure(error, i18n, t`The change could not be saved on this device.`));
    }
  };

  const remove = async () => {
    try {
      if (current?.turnover) await deletePlusCrewFigure(current.turnover.id);
      if (current?.hours) await deletePlusCrewFigure(current.hours.id);
      onClose();
    } catch (error) {
      setFailure(localSaveFailure(error, i18n, t`The change could not be saved on this device.`));
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
          <DateField
            label={t`Day`}
            value={date}
            maxDate={today}
            disabled={day !== null}
            data-autofocus={day === null || undefined}
            error={errors.date}
            onChange={(next) => {
              latest.current = { ...latest.current, date: next };
              setDate(next);
              void lookUp(next).catch(() => undefined);
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

/** Which stored figures a day has: two lookups of the same day answer the same. */
const figureIds = (d: DayFigures | undefined): string =>
  d ? `${d.turnover?.id ?? ''}/${d.hours?.id ?? ''}` : '';
