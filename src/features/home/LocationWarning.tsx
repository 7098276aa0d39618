import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconMapPinOff } from '@tabler/icons-react';
import { useGeoPermission } from '../../lib/useGeoPermission';

/** SPEC §2/§8: without location permission, pre-call, check-in and check-out may fail. */
export function LocationWarning() {
  const { state, request } = useGeoPermission();
  if (state === 'granted' || state === 'unknown') return null;
  return (
    <Alert color="yellow" icon={<IconMapPinOff />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>
            Pre-call, check-in and check-out may not be possible due to required permissions not
            granted.
          </Trans>
        </Text>
        {state === 'prompt' && (
          <Button size="xs" variant="light" onClick={request}>
            <Trans>Allow location</Trans>
          </Button>
        )}
        {state === 'denied' && (
          <Text size="xs" c="dimmed">
            <Trans>Allow location for this site in your browser settings.</Trans>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
