import { Alert, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { logout } from '../session/login';
import { clearOwnerOutbox, currentOwnerId, openCount } from '../sync/outbox/owner';
import { requestReplay } from '../sync/scheduler';

type Step =
  | { kind: 'checking' }
  | { kind: 'ask'; count: number; ownerId: string }
  | { kind: 'confirmDiscard'; count: number; ownerId: string }
  | { kind: 'sending' };

/**
 * /logout ends the session (SPEC §2). Unsent changes are never dropped silently: the person
 * sends them, keeps them for their next login, or discards them after confirming.
 */
export function LogoutScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [stillWaiting, setStillWaiting] = useState(false);

  useEffect(() => {
    void (async () => {
      const ownerId = await currentOwnerId();
      const count = ownerId ? await openCount(ownerId) : 0;
      if (!ownerId || count === 0) {
        if (ownerId) await clearOwnerOutbox(ownerId, false);
        await logout();
        return;
      }
      setStep({ kind: 'ask', count, ownerId });
    })();
  }, []);

  const finish = async (ownerId: string, discard: boolean) => {
    await clearOwnerOutbox(ownerId, discard);
    await logout();
  };

  const sendNow = async (ownerId: string) => {
    setStep({ kind: 'sending' });
    await requestReplay();
    const left = await openCount(ownerId);
    if (left === 0) {
      await finish(ownerId, false);
      return;
    }
    setStillWaiting(true);
    setStep({ kind: 'ask', count: left, ownerId });
  };

  if (step.kind === 'checking' || step.kind === 'sending') {
    return (
      <Center mih="60dvh">
        <Loader role="img" aria-label={step.kind === 'sending' ? t`Sending` : t`Logging out`} />
      </Center>
    );
  }
  const { count, ownerId } = step;
  return (
    <Modal
      opened
      onClose={() => router.history.back()}
      title={t`Changes not sent yet`}
      closeButtonProps={{ 'aria-label': t`Cancel` }}
    >
      {step.kind === 'ask' ? (
        <Stack>
          <Text>
            <Trans>{count} of your changes have not reached the server yet.</Trans>
          </Text>
          {stillWaiting && (
            <Alert color="orange" role="alert">
              <Trans>Some changes could not be sent. Check the list of waiting changes.</Trans>
            </Alert>
          )}
          <Button onClick={() => void sendNow(ownerId)}>
            <Trans>Send now</Trans>
          </Button>
          <Button variant="light" onClick={() => void finish(ownerId, false)}>
            <Trans>Keep them for my next login</Trans>
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={() => setStep({ kind: 'confirmDiscard', count, ownerId })}
          >
            <Trans>Discard them</Trans>
          </Button>
        </Stack>
      ) : (
        <Stack>
          <Text>
            <Trans>Discard {count} changes? They will never reach the server.</Trans>
          </Text>
          <Button color="red" onClick={() => void finish(ownerId, true)}>
            <Trans>Discard and log out</Trans>
          </Button>
          <Button variant="default" onClick={() => setStep({ kind: 'ask', count, ownerId })}>
            <Trans>Back</Trans>
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
