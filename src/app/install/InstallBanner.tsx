import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { dismissInstall, promptInstall } from './installOffer';

/**
 * "Install Crew Hub": shown where the browser offers installing (issue 17). Install opens the
 * browser's own dialog; "Not now" puts the banner away on this device for good.
 */
export function InstallBanner() {
  const { t } = useLingui();
  return (
    <Paper
      component="section"
      aria-label={t`Install Crew Hub`}
      pos="fixed"
      left={8}
      right={8}
      // Above the bottom bar (64 px) and the phone's home indicator.
      bottom="calc(72px + env(safe-area-inset-bottom))"
      p="sm"
      shadow="md"
      withBorder
      style={{ zIndex: 1001 }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconDownload size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            <Trans>
              Install Crew Hub to open it from your home screen, also without a connection.
            </Trans>
          </Text>
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => void dismissInstall()}>
            <Trans>Not now</Trans>
          </Button>
          <Button leftSection={<IconDownload size={16} />} onClick={() => void promptInstall()}>
            <Trans>Install</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
