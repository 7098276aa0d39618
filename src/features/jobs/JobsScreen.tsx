import { Stack, Tabs, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useWithFlags } from '../../db/withFlags';
import { useJobs } from '../../db/jobsHooks';
import { todayIso } from '../../lib/dates';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { groupJobs, type JobGroups } from './groupJobs';
import { JobList } from './JobList';

type GroupKey = keyof JobGroups;

/** `/jobs#to-confirm` opens that group (home links there). */
const HASHES: Record<string, GroupKey> = {
  upcoming: 'upcoming',
  'to-confirm': 'toConfirm',
  applied: 'applied',
  past: 'past',
  'crew-chief': 'crewChief',
};

/** /jobs: the person's jobs from the local table, grouped as SPEC §2 says; works offline. */
export function JobsScreen() {
  const { t } = useLingui();
  const [jobs, flags] = useWithFlags(useJobs(), 'jobs') ?? [];
  const hash = useLocation({ select: (l) => l.hash });
  const groups = useMemo(() => groupJobs(jobs ?? [], todayIso()), [jobs]);
  const [tab, setTab] = useState<GroupKey>(HASHES[hash] ?? 'upcoming');

  if (!jobs || !flags) return <DataLoading />;
  const labels: Record<GroupKey, string> = {
    upcoming: t`Upcoming`,
    past: t`Past`,
    toConfirm: t`To confirm`,
    applied: t`Applied for`,
    crewChief: t`Crew chief`,
  };
  // Crew chiefs get their own group; others never see an empty one.
  const order: GroupKey[] = [
    'upcoming',
    'toConfirm',
    'applied',
    'past',
    ...(groups.crewChief.length > 0 ? (['crewChief'] as const) : []),
  ];
  return (
    <Stack gap="sm">
      <LastSynced resource="jobs" />
      {jobs.length === 0 ? (
        <EmptyState>
          <Trans>Jobs not found</Trans>
        </EmptyState>
      ) : (
        // Only the open group is drawn: its list measures where it starts on the page.
        <Tabs
          value={tab}
          onChange={(v) => setTab((v as GroupKey | null) ?? 'upcoming')}
          keepMounted={false}
        >
          <Tabs.List grow>
            {order.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {labels[key]} ({groups[key].length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {order.map((key) => (
            <Tabs.Panel key={key} value={key} pt="xs">
              {groups[key].length === 0 ? (
                <Text c="dimmed" ta="center" py="lg">
                  <Trans>Jobs not found</Trans>
                </Text>
              ) : (
                <JobList jobs={groups[key]} flags={flags} label={labels[key]} />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
