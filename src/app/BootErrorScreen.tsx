import { Alert, Button, Center, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconWifiOff } from '@tabler/icons-react';

/** The first start needs the tenant settings once; say so instead of spinning for ever. */
export function BootErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Center h="100dvh" p="md">
      <Stack maw={420}>
        <Alert color="red" icon={<IconWifiOff />} title={<Trans>Cannot reach the server</Trans>}>
          <Trans>
            The app needs a connection the first time it starts. Check your network and try again.
          </Trans>
        </Alert>
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
