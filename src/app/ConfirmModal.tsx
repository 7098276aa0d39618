import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

type Props = {
  opened: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** The way back, when "Cancel" says too little (e.g. "Keep it"). */
  cancelLabel?: ReactNode;
  /** Red confirm button: the act destroys something (deleting, replacing a link). */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an act that cannot be taken back; confirming also closes it. */
export function ConfirmModal({
  opened,
  title,
  text,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text size="sm">{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel ?? <Trans>Cancel</Trans>}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
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
