import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSyncState } from '../../../db/hooks';
import { useWithFlags } from '../../../db/withFlags';
import { useProjectVacancies } from '../../../db/projectCopyHooks';
import { formatDateTime, formatDayRange, formatTimeRange } from '../../../lib/dates';
import { PendingBadge } from '../../../app/sync/PendingBadge';
import { LastSynced } from '../../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../../app/frame/DataFrame';
import { offerVacancy } from '../../../sync/actions/projectCopy';
import { requestPull } from '../../../sync/scheduler';
import { useRefreshOnOpen } from '../../../sync/useSync';
import { useSession } from '../../../session/useSession';
import { mayReadProjectVacancies } from '../../../session/rights';
import { TemporaryPersons } from './TemporaryPersons';
import { OfferVacancyButton } from './OfferVacancyButton';
import { localSaveFailure } from '../../../app/errors';

/**
 * /projects-vacancy (SPEC §2, planners with temporary-persons and mobile project vacancies
 * read): the open crew items, offering one to crew, and who applied. From the local table, so
 * it works offline after one visit; offering queues in the outbox.
 */
export function ProjectVacanciesScreen() {
  const { t, i18n } = useLingui();
  useRefreshOnOpen(['projectVacancies', 'temporaryPersons']);
  const [items, flags] = useWithFlags(useProjectVacancies(), 'projectVacancies') ?? [];
  const sync = useSyncState('projectVacancies');
  const [error, setError] = useState<string | null>(null);
  const session = useSession();
  const allowed = session.status === 'authenticated' && mayReadProjectVacancies(session.rights);

  // Without the rights the list is never pulled, so waiting for it would spin for ever.
  if (!allowed) {
    return (
      <EmptyState>
        <Trans>You do not have the rights to see the open crew items.</Trans>
      </EmptyState>
    );
  }
  const neverSynced = !sync?.lastSyncedAt;
  if (
    items === undefined ||
    flags === undefined ||
    (items.length === 0 && neverSynced && sync?.state !== 'error')
  )
    return <DataLoading />;
  if (items.length === 0 && neverSynced) {
    return (
      <Stack align="center" py="xl">
        <Text role="alert">
          <Trans>The open crew items could not be loaded. Check the connection.</Trans>
        </Text>
        <Button
          mih={44}
          onClick={() => void requestPull({ names: ['projectVacancies'] }).catch(() => undefined)}
        >
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }

  const offer = (id: number) => {
    setError(null);
    offerVacancy(id).catch((e: unknown) =>
      setError(localSaveFailure(e, i18n, t`Your change could not be saved.`)),
    );
  };

  return (
    <Stack gap="sm">
      <LastSynced resource="projectVacancies" />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Title order={2} size="h4">
        <Trans>Open crew items</Trans>
      </Title>
      {items.length === 0 ? (
        <EmptyState>
          <Trans>No open crew items</Trans>
        </EmptyState>
      ) : (
        <ul aria-label={t`Open crew items`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((v) => (
            <li key={v.id} style={{ marginBottom: 8 }}>
              <Card withBorder padding="sm">
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={600} size="sm">
                      {formatDayRange(v.startDate, v.endDate)} ·{' '}
                      {formatTimeRange(v.startTime, v.endTime)}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      {v.offeredAt && (
                        <Badge size="sm" variant="light" color="teal">
                          <Trans>Offered</Trans>
                        </Badge>
                      )}
                      <PendingBadge flag={flags.get(v.id)} />
                    </Group>
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {v.projectNumber} · {v.projectName}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {v.functionName} · {v.crewName}
                    {v.locationName ? ` · ${v.locationName}` : ''}
                  </Text>
                  <Text
                    size="sm"
                    aria-label={t`Applicants for ${v.projectName}, ${v.functionName}`}
                  >
                    {v.applicants.length === 0 ? (
                      <Trans>No applicants yet</Trans>
                    ) : (
                      <Trans>Applied: {v.applicants.map((a) => a.name).join(', ')}</Trans>
                    )}
                  </Text>
                  <Group justify="space-between" align="center">
                    <Text size="xs" c="dimmed">
                      {v.offeredAt ? (
                        <Trans>Offered to crew since {formatDateTime(v.offeredAt)}</Trans>
                      ) : null}
                    </Text>
                    {!v.offeredAt && <OfferVacancyButton vacancy={v} onOffer={() => offer(v.id)} />}
                  </Group>
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <TemporaryPersons />
    </Stack>
  );
}
