import { Stack, Title } from '@mantine/core';
import type { TodoActivity } from '../../../db/db';
import type { EntityFlag } from '../../../db/hooks';
import { TodoRow } from './TodoRow';

type Props = {
  /** The group's heading (Overdue, No due date), or null under the day's own heading. */
  title: string | null;
  todos: TodoActivity[];
  me: number;
  flags: Map<number, EntityFlag> | undefined;
  onDone: (todo: TodoActivity, done: boolean) => void;
  onReassign: (todo: TodoActivity) => void;
};

/** A titled list of to-dos; each row carries its own actions. */
export function TodoList({ title, todos, me, flags, onDone, onReassign }: Props) {
  return (
    <Stack gap="xs">
      {title && (
        <Title order={2} size="h4">
          {title}
        </Title>
      )}
      <Stack
        gap="md"
        component="ul"
        aria-label={title ?? undefined}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {todos.map((todo) => (
          <TodoRow
            key={todo.id}
            todo={todo}
            me={me}
            flag={flags?.get(todo.id)}
            onDone={onDone}
            onReassign={onReassign}
          />
        ))}
      </Stack>
    </Stack>
  );
}
