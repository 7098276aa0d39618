import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { TodoFields } from '../../../app/todo/TodoFields';
import type { ActivityRecipient, ActivityType } from '../../../db/db';
import { todayIso } from '../../../lib/dates';
import {
  createTodo,
  issueField,
  todoDefaults,
  type TodoCreateInput,
} from '../../../sync/actions/todoActivities';
import { useTodoTypeLabel } from './todoLabels';
import { localSaveFailure } from '../../../app/errors';

type Field = 'type' | 'recipientId' | 'caption' | 'body' | 'dueDate' | 'priority';

/** The platform's own to-do type: the default when the device has the type list. */
const DEFAULT_TYPE = 'TODO_INT';

/**
 * A new to-do (SPEC §9: due one day ahead, priority 1, DD.MM.YYYY), for the planner himself
 * unless he picks another planner. It shows in the calendar at once and waits in the outbox
 * offline; bad input gets a message on its field and keeps what was typed.
 */
export function TodoCreateForm({
  me,
  types,
  recipients,
  onDone,
}: {
  me: number;
  types: ActivityType[];
  recipients: ActivityRecipient[];
  onDone: (dueDate: string) => void;
}) {
  const { t, i18n } = useLingui();
  const typeLabel = useTodoTypeLabel();
  const [input, setInput] = useState<TodoCreateInput>(() => ({
    ...todoDefaults(todayIso()),
    type: types.find((x) => x.code === DEFAULT_TYPE)?.code ?? types[0]?.code ?? DEFAULT_TYPE,
    recipientId: me,
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const messages: Record<Field, string> = {
    type: t`Choose a type.`,
    recipientId: t`Choose a planner.`,
    caption: t`Say what is to be done.`,
    body: t`The note is too long.`,
    dueDate: t`Enter a real date as DD.MM.YYYY, e.g. 19.11.2026.`,
    priority: t`Choose a priority.`,
  };
  // The device may not have the lists yet (first start offline): the defaults still work.
  const typeOptions = (types.length ? types : [{ code: DEFAULT_TYPE, name: '' }]).map((x) => ({
    value: x.code,
    label: typeLabel(x.code, x.name || undefined),
  }));
  const people = recipients.some((r) => r.id === me)
    ? recipients
    : [{ id: me, version: 1, name: t`Me` }, ...recipients];

  const submit = async () => {
    setFailure(null);
    try {
      await createTodo({ ...input, body: input.body?.trim() ? input.body : null }, me);
      onDone(input.dueDate.trim());
    } catch (error) {
      if (error instanceof v.ValiError) {
        const { issues } = error as v.ValiError<v.GenericSchema>;
        const fields = new Set(issues.map((i) => issueField(i) as Field));
        setErrors(Object.fromEntries([...fields].map((f) => [f, messages[f]])));
      } else {
        setFailure(localSaveFailure(error, i18n, t`The to-do could not be saved on this device.`));
      }
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TodoFields input={input} onChange={setInput} errors={errors}>
          <Select
            label={t`Type`}
            data={typeOptions}
            value={input.type}
            onChange={(value) => setInput({ ...input, type: value ?? '' })}
            allowDeselect={false}
            error={errors.type}
          />
          <Select
            label={t`For`}
            data={people.map((p) => ({ value: String(p.id), label: p.name }))}
            value={String(input.recipientId)}
            onChange={(value) => setInput({ ...input, recipientId: Number(value ?? me) })}
            allowDeselect={false}
            searchable
            error={errors.recipientId}
          />
        </TodoFields>
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone('')} mih={44}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" mih={44}>
            <Trans>Add to-do</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
