import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a step that cannot be taken back (sending, confirming). */
export function ConfirmModal({ opened, title, text, confirmLabel, onConfirm, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text size="sm">{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
