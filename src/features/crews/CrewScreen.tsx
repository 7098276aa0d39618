import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLocation } from '../../db/crewsHooks';
import { formatDayRange } from '../../lib/dates';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataFrame } from '../../app/frame/DataFrame';
import { CrewMemberCard } from './CrewMemberCard';
import { CrewSiteMenu } from './CrewSiteMenu';
import { MemberRatings } from './MemberRatings';
import { useCrewScreen } from './useCrewScreen';
import { EntityName } from '../../app/layout/EntityName';

/** /crews/{id} and /crews/{id}/crew-chief-job: the crew on site, from the job pack (offline). */
export function CrewScreen({ id: rawId }: { id: string }) {
  const { t } = useLingui();
  const { id, crew, members, flags, isChief } = useCrewScreen(rawId);
  const location = useLocation(crew?.locationId ?? null);

  const loaded =
    members === undefined || flags === undefined ? undefined : crew && { crew, members, flags };
  return (
    <DataFrame value={loaded} notFound={<Trans>Crew not found</Trans>}>
      {({ crew, members, flags }) => {
        // One day or a range, with the year when it is not this year's.
        const days = formatDayRange(crew.startDate, crew.endDate);
        return (
          <Stack gap="md">
            <LastSynced resource="crewMembers" />
            <Stack gap={4}>
              <EntityName>{crew.name}</EntityName>
              <Text size="sm">
                {crew.projectName} · {crew.projectNumber}
              </Text>
              <Text size="sm" c="dimmed">
                {crew.company} · {days}
              </Text>
              {crew.locationId !== null ? (
                <Anchor component={Link} to={`/crews/${id}/crew-chief-location`} size="sm">
                  {location ? `${location.name}, ${location.city}` : t`Location`}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  <Trans>No location given</Trans>
                </Text>
              )}
            </Stack>

            {isChief && <CrewSiteMenu crewId={id} />}

            <Title order={3} size="h4">
              <Trans>Crew members</Trans>
            </Title>
            {members.length === 0 ? (
              <Text c="dimmed" ta="center">
                <Trans>Crew items not found</Trans>
              </Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {members.map((m) => (
                  <CrewMemberCard key={m.id} member={m} flag={flags.get(m.id)}>
                    {isChief && <MemberRatings crew={crew} member={m} />}
                  </CrewMemberCard>
                ))}
              </Stack>
            )}
          </Stack>
        );
      }}
    </DataFrame>
  );
}
