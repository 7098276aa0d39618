import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useWithFlags } from '../../db/withFlags';
import { useJobs, useVacancies, type Vacancy } from '../../db/jobsHooks';
import { formatShift } from '../../lib/dates';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { LastSynced } from '../../app/sync/LastSynced';
import { applyForVacancy, withdrawFromVacancy } from '../../sync/actions/jobs';
import { localClashes, worstSeverity, type LocalClashes } from '../../sync/actions/availability';
import { ClashStep } from '../../app/availability/ClashStep';
import { todayIso } from '../../lib/dates';
import { useRefreshOnOpen } from '../../sync/useSync';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { ConfirmModal } from '../../app/ConfirmModal';
import { appliedIds } from './appliedIds';
import { mayReadVacancies } from '../../session/rights';
import { useSession } from '../../session/useSession';
import { localSaveFailure } from '../../app/errors';

/** /vacancies: open crew items to apply for or withdraw from; works offline (outbox). */
export function VacanciesScreen() {
  const { t, i18n } = useLingui();
  const session = useSession();
  useRefreshOnOpen(['vacancies']);
  const liveVacancies = useVacancies();
  const liveJobs = useJobs();
  const both = useMemo(
    () => (liveVacancies && liveJobs ? { vacancies: liveVacancies, jobs: liveJobs } : undefined),
    [liveVacancies, liveJobs],
  );
  // An application changes the jobs table and waits in the outbox under the vacancy's job id.
  const [read, flags] = useWithFlags(both, 'jobs') ?? [];
  const vacancies = read?.vacancies;
  const jobs = read?.jobs;
  const applied = useMemo(() => appliedIds(vacancies ?? [], jobs ?? []), [vacancies, jobs]);
  const [withdrawing, setWithdrawing] = useState<Vacancy | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Applying on a day the person blocked, took off or already works asks first.
  const [clash, setClash] = useState<{ vacancy: Vacancy; found: LocalClashes } | null>(null);

  // SPEC §2: the menu offers /vacancies by the vacancies right; opened by URL without it, say
  // so instead of "not found" over a list the server never fills.
  if (session.status === 'authenticated' && !mayReadVacancies(session.rights)) {
    return (
      <EmptyState>
        <Trans>Vacancies are shown to logins with the vacancies right.</Trans>
      </EmptyState>
    );
  }
  if (!vacancies || !jobs || !flags) return <DataLoading />;
  const act = (p: Promise<void>) => {
    setError(null);
    p.catch((e: unknown) =>
      setError(localSaveFailure(e, i18n, t`Your change could not be saved.`)),
    );
  };
  const apply = (v: Vacancy) =>
    act(
      localClashes(
        {
          kind: 'job',
          id: v.id,
          startDate: v.startDate,
          endDate: v.endDate,
          startTime: v.startTime,
          endTime: v.endTime,
        },
        todayIso(),
      ).then((found) =>
        found.collisions.length ? setClash({ vacancy: v, found }) : applyForVacancy(v.id),
      ),
    );

  return (
    <Stack gap="sm">
      <LastSynced resource="vacancies" />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {vacancies.length === 0 ? (
        <EmptyState>
          <Trans>Crew items not found</Trans>
        </EmptyState>
      ) : (
        <ul aria-label={t`Vacancies`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {vacancies.map((v) => {
            const isApplied = applied.has(v.id);
            return (
              <li key={v.id} style={{ marginBottom: 8 }}>
                <Card withBorder padding="sm">
                  <Stack gap={4}>
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600} size="sm">
                        {formatShift(v)}
                      </Text>
                      <Group gap={4}>
                        {isApplied && (
                          <Badge size="xs" variant="light" color="teal">
                            {t({ message: 'Applied for', context: 'job status' })}
                          </Badge>
                        )}
                        <PendingBadge flag={flags?.get(v.id)} />
                      </Group>
                    </Group>
                    <Text size="sm">{v.projectName}</Text>
                    <Text size="xs" c="dimmed">
                      {v.functionName} · {v.company}
                      {v.city ? ` · ${v.city}` : ''}
                    </Text>
                    <Group justify="flex-end">
                      {isApplied ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setWithdrawing(v)}
                          aria-label={t`Withdraw from ${v.projectName}, ${v.functionName}`}
                        >
                          <Trans>Withdraw</Trans>
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          onClick={() => apply(v)}
                          aria-label={t`Apply for ${v.projectName}, ${v.functionName}`}
                        >
                          <Trans>Apply</Trans>
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        opened={clash !== null}
        onClose={() => setClash(null)}
        title={
          clash && worstSeverity(clash.found.collisions) === 'block'
            ? t`Date already confirmed`
            : t`Check your calendar`
        }
      >
        {clash && (
          <ClashStep
            collisions={clash.found.collisions}
            names={clash.found}
            intro={
              <Trans>
                Apply for {clash.vacancy.functionName} at {clash.vacancy.projectName} anyway?
              </Trans>
            }
            confirmLabel={<Trans>Apply anyway</Trans>}
            onCancel={() => setClash(null)}
            onConfirm={() => {
              act(applyForVacancy(clash.vacancy.id));
              setClash(null);
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        danger
        opened={withdrawing !== null}
        title={t`Withdraw your application?`}
        text={
          <Trans>
            You will no longer be considered for {withdrawing?.functionName} at{' '}
            {withdrawing?.projectName}.
          </Trans>
        }
        confirmLabel={t`Withdraw`}
        cancelLabel={<Trans>Keep application</Trans>}
        onConfirm={() => withdrawing && act(withdrawFromVacancy(withdrawing.id))}
        onClose={() => setWithdrawing(null)}
      />
    </Stack>
  );
}
