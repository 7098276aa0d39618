import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { IconCheck, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useSetting } from '../../db/hooks';
import { useWithFlags } from '../../db/withFlags';
import { formatDayRange, formatTimeRange } from '../../lib/dates';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataFrame } from '../../app/frame/DataFrame';
import { confirmJob } from '../../sync/actions/jobs';
import { mapLink, mapServiceOf } from '../../lib/mapLink';
import { useJobScreen } from './useJobScreen';
import { JobStatusBadge } from '../../app/labels/JobStatusBadge';
import { JobPeople } from './JobPeople';
import { CrewItemQr } from './CrewItemQr';
import { jobLinks } from './jobLinks';
import { localSaveFailure } from '../../app/errors';

// Link relations, not prose.
const EXTERNAL_REL = 'noopener noreferrer';

/** /jobs/{id}: one job with its project, place, times, crew chief and colleagues; offline too. */
export function JobDetailScreen({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const [data, flags] = useWithFlags(useJobScreen(id), 'jobs') ?? [];
  const mapService = mapServiceOf(useSetting('mapService'));
  const [error, setError] = useState<string | null>(null);

  return (
    <DataFrame value={data} notFound={<Trans>Job not found</Trans>}>
      {({ job, detail, base, status }) => {
        const location = detail?.location ?? null;
        const address = location ? `${location.address}, ${location.city}` : null;
        const links = jobLinks(base, detail);
        const confirm = () => {
          setError(null);
          confirmJob(base.id).catch((e: unknown) =>
            setError(localSaveFailure(e, i18n, t`The confirmation could not be saved.`)),
          );
        };
        return (
          <Stack gap="md">
            <LastSynced resource="jobDetails" />
            <Stack gap={4}>
              <Group gap="xs">
                <JobStatusBadge status={status} />
                <PendingBadge flag={flags?.get(base.id)} />
                {base.crewChiefOnly && (
                  <Badge variant="outline">
                    <Trans>Crew chief only</Trans>
                  </Badge>
                )}
              </Group>
              <Title order={2} size="h3">
                {base.projectName}
              </Title>
              <Text c="dimmed" size="sm">
                {base.company} · {base.projectNumber} · {base.crewName}
              </Text>
            </Stack>

            {status === 'toConfirm' && (
              <Button leftSection={<IconCheck size={18} />} onClick={confirm}>
                <Trans>Confirm job</Trans>
              </Button>
            )}
            {error && (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            )}

            <Card withBorder>
              <Stack gap={6}>
                <Text fw={600}>
                  {formatDayRange(base.startDate, base.endDate)} ·{' '}
                  {formatTimeRange(base.startTime, base.endTime)}
                </Text>
                <Text size="sm">
                  <Trans>Function: {base.functionName}</Trans>
                </Text>
              </Stack>
            </Card>

            <Card withBorder>
              <Stack gap={6}>
                <Text fw={600}>
                  <Trans>Location</Trans>
                </Text>
                {location && address ? (
                  <>
                    <Text size="sm">{location.name}</Text>
                    <Text size="sm">{address}</Text>
                    <Anchor
                      href={mapLink(mapService, address)}
                      target="_blank"
                      rel={EXTERNAL_REL}
                      size="sm"
                    >
                      <Group gap={4} component="span">
                        <IconMapPin size={16} aria-hidden />
                        <Trans>Open in map</Trans>
                      </Group>
                    </Anchor>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {job?.locationName ?? <Trans>No location given</Trans>}
                  </Text>
                )}
              </Stack>
            </Card>

            {detail ? (
              <JobPeople detail={detail} />
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>Crew chief and colleagues show once the job has been loaded online.</Trans>
              </Text>
            )}

            {links.checkInCode && (status === 'confirmed' || status === 'toConfirm') && (
              <CrewItemQr crewItemId={base.id} />
            )}

            <Group gap="xs">
              {links.contactProjectManager && (
                <Button
                  component={Link}
                  to={`/jobs/${base.id}/contact-project-manager`}
                  variant="light"
                  size="sm"
                >
                  <Trans>Contact project manager</Trans>
                </Button>
              )}
              {links.openCrew && (
                <Button component={Link} to={`/crews/${base.crewId}`} size="sm">
                  <Trans>Open crew</Trans>
                </Button>
              )}
              {links.crewChiefDocuments && (
                <Button
                  component={Link}
                  to={`/jobs/${base.id}/crew-chief-documents`}
                  variant="light"
                  size="sm"
                >
                  <Trans>Crew chief documents</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        );
      }}
    </DataFrame>
  );
}
