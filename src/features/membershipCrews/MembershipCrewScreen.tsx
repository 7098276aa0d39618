import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CrewMembership } from '../../db/db';
import { useWithFlags } from '../../db/withFlags';
import { useMembershipCrew } from '../../db/plannerCrewHooks';
import { useSession } from '../../session/useSession';
import { hasRight } from '../../session/rights';
import { removeCrewMember } from '../../sync/actions/plannerCrews';
import { DataFrame } from '../../app/frame/DataFrame';
import { LastSynced } from '../../app/sync/LastSynced';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { RemovableList } from '../../app/lists/RemovableList';
import { AddMemberForm } from './AddMemberForm';
import classes from './MembershipCrews.module.css';
import { useSaveFailureToast } from '../../app/toasts/useSaveFailureToast';

/**
 * /membership-crews/{id}: the crew's members, each opening their contact. Adding needs
 * crewMemberships CREATE, removing crewMemberships DELETE (SPEC §6); removing asks first.
 */
export function MembershipCrewScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const sayFailure = useSaveFailureToast();
  const session = useSession();
  const rights = session.status === 'authenticated' ? session.rights : {};
  const mayAdd = hasRight(rights, 'crewMemberships', 'CREATE');
  const mayRemove = hasRight(rights, 'crewMemberships', 'DELETE');
  const crewId = /^\d+$/.test(id) ? Number(id) : 0;
  const [value, flags] = useWithFlags(useMembershipCrew(crewId), 'pCrewMemberships') ?? [];

  return (
    <DataFrame value={value} notFound={<Trans>Crew not found</Trans>} resource="pCrews">
      {({ crew, members }) => (
        <Stack gap="sm">
          <LastSynced resource="pCrewMemberships" />
          <div>
            <Title order={2} size="h3" className={classes.text}>
              {crew.name}
            </Title>
            {crew.crewTypeName && (
              <Text size="sm" c="dimmed">
                {crew.crewTypeName}
              </Text>
            )}
          </div>
          {mayAdd &&
            (crew.id < 0 ? (
              <Alert color="yellow">
                <Trans>Members can be added once the crew has reached the server.</Trans>
              </Alert>
            ) : (
              <AddMemberForm crewId={crew.id} members={members} />
            ))}
          <Title order={3} size="h5">
            <Trans>Members</Trans>
          </Title>
          <RemovableList<CrewMembership>
            rows={members}
            label={t`Members`}
            empty={
              <Text c="dimmed">
                <Trans>This crew has no members yet.</Trans>
              </Text>
            }
            confirm={{
              title: t`Remove member?`,
              text: (m) => t`Remove ${m.name} from ${crew.name}?`,
              confirmLabel: t`Remove`,
            }}
            onRemove={(m) => void removeCrewMember(m.id).catch(sayFailure)}
          >
            {(m, ask) => (
              <li key={m.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={`/membership-crews/${crew.id}/contact/${m.personId}`}
                    className={`${classes.row} ${classes.text}`}
                    style={{ flex: 1 }}
                  >
                    {m.name}
                  </Anchor>
                  <PendingBadge flag={flags?.get(m.id) ?? (m.id < 0 ? 'pending' : undefined)} />
                  {mayRemove && (
                    <Anchor
                      component="button"
                      type="button"
                      c="red"
                      className={classes.touch}
                      onClick={() => ask(m)}
                      aria-label={t`Remove ${m.name}`}
                    >
                      <Trans>Remove</Trans>
                    </Anchor>
                  )}
                </Group>
              </li>
            )}
          </RemovableList>
        </Stack>
      )}
    </DataFrame>
  );
}
