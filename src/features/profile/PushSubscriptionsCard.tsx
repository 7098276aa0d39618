import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useWithFlags } from '../../db/withFlags';
import { usePushSubscriptions } from '../../db/profileHooks';
import {
  PUSH_SUBSCRIBE_TIMEOUT_MS,
  PushSubscribeError,
  currentPushEndpoint,
  subscribeThisBrowser,
  unsubscribeDevice,
  type PushProblem,
} from '../../sync/actions/push';
import { formatDate } from '../../lib/dates';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { RemovableList } from '../../app/lists/RemovableList';

/** Web Push per device or browser: subscribe this one, see and remove all (SPEC §2). */
export function PushSubscriptionsCard() {
  const { t } = useLingui();
  const [rows, flags] = useWithFlags(usePushSubscriptions(), 'pushSubscriptions') ?? [];
  const [mine, setMine] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PushProblem | 'other' | null>(null);

  useEffect(() => {
    void currentPushEndpoint()
      .then(setMine)
      .catch(() => setMine(null));
  }, [rows]);

  const messages: Record<PushProblem | 'other', string> = {
    unsupported: t`This browser does not support push notifications.`,
    denied: t`Notifications are blocked for this site. Allow them in the browser's site settings, then try again.`,
    offline: t`Subscribing needs a connection. Try again when you are online.`,
    refused: t`This browser could not register for push notifications: its push service did not answer. Try again later or use another device.`,
    timeout: t`The browser's push service did not answer within ${PUSH_SUBSCRIBE_TIMEOUT_MS / 1000} seconds. Check the connection and try again.`,
    other: t`Subscribing failed. Try again.`,
  };

  const subscribe = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await subscribeThisBrowser();
      setMine(await currentPushEndpoint());
    } catch (error) {
      setProblem(error instanceof PushSubscribeError ? error.problem : 'other');
    } finally {
      setBusy(false);
    }
  };

  const thisBrowserListed = Boolean(mine && rows?.some((r) => r.endpoint === mine));

  return (
    <Card withBorder component="section" aria-labelledby="profile-push">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-push">
          <Trans>Push notifications</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Get a notification on a device when one of your jobs is confirmed or changed.
          </Trans>
        </Text>
        {rows && (
          <RemovableList
            rows={rows}
            label={t`Push subscriptions`}
            empty={
              <Text size="sm">
                <Trans>No device receives push notifications yet.</Trans>
              </Text>
            }
            confirm={{
              title: t`Stop push notifications?`,
              text: t`This device will no longer get notifications about your jobs.`,
              confirmLabel: t`Unsubscribe`,
            }}
            onRemove={(row) => void unsubscribeDevice(row.id, row.endpoint)}
          >
            {(row, ask) => (
              <Card
                component="li"
                key={row.id}
                withBorder
                padding="xs"
                aria-label={row.deviceLabel}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={500}>{row.deviceLabel}</Text>
                      {row.endpoint === mine && (
                        <Badge variant="light" size="sm">
                          <Trans>This browser</Trans>
                        </Badge>
                      )}
                      <PendingBadge flag={flags?.get(row.id)} />
                    </Group>
                    <Text size="xs" c="dimmed">
                      <Trans>Since {formatDate(row.createdAt.slice(0, 10))}</Trans>
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => ask(row)}
                    aria-label={t`Unsubscribe ${row.deviceLabel}`}
                  >
                    <Trans>Unsubscribe</Trans>
                  </Button>
                </Group>
              </Card>
            )}
          </RemovableList>
        )}
        {!thisBrowserListed && (
          <Group>
            <Button onClick={() => void subscribe()} loading={busy}>
              <Trans>Subscribe this browser</Trans>
            </Button>
          </Group>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{messages[problem]}</Text>
              {problem !== 'unsupported' && (
                <Button size="xs" variant="light" onClick={() => void subscribe()} loading={busy}>
                  <Trans>Try again</Trans>
                </Button>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
