import { Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { TodoFields } from '../../../app/todo/TodoFields';
import { todayIso } from '../../../lib/dates';
import {
  addProjectTodo,
  issueField,
  todoDefaults,
  type ProjectTodoInput,
} from '../../../sync/actions/projectDetail';
import { localSaveFailure } from '../../../app/errors';

type Field = 'caption' | 'body' | 'dueDate' | 'priority';

/**
 * A new to-do (SPEC §9: TODO_INT, due tomorrow, priority 1, DD.MM.YYYY). It shows in the list
 * at once and waits in the outbox when offline; bad input gets a message on its field and
 * keeps what was typed.
 */
export function TodoForm({
  project,
  onDone,
}: {
  project: { id: number; number: string };
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const [input, setInput] = useState<ProjectTodoInput>(() => todoDefaults(todayIso()));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const messages: Record<Field, string> = {
    caption: t`Say what is to be done.`,
    body: t`The note is too long.`,
    dueDate: t`Enter a real date as DD.MM.YYYY, e.g. 19.11.2026.`,
    priority: t`Choose a priority.`,
  };

  const submit = async () => {
    setFailure(null);
    try {
      await addProjectTodo(project, { ...input, body: input.body?.trim() ? input.body : null });
      onDone();
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
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TodoFields input={input} onChange={setInput} errors={errors} />
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} mih={44}>
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
