import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';

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
  const listening = useListeningForEscape(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeOnEscape={listening}>
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

/**
 * Escape answers the question only from the key press after it opened. A question opened by
 * Escape (a form with changes asking before it closes) is drawn between that key press's
 * listeners, and Mantine's own listener, reading the new props, took the same press as the
 * answer: the question flashed and was gone.
 */
function useListeningForEscape(opened: boolean): boolean {
  const [listening, setListening] = useState(false);
  useEffect(() => {
    if (!opened) {
      setListening(false);
      return;
    }
    // After the key press that opened it has been handled.
    const timer = setTimeout(() => setListening(true), 0);
    return () => clearTimeout(timer);
  }, [opened]);
  return listening;
}
