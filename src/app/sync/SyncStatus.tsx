import { ActionIcon, Badge, Group, Indicator, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { IconCloudCheck, IconCloudOff, IconCloudUp } from '@tabler/icons-react';
import { useOutboxSummary } from '../../db/hooks';
import { useOnline, usePullProgress } from '../../sync/useSync';
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

/**
 * A line under the header while offline. It does not give an age: each screen says when its
 * own data was last synced (LastSynced, DESIGN.md), and one age for all the app's data beside
 * it said "Last synced" twice on every screen, sometimes with two different times.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    // Its own gap below: every screen's heading follows it, flush without one.
    <Group gap="xs" px="md" py={4} mb="sm" bg="gray.1" role="status" wrap="nowrap">
      <Badge color="gray" variant="filled" size="sm" style={{ flexShrink: 0 }}>
        <Trans>Offline</Trans>
      </Badge>
      <Text size="xs" c="dimmed">
        <Trans>Changes are sent when you are back online.</Trans>
      </Text>
    </Group>
  );
}
