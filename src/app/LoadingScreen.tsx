import { Center, Loader, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** Shown until the tenant settings arrive (SPEC §2). */
export function LoadingScreen() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">
          <Trans>Loading…</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
