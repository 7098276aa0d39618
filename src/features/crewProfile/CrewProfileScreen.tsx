import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCrewProfile } from '../../db/jobsHooks';
import { refreshCrewProfile } from '../../sync/details';
import { useDetailRefresh } from '../../sync/useDetailRefresh';
import { DataFrame } from '../../app/frame/DataFrame';
import { useSession } from '../../session/useSession';
import { normaliseLoginTypes } from '../../session/loginTypes';
import { refreshCrewMemberProfile } from '../../sync/crewMemberProfile';
import { PlannerContact } from './PlannerContact';
import { PlannerCrewProfileSection } from './PlannerCrewProfileSection';
import { initialsOf } from './initials';

type Props = { personId: string; publicView?: boolean };

/**
 * /crew-profile/{personId} and its public variant: name, picture, functions, skills; for a
 * planner also contact (by right), qualified functions, tags, document-based skills, ratings.
 */
export function CrewProfileScreen({ personId, publicView = false }: Props) {
  const { t } = useLingui();
  const id = /^\d+$/.test(personId) ? Number(personId) : -1;
  const profile = useCrewProfile(id);
  const session = useSession();
  // A planner reads more of a person (issue 13): the "Crew member" lists of SPEC §7 and the
  // contact data the crewProfile CONTACT right allows.
  const planner =
    !publicView &&
    session.status === 'authenticated' &&
    normaliseLoginTypes(session.payload.loginData.loginTypes).has('planner');
  const refresh = useDetailRefresh(`profile:${id}:${publicView}:${planner}`, () =>
    id <= 0
      ? Promise.resolve('missing')
      : planner
        ? refreshCrewMemberProfile(id)
        : refreshCrewProfile(id, { public: publicView }),
  );
  // Not on the device yet: wait for the server's answer before saying it is not found.
  const shown =
    profile === undefined || (!profile && refresh === 'loading')
      ? undefined
      : !profile || refresh === 'missing'
        ? null
        : profile;
  return (
    <DataFrame value={shown} notFound={<Trans>Profile not found</Trans>}>
      {(profile) => (
        <Stack gap="md">
          <Card withBorder>
            <Stack gap="sm">
              <Group>
                <Avatar
                  size="xl"
                  radius="xl"
                  color="blue"
                  aria-label={t`Picture of ${profile.name}`}
                >
                  {initialsOf(profile.name)}
                </Avatar>
                <Stack gap={2}>
                  <Title order={2} size="h3">
                    {profile.name}
                  </Title>
                  {!publicView && !planner && profile.phone && (
                    <Anchor href={`tel:${profile.phone.replace(/\s+/g, '')}`} size="sm">
                      {profile.phone}
                    </Anchor>
                  )}
                </Stack>
              </Group>
              {profile.about && <Text size="sm">{profile.about}</Text>}
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  <Trans>Functions</Trans>
                </Text>
                {profile.functions.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    <Trans>No functions yet</Trans>
                  </Text>
                ) : (
                  <Group gap={6}>
                    {profile.functions.map((f) => (
                      <Badge key={f} variant="light">
                        {f}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Stack>
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  <Trans>Skills</Trans>
                </Text>
                {profile.skills.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    <Trans>No skills yet</Trans>
                  </Text>
                ) : (
                  <ul style={{ margin: 0, paddingLeft: 18 }} aria-label={t`Skills`}>
                    {profile.skills.map((s) => (
                      <li key={s}>
                        <Text size="sm">{s}</Text>
                      </li>
                    ))}
                  </ul>
                )}
              </Stack>
            </Stack>
          </Card>
          {planner && (
            <>
              <PlannerContact phone={profile.phone} email={profile.email} />
              <PlannerCrewProfileSection personId={id} refresh={refresh} />
            </>
          )}
        </Stack>
      )}
    </DataFrame>
  );
}
