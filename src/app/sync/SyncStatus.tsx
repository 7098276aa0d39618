import { ActionIcon, Badge, Group, Indicator, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { IconCloudCheck, IconCloudOff, IconCloudUp } from '@tabler/icons-react';
import { useAllSyncStates, useOutboxSummary } from '../../db/hooks';
import { useOnline, usePullProgress } from '../../sync/useSync';
import { fromNow } from '../../lib/dates';
import { HoverLabel } from '../labels/HoverLabel';

/** Header control: online or not, how many changes wait; opens the outbox screen. */
export function SyncIndicator() {
  const { t } = useLingui();
  const online = useOnline();
  const { waiting, troubled } = useOutboxSummary() ?? { waiting: 0, troubled: 0 };
  const pulling = usePullProgress().running;
  const label = online
    ? waiting > 0
      ? plural(waiting, { one: 'Online, # change waiting', other: 'Online, # changes waiting' })
      : t`Online, everything is sent`
    : waiting > 0
      ? plural(waiting, { one: 'Offline, # change waiting', other: 'Offline, # changes waiting' })
      : t`Offline`;
  const Icon = !online ? IconCloudOff : waiting > 0 ? IconCloudUp : IconCloudCheck;
  const news = useNewsOfWaiting(waiting, label);
  return (
    <HoverLabel label={label} place="bottom-end">
      <VisuallyHidden component="span" role="status">
        {news}
      </VisuallyHidden>
      <Indicator
        label={waiting}
        disabled={waiting === 0}
        color={troubled > 0 ? 'red' : 'orange'}
        size={16}
        offset={4}
      >
        <ActionIcon component={Link} to="/outbox" variant="subtle" size="lg" aria-label={label}>
          {pulling ? (
            <Loader size={18} aria-hidden />
          ) : (
            <Icon aria-hidden color={online ? undefined : 'gray'} />
          )}
        </ActionIcon>
      </Indicator>
    </HoverLabel>
  );
}

/**
 * What a screen reader is told when the number of waiting changes moves: a change was queued
 * ("Online, 1 change waiting") or everything was sent. The control's name says it too, but
 * a name is read only when the control is reached. Empty until the first move: the count the
 * screen opens with is no news.
 */
function useNewsOfWaiting(waiting: number, label: string): string {
  const [seen, setSeen] = useState(waiting);
  const [news, setNews] = useState('');
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  if (waiting !== seen) {
    setSeen(waiting);
    setNews(label);
  }
  return news;
}

/** A line under the header while offline: what the screens show dates from when. */
export function OfflineBanner() {
  const online = useOnline();
  const states = useAllSyncStates() ?? [];
  if (online) return null;
  const times = states.map((s) => s.lastSyncedAt).filter((x): x is number => x !== null);
  const last = times.length ? Math.min(...times) : null;
  return (
    // Its own gap below: every screen's heading follows it, flush without one.
    <Group gap="xs" px="md" py={4} mb="sm" bg="gray.1" role="status">
      <Badge color="gray" variant="filled" size="sm">
        <Trans>Offline</Trans>
      </Badge>
      <Text size="xs" c="dimmed">
        {last ? (
          <Trans>Last synced {fromNow(last)}. Changes are sent when you are back online.</Trans>
        ) : (
          <Trans>Not synced yet. Changes are sent when you are back online.</Trans>
        )}
      </Text>
    </Group>
  );
}
