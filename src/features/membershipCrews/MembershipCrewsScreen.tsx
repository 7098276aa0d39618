import { Button, Group, Stack, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useWithFlags } from '../../db/withFlags';
import { useMembershipCrews } from '../../db/plannerCrewHooks';
import { useSession } from '../../session/useSession';
import { normaliseLoginTypes } from '../../session/loginTypes';
import { LastSynced } from '../../app/sync/LastSynced';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { CreateCrewModal } from './CreateCrewModal';
import classes from './MembershipCrews.module.css';

/**
 * /membership-crews (SPEC §2, clients and planners): the crews this person sees (a client:
 * the crews they are a member of), each opening its members. Planners create crews here.
 */
export function MembershipCrewsScreen() {
  const { t } = useLingui();
  const session = useSession();
  const planner =
    session.status === 'authenticated' &&
    normaliseLoginTypes(session.payload.loginData.loginTypes).has('planner');
  const [crews, flags] = useWithFlags(useMembershipCrews(), 'pCrews') ?? [];
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="sm">
      <LastSynced resource="pCrews" />
      {planner && (
        <Group>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setCreating(true)}
            className={classes.touch}
          >
            <Trans>New crew</Trans>
          </Button>
        </Group>
      )}
      {crews === undefined ? (
        <DataLoading />
      ) : crews.length === 0 ? (
        <EmptyState>
          {planner ? (
            <Trans>There are no crews yet. Create the first one.</Trans>
          ) : (
            <Trans>You are not a member of any crew yet.</Trans>
          )}
        </EmptyState>
      ) : (
        <ul className={classes.list} aria-label={t`Crews`}>
          {crews.map((crew) => (
            <li key={crew.id}>
              <Link
                to="/membership-crews/$id"
                params={{ id: String(crew.id) }}
                className={classes.row}
                disabled={crew.id < 0}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} className={classes.text}>
                    {crew.name}
                  </Text>
                  <PendingBadge
                    flag={flags?.get(crew.id) ?? (crew.id < 0 ? 'pending' : undefined)}
                  />
                </Group>
                <Text size="sm" c="dimmed" className={classes.text}>
                  {crew.crewTypeName ?? ''}
                  {crew.crewTypeName ? ' · ' : ''}
                  <Plural value={crew.memberCount} one="# member" other="# members" />
                </Text>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {planner && <CreateCrewModal opened={creating} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
