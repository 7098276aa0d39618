import { Badge, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useTrainings, type Training } from '../../db/trainingsHooks';
import { formatDate, todayIso } from '../../lib/dates';
import { useRefreshOnOpen } from '../../sync/useSync';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import classes from './Trainings.module.css';

const RESOURCES = ['trainings'] as const;

const STATUS: Record<Training['status'], { label: MessageDescriptor; color: string }> = {
  registered: { label: msg`Registered`, color: 'blue' },
  completed: { label: msg`Completed`, color: 'green' },
  cancelled: { label: msg`Cancelled`, color: 'gray' },
};

/** /trainings: the person's trainings, upcoming first then the past ones; works offline. */
export function TrainingsScreen() {
  const { t, i18n } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const trainings = useTrainings();

  if (!trainings) return <DataLoading />;
  const today = todayIso();
  const upcoming = trainings.filter((x) => x.date >= today);
  const past = trainings.filter((x) => x.date < today).reverse();
  return (
    <Stack gap="sm">
      <LastSynced resource="trainings" />
      {trainings.length === 0 ? (
        <EmptyState>
          <Trans>Trainings not found</Trans>
        </EmptyState>
      ) : (
        <ul className={classes.list} aria-label={t`Trainings`}>
          {[...upcoming, ...past].map((x) => (
            <li key={x.id} className={classes.item}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {formatDate(x.date)}
                </Text>
                <Badge size="xs" variant="light" color={STATUS[x.status].color}>
                  {i18n._(STATUS[x.status].label)}
                </Badge>
              </Group>
              <Text size="sm">{x.title}</Text>
              <Text size="xs" c="dimmed">
                {x.location}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
