import { Alert, Anchor, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { logout } from '../session/login';
import { clearOwnerOutbox, currentOwnerId, openCount } from '../sync/outbox/owner';
import { requestReplay } from '../sync/scheduler';
import { isOnline } from '../sync/online';

type Step =
  | { kind: 'checking' }
  | { kind: 'ask'; count: number; ownerId: string }
  | { kind: 'confirmDiscard'; count: number; ownerId: string }
  | { kind: 'sending' };

/** Why "Send now" left changes behind: no connection at all, or the server's answers. */
type Unsent = 'offline' | 'refused' | null;

/**
 * /logout ends the session (SPEC §2). Unsent changes are never dropped silently: the person
 * sends them, keeps them for their next login, or discards them after confirming.
 */
export function LogoutScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [unsent, setUnsent] = useState<Unsent>(null);

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
    // The person asked: changes waiting out a backoff go now too.
    const summary = await requestReplay({ resetBackoff: true });
    const left = await openCount(ownerId);
    if (left === 0) {
      await finish(ownerId, false);
      return;
    }
    setUnsent(summary?.stopped === 'offline' || !isOnline() ? 'offline' : 'refused');
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
            <Plural
              value={count}
              one="# change has not reached the server yet."
              other="# changes have not reached the server yet."
            />
          </Text>
          {unsent && <UnsentAlert why={unsent} />}
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
            <Plural
              value={count}
              one="Discard # change? It will never reach the server."
              other="Discard # changes? They will never reach the server."
            />
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

function UnsentAlert({ why }: { why: Exclude<Unsent, null> }) {
  return (
    <Alert color="orange" role="alert">
      {why === 'offline' ? (
        <Trans>
          No connection: your changes stay on this device. Stay logged in and they are sent once you
          are back online, or keep them for your next login.
        </Trans>
      ) : (
        <Trans>
          Some changes could not be sent. Check the{' '}
          <Anchor component={Link} to="/outbox">
            list of waiting changes
          </Anchor>
          .
        </Trans>
      )}
    </Alert>
  );
}
