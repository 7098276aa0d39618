import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSyncState } from '../../../db/hooks';
import { formatDayRange } from '../../../lib/dates';
import { requestPull } from '../../../sync/scheduler';
import { LastSynced } from '../../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../../app/frame/DataFrame';
import { EntityName } from '../../../app/layout/EntityName';
import { GuestNote } from '../../../app/layout/GuestNote';
import { GuestCrewCard } from './GuestCrewCard';
import { useGuestLanding } from './useGuestLanding';

/** Not on the device and the last pull failed: say so, and offer to try again. */
function LoadFailed() {
  return (
    <Stack gap="sm" align="center" py="xl" role="alert">
      <Text ta="center">
        <Trans>The project could not be loaded. Check your connection and try again.</Trans>
      </Text>
      <LastSynced resource="guestProject" />
      <Button
        mih={44}
        onClick={() => void requestPull({ names: ['guestProject'] }).catch(() => undefined)}
      >
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  );
}

/**
 * `/projects/{number}` for a project guest (SPEC §5): the project, its crews with their times
 * and places, the people the guest may contact, and the account note. No back arrow (SPEC §2,
 * layoutRules). Read from the local tables: after one visit it works offline.
 */
export function ProjectGuestLanding({ number }: { number: string }) {
  const landing = useGuestLanding(number);
  const sync = useSyncState('guestProject');
  if (landing === undefined || sync === undefined) return <DataLoading />;
  const { project, crews } = landing;
  if (!project) {
    if (sync?.state === 'error') return <LoadFailed />;
    // The first pull after login has not answered yet.
    if (!sync?.lastSyncedAt) return <DataLoading />;
    return (
      <EmptyState>
        <Trans>Project not found</Trans>
      </EmptyState>
    );
  }
  const managerName = project.projectManagerName;
  return (
    <Stack gap="md">
      <GuestNote />
      <Stack gap={4}>
        <EntityName>{project.name}</EntityName>
        <Text size="sm">
          {project.number} · {project.company}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDayRange(project.beginDate, project.endDate)}
        </Text>
        {project.projectManagerId !== null && (
          <Anchor
            component={Link}
            to={`/projects/${encodeURIComponent(project.number)}/contact-project-manager`}
            size="sm"
            style={{ display: 'flex', alignItems: 'center', minHeight: 44 }}
          >
            {project.projectManagerName ? (
              <Trans>Project manager: {managerName}</Trans>
            ) : (
              <Trans>Contact the project manager</Trans>
            )}
          </Anchor>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Trans>Crews</Trans>
        </Title>
        <LastSynced resource="crews" />
        {crews.length === 0 ? (
          <EmptyState>
            <Trans>No crews yet</Trans>
          </EmptyState>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {crews.map((c) => (
              <GuestCrewCard key={c.crew.id} {...c} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
