import { Alert, Button, Group, Modal, Stack, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { DataLoading, EmptyState } from '../../../app/frame/DataFrame';
import { LastSynced } from '../../../app/sync/LastSynced';
import type { TodoActivity } from '../../../db/db';
import { useWithFlags } from '../../../db/withFlags';
import { useActivityRecipients, useTodoActivities, useTodoTypes } from '../../../db/todoHooks';
import { formatLongDay, todayIso } from '../../../lib/dates';
import { useSession } from '../../../session/useSession';
import { dottedToIso, setTodoDone } from '../../../sync/actions/todoActivities';
import { useRefreshOnOpen } from '../../../sync/useSync';
import { ReassignTodoModal } from './ReassignTodoModal';
import { TodoCreateForm } from './TodoCreateForm';
import { TodoList } from './TodoList';
import { TodoMonthGrid } from './TodoMonthGrid';
import { dayOf, groupTodos, monthCounts, monthOf } from './todoDays';
import { localSaveFailure } from '../../../app/errors';

const RESOURCES = ['todoActivities', 'activityTypes', 'activityRecipients'] as const;

/**
 * /todo-calendar (planner, SPEC §2): his to-dos by due date from the local tables, so a month
 * or day switch is instant and everything works offline. The month and the chosen day live
 * in the URL. Create, done and reassign are outbox actions (pending badge, conflicts).
 */
export function TodoCalendarScreen() {
  const { t, i18n } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const session = useSession();
  const me = session.status === 'authenticated' ? session.payload.loginData.personId : null;
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const today = todayIso();
  const month = monthOf(search.month, today);
  const selected = dayOf(search.day, month, today);

  const [todos, flags] = useWithFlags(useTodoActivities(), 'todoActivities') ?? [];
  const types = useTodoTypes();
  const recipients = useActivityRecipients();
  const [creating, setCreating] = useState(false);
  const [reassigning, setReassigning] = useState<TodoActivity | null>(null);
  const [lastDone, setLastDone] = useState<TodoActivity | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The React compiler memoizes these per input (a few hundred to-dos: well under a frame).
  const groups = groupTodos(todos ?? [], today);
  const counts = monthCounts(groups.byDay, month);

  const go = (next: { month: string; day?: string }) =>
    void navigate({ to: '/todo-calendar', search: next, replace: true });

  const markDone = async (todo: TodoActivity, done: boolean) => {
    setFailure(null);
    try {
      await setTodoDone(todo.id, done);
      setLastDone(done ? todo : null);
    } catch (error) {
      setFailure(localSaveFailure(error, i18n, t`The change could not be saved on this device.`));
    }
  };

  if (
    todos === undefined ||
    flags === undefined ||
    types === undefined ||
    recipients === undefined
  ) {
    return <DataLoading />;
  }
  if (me === null) return <EmptyState>{t`ToDos not found`}</EmptyState>;

  const onDay = groups.byDay.get(selected) ?? [];
  const listProps = { me, flags, onDone: markDone, onReassign: setReassigning };

  return (
    <DatesProvider settings={{ locale: i18n.locale.toLowerCase(), firstDayOfWeek: 1 }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <LastSynced resource="todoActivities" />
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            mih={44}
            onClick={() => setCreating(true)}
          >
            <Trans>New to-do</Trans>
          </Button>
        </Group>
        {lastDone && (
          <Alert color="green" role="status" withCloseButton onClose={() => setLastDone(null)}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <span style={{ overflowWrap: 'anywhere' }}>
                <Trans>“{lastDone.caption}” is done.</Trans>
              </span>
              <Button
                size="sm"
                variant="white"
                mih={44}
                onClick={() => {
                  const todo = lastDone;
                  setLastDone(null);
                  void markDone(todo, false);
                }}
              >
                <Trans>Undo</Trans>
              </Button>
            </Group>
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {todos.length === 0 && <EmptyState>{t`ToDos not found`}</EmptyState>}
        {groups.overdue.length > 0 && (
          <TodoList title={t`Overdue`} todos={groups.overdue} {...listProps} />
        )}
        <TodoMonthGrid
          month={month}
          selected={selected}
          counts={counts}
          onMonthChange={(m) => go({ month: m })}
          onSelect={(day) => go({ month: day.slice(0, 7), day })}
        />
        <Stack gap="xs">
          <Title order={2} size="h4">
            {formatLongDay(selected)}
          </Title>
          {onDay.length > 0 ? (
            <TodoList title={null} todos={onDay} {...listProps} />
          ) : (
            <EmptyState>{t`No to-dos on this day.`}</EmptyState>
          )}
        </Stack>
        {groups.noDate.length > 0 && (
          <TodoList title={t`No due date`} todos={groups.noDate} {...listProps} />
        )}
      </Stack>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t`New to-do`}>
        <TodoCreateForm
          me={me}
          types={types}
          recipients={recipients}
          onDone={(due) => {
            setCreating(false);
            // Show the new to-do where it landed: its day, in its month.
            const iso = due ? dottedToIso(due) : null;
            if (iso) go({ month: iso.slice(0, 7), day: iso });
          }}
        />
      </Modal>
      <ReassignTodoModal
        todo={reassigning}
        recipients={recipients}
        onClose={() => setReassigning(null)}
      />
    </DatesProvider>
  );
}
