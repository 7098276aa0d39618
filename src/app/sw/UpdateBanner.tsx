import { Button, Group, Paper, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { getSwState, subscribeSw } from './swState';

/** "Update available": the new version takes over only when the person says so. */
export function UpdateBanner() {
  const sw = useSyncExternalStore(subscribeSw, getSwState, getSwState);
  if (!sw.updateReady || !sw.apply) return null;
  return (
    <Paper
      pos="fixed"
      top={64}
      left={8}
      right={8}
      p="sm"
      shadow="md"
      withBorder
      style={{ zIndex: 1001 }}
      role="alert"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          <Trans>Update available</Trans>
        </Text>
        <Button size="xs" onClick={sw.apply}>
          <Trans>Reload</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
