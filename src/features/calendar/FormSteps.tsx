import { Button, Group, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * The second step of the blocked-date and vacation forms when a change touches a confirmed
 * day (SPEC §5): it says why, and saves only if the person goes on.
 */
export function ChangeAnywayStep({
  children,
  busy,
  onBack,
  onChange,
}: {
  children: ReactNode;
  busy: boolean;
  onBack: () => void;
  onChange: () => void;
}) {
  return (
    <Stack>
      <Text size="sm">{children}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={onChange} loading={busy}>
          <Trans>Change anyway</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** The end of both forms: cancel, or submit (which validates first). */
export function CancelSave({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" loading={busy}>
        <Trans>Save</Trans>
      </Button>
    </Group>
  );
}
