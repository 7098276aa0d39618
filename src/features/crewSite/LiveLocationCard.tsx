import { Alert, Badge, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Crew } from '../../db/db';
import { fromNow } from '../../lib/dates';
import { setLiveLocationSharing } from '../../sync/actions/crewPhotos';
import { useWatchProblem } from './liveLocationWatcher';
import { useLiveLocationSharing } from './useLiveLocationSharing';
import { useSaveFailureToast } from '../../app/toasts/useSaveFailureToast';

/**
 * The chief's opt-in live location (SPEC §7 liveLocations): off unless switched on, and sent
 * only while the crew's shift is today. Points wait in the outbox when there is no signal.
 */
export function LiveLocationCard({ crew }: { crew: Crew }) {
  const { t } = useLingui();
  const sayFailure = useSaveFailureToast();
  const { state, onShift, active } = useLiveLocationSharing(crew);
  const problem = useWatchProblem(crew.id);
  const sharing = state?.sharing ?? false;

  const last = state?.last ?? null;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Switch
            checked={sharing}
            disabled={state === undefined || (!onShift && !sharing)}
            onChange={(e) =>
              void setLiveLocationSharing(crew.id, e.currentTarget.checked).catch(sayFailure)
            }
            label={t`Share my live location`}
            description={t`While this is on and your shift is today, the planner sees where you are (about once a minute, with its accuracy). Turn it off at any time.`}
          />
          <Badge color={active ? 'green' : 'gray'} variant="light">
            {active ? t`Sharing on` : t`Sharing off`}
          </Badge>
        </Group>
        {!onShift && (
          <Text size="sm" c="dimmed">
            <Trans>Sharing works only on the days of this crew's shift.</Trans>
          </Text>
        )}
        {problem === 'denied' && (
          <Alert color="red" title={t`Location permission not granted`}>
            <Trans>
              Allow location access for this site in your browser settings, then switch sharing on
              again.
            </Trans>
          </Alert>
        )}
        {problem === 'unsupported' && (
          <Alert color="red">
            <Trans>This browser cannot tell your location.</Trans>
          </Alert>
        )}
        {problem === 'unavailable' && active && (
          <Alert color="yellow">
            <Trans>Your position cannot be found right now; sharing goes on when it can.</Trans>
          </Alert>
        )}
        {last && (
          <Text size="sm" role="status">
            {last.accuracy !== null ? (
              <Trans>
                Last shared {fromNow(Date.parse(last.recordedAt))}, accurate to about{' '}
                {Math.round(last.accuracy)} m
              </Trans>
            ) : (
              <Trans>Last shared {fromNow(Date.parse(last.recordedAt))}</Trans>
            )}
            {state?.lastWaiting && (
              <>
                {' · '}
                <Trans>waiting for the network</Trans>
              </>
            )}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
