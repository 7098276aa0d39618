import { Alert } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconTools } from '@tabler/icons-react';

/** A declared route whose screen belongs to a later issue (each such issue removes its use). */
export function PendingScreen() {
  return (
    <Alert icon={<IconTools />} color="gray" role="status">
      <Trans>This screen is not available yet in this version of the app.</Trans>
    </Alert>
  );
}
