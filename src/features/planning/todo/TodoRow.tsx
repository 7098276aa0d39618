import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconArrowBackUp, IconUserShare } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PendingBadge } from '../../../app/sync/PendingBadge';
import type { EntityFlag } from '../../../db/hooks';
import type { TodoActivity } from '../../../db/db';
import { dueDayText } from '../../../app/labels/dueDay';
import { useTodoTypeLabel } from './todoLabels';

type Props = {
  todo: TodoActivity;
  me: number;
  flag: EntityFlag | undefined;
  onDone: (todo: TodoActivity, done: boolean) => void;
  onReassign: (todo: TodoActivity) => void;
};

/** One to-do: what, when, for or from whom, its project; mark done, open again, give away. */
export function TodoRow({ todo, me, flag, onDone, onReassign }: Props) {
  const { t } = useLingui();
  const typeLabel = useTodoTypeLabel();
  const priority = todo.priority ?? 1;
  const due = todo.dueDate ? dueDayText(todo.dueDate) : '';
  const forOther = todo.recipientId !== me ? todo.recipientName : null;
  const fromOther = todo.recipientId === me && todo.creatorId !== me ? todo.creatorName : null;
  return (
    <Stack gap={4} component="li" aria-label={todo.caption}>
      <Group gap="xs" wrap="wrap">
        <Text
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
          td={todo.done ? 'line-through' : undefined}
          c={todo.done ? 'dimmed' : undefined}
        >
          {todo.caption}
        </Text>
        {todo.done && (
          <Badge size="sm" color="green" variant="light">
            <Trans>Done</Trans>
          </Badge>
        )}
        <PendingBadge flag={flag} />
      </Group>
      {todo.body && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {todo.body}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {todo.dueDate ? (
          <Trans>
            Due {due} · priority {priority}
          </Trans>
        ) : (
          <Trans>No due date · priority {priority}</Trans>
        )}
        {` · ${typeLabel(todo.type)}`}
        {forOther ? ` · ${t`for ${forOther}`}` : ''}
        {fromOther ? ` · ${t`from ${fromOther}`}` : ''}
      </Text>
      {todo.projectNumber && (
        <Anchor
          component={Link}
          to={`/projects/${encodeURIComponent(todo.projectNumber)}`}
          size="sm"
          mih={44}
          style={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start' }}
        >
          {t`Project ${todo.projectNumber}`}
          {todo.projectName ? ` · ${todo.projectName}` : ''}
        </Anchor>
      )}
      <Group gap="xs">
        {todo.done ? (
          <Button
            variant="default"
            size="sm"
            mih={44}
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => onDone(todo, false)}
            aria-label={t`Open again: “${todo.caption}”`}
          >
            <Trans>Open again</Trans>
          </Button>
        ) : (
          <>
            <Button
              variant="light"
              color="green"
              size="sm"
              mih={44}
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => onDone(todo, true)}
              aria-label={t`Done: “${todo.caption}”`}
            >
              <Trans>Done</Trans>
            </Button>
            <Button
              variant="default"
              size="sm"
              mih={44}
              leftSection={<IconUserShare size={16} aria-hidden />}
              onClick={() => onReassign(todo)}
              aria-label={t`Give to another planner: “${todo.caption}”`}
            >
              <Trans>Give to…</Trans>
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
