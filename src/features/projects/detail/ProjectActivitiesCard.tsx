import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataLoading } from '../../../app/frame/DataFrame';
import { PendingBadge } from '../../../app/sync/PendingBadge';
import { useProjectActivities } from '../../../db/projectDetailHooks';
import { useWithFlags } from '../../../db/withFlags';
import { formatDateTime } from '../../../lib/dates';
import { activityCaption } from '../../../app/labels/activityCaption';
import { dueDayText } from '../../../app/labels/dueDay';
import { TodoForm } from './TodoForm';

/** The project's activities, to-dos among them; planners add to-dos (queued offline). */
export function ProjectActivitiesCard({
  project,
  canAddTodo,
}: {
  project: { id: number; number: string };
  canAddTodo: boolean;
}) {
  const { t, i18n } = useLingui();
  const [activities, flags] =
    useWithFlags(useProjectActivities(project.id), 'projectActivities') ?? [];
  const [adding, setAdding] = useState(false);
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            <Trans>Activities</Trans>
          </Title>
          {canAddTodo && (
            <Button
              size="sm"
              variant="light"
              mih={44}
              leftSection={<IconPlus size={16} />}
              onClick={() => setAdding(true)}
            >
              <Trans>New to-do</Trans>
            </Button>
          )}
        </Group>
        {activities === undefined || flags === undefined ? (
          <DataLoading />
        ) : activities.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>ToDos not found</Trans>
          </Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label={t`Activities`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {activities.map((a) => {
              const due = a.dueDate ? dueDayText(a.dueDate) : '';
              const priority = a.priority ?? 1;
              return (
                <Stack key={a.id} gap={2} component="li">
                  <Group gap="xs" wrap="wrap">
                    <Badge size="sm" variant="light" color={a.type === 'LOG' ? 'gray' : 'blue'}>
                      {a.type === 'LOG' ? t`Log` : t`To-do`}
                    </Badge>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {activityCaption(a.caption, i18n)}
                    </Text>
                    <PendingBadge flag={flags.get(a.id)} />
                  </Group>
                  {a.body && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {a.body}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {a.dueDate ? (
                      <Trans>
                        Due {due} · priority {priority}
                      </Trans>
                    ) : (
                      formatDateTime(a.createdAt)
                    )}
                    {a.personParty ? ` · ${a.personParty}` : ''}
                  </Text>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Stack>
      <Modal opened={adding} onClose={() => setAdding(false)} title={t`New to-do`}>
        <TodoForm project={project} onDone={() => setAdding(false)} />
      </Modal>
    </Card>
  );
}
