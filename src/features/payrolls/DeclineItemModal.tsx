import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DECLINE_REASON_RULE, declinePayrollItem } from '../../sync/actions/payrolls';
import { useTextLimit } from '../../app/form/useTextLimit';
import { declineReasonProblem } from './format';
import { GrowingTextarea } from '../../app/form/GrowingTextarea';
import { localSaveFailure } from '../../app/errors';

type Props = { itemId: number; description: string; opened: boolean; onClose: () => void };

/** Asks why the item is wrong (required), then queues the decline; works offline. */
export function DeclineItemModal({ itemId, description, opened, onClose }: Props) {
  const { t, i18n } = useLingui();
  const reasonLimit = useTextLimit(DECLINE_REASON_RULE);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const problem = declineReasonProblem(reason);
  const messages = {
    required: t`Give a reason for declining this item.`,
    tooShort: t`The reason needs at least 3 characters.`,
    tooLong: t`The reason may have at most 1000 characters.`,
  };

  const close = () => {
    setReason('');
    setTouched(false);
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      await declinePayrollItem(itemId, reason.trim());
      close();
    } catch (error) {
      setFailure(
        localSaveFailure(
          error,
          i18n,
          t`The item could not be declined. It may have been declined already.`,
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Decline payroll item`} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">{description}</Text>
          <GrowingTextarea
            label={t`Reason`}
            required
            minRows={3}
            {...reasonLimit(reason, {
              description: t`The accountant receives this reason as a to-do.`,
              error: touched && problem ? messages[problem] : undefined,
            })}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            data-autofocus
          />
          {failure && (
            <Text size="sm" c="red" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="red" loading={busy}>
              <Trans>Decline item</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
