import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useContracts } from '../../db/contractsHooks';
import { formatDate, todayIso } from '../../lib/dates';
import { useRefreshOnOpen } from '../../sync/useSync';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import classes from './Contracts.module.css';

const RESOURCES = ['contracts'] as const;

/** /contracts: the person's staff contracts, current first; works offline. */
export function ContractsScreen() {
  const { t } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const contracts = useContracts();
  const today = todayIso();

  if (!contracts) return <DataLoading />;
  return (
    <Stack gap="sm">
      <LastSynced resource="contracts" />
      {contracts.length === 0 ? (
        <EmptyState>
          <Trans>Contract not found</Trans>
        </EmptyState>
      ) : (
        <ul className={classes.list} aria-label={t`Contracts`}>
          {contracts.map((c) => (
            <li key={c.id} className={classes.item}>
              <UnstyledButton component={Link} to={`/contracts/${c.id}`} className={classes.link}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {c.name}
                  </Text>
                  {c.endDate && c.endDate < today ? (
                    <Badge size="xs" color="gray" variant="light">
                      <Trans>Ended</Trans>
                    </Badge>
                  ) : (
                    <Badge size="xs" color="green" variant="light">
                      <Trans>Current</Trans>
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {c.company} · {formatDate(c.startDate)} –{' '}
                  {c.endDate ? formatDate(c.endDate) : t`open-ended`}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
