import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ActivityRecipient, TodoActivity } from '../../../db/db';
import { reassignTodo } from '../../../sync/actions/todoActivities';
import { localSaveFailure } from '../../../app/errors';

/**
 * Gives a to-do to another of the tenant's planners (pulled, so it works offline). The change
 * shows at once and waits in the outbox; a change made meanwhile elsewhere comes back as a
 * conflict on the outbox screen.
 */
export function ReassignTodoModal({
  todo,
  recipients,
  onClose,
}: {
  todo: TodoActivity | null;
  recipients: ActivityRecipient[];
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const others = recipients.filter((r) => r.id !== todo?.recipientId);
  const close = () => {
    setChosen(null);
    setError(null);
    onClose();
  };
  const save = async () => {
    if (!todo) return;
    if (!chosen) {
      setError(t`Choose a planner.`);
      return;
    }
    try {
      await reassignTodo(todo.id, Number(chosen));
      close();
    } catch (error) {
      setError(localSaveFailure(error, i18n, t`The change could not be saved on this device.`));
    }
  };
  const caption = todo?.caption ?? '';
  return (
    <Modal opened={todo !== null} onClose={close} title={t`Give the to-do to another planner`}>
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>“{caption}”</Trans>
        </Text>
        {others.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No other planners on this device yet. Go online to load them.</Trans>
          </Text>
        ) : (
          <Select
            label={t`Planner`}
            data={others.map((p) => ({ value: String(p.id), label: p.name }))}
            value={chosen}
            onChange={(v) => {
              setChosen(v);
              setError(null);
            }}
            searchable
            error={error}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} mih={44}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void save()} mih={44} disabled={others.length === 0}>
            <Trans>Give to-do</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
