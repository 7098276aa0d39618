import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { TODO_FIELD_RULES, TODO_PRIORITIES } from '../../api/schemas/projectTodoRules';
import { useTextLimit } from '../form/useTextLimit';
import { GrowingTextarea } from '../form/GrowingTextarea';

type Priority = (typeof TODO_PRIORITIES)[number];
type TodoText = { caption: string; body?: string | null; dueDate: string; priority: Priority };
type TextField = 'caption' | 'body' | 'dueDate' | 'priority';

type Props<T extends TodoText> = {
  input: T;
  onChange: (next: T) => void;
  errors: Partial<Record<TextField, string>>;
  /** Fields the form adds between the due date and the priority (type, recipient). */
  children?: ReactNode;
};

/**
 * The fields every to-do form has (SPEC §9): what, an optional note, the due date typed as
 * DD.MM.YYYY and the priority, each with its message. The project's to-do and the to-do
 * calendar's use the same words and limits.
 */
export function TodoFields<T extends TodoText>({ input, onChange, errors, children }: Props<T>) {
  const { t } = useLingui();
  const priorityId = useId();
  const captionLimit = useTextLimit(TODO_FIELD_RULES.caption);
  const bodyLimit = useTextLimit(TODO_FIELD_RULES.body);
  return (
    <>
      <TextInput
        label={t`To-do`}
        value={input.caption}
        onChange={(e) => onChange({ ...input, caption: e.currentTarget.value })}
        {...captionLimit(input.caption, { error: errors.caption })}
        data-autofocus
      />
      <GrowingTextarea
        label={t`Note (optional)`}
        value={input.body ?? ''}
        onChange={(e) => onChange({ ...input, body: e.currentTarget.value })}
        minRows={2}
        {...bodyLimit(input.body ?? '', { error: errors.body })}
      />
      <TextInput
        label={t`Due date`}
        description={t`DD.MM.YYYY`}
        value={input.dueDate}
        onChange={(e) => onChange({ ...input, dueDate: e.currentTarget.value })}
        error={errors.dueDate}
        inputMode="numeric"
      />
      {children}
      <Stack gap={4}>
        <Text size="sm" fw={500} id={priorityId}>
          <Trans>Priority</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby={priorityId}
          value={String(input.priority)}
          onChange={(v) => onChange({ ...input, priority: Number(v) as Priority })}
          data={TODO_PRIORITIES.map((p) => ({ value: String(p), label: String(p) }))}
        />
        {errors.priority && (
          <Text size="xs" c="red">
            {errors.priority}
          </Text>
        )}
      </Stack>
    </>
  );
}
