import { Button, Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

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
