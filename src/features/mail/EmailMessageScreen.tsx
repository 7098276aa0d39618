import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmModal } from '../../app/ConfirmModal';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { KeptFileButton } from '../../app/files/KeptFileButton';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { useWithFlags } from '../../db/withFlags';
import { useEmailMessage } from '../../db/mailHooks';
import { formatDateTime } from '../../lib/dates';
import { setEmailRead, unsubscribeEmail } from '../../sync/actions/mail';
import { attachmentPath, refreshEmailMessage } from '../../sync/mail';
import { useDetailRefresh } from '../../sync/useDetailRefresh';
import { MailBody } from './MailBody';
import { markRead } from './markRead';
import { ReadToggle } from './ReadToggle';
import { useSaveFailureToast } from '../../app/toasts/useSaveFailureToast';
import { useReadOnOpen } from './useReadOnOpen';

/** /email-messages/{id} (issue 15): one message, its attachments, read mark and unsubscribe. */
export function EmailMessageScreen({ id: raw }: { id: string }) {
  const { t } = useLingui();
  const sayFailure = useSaveFailureToast();
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const refresh = useDetailRefresh(`mail:${id}`, () =>
    id > 0 ? refreshEmailMessage(id) : Promise.resolve('missing' as const),
  );
  const [kept, flags] = useWithFlags(useEmailMessage(id), 'emailMessages') ?? [];
  const flag = flags?.get(id);
  const [confirming, setConfirming] = useState(false);
  const message = kept?.message ?? null;

  // Opening a message reads it (queued, so offline too).
  useReadOnOpen(id, message, markRead);

  if (kept === undefined || (message === null && refresh === 'loading')) return <DataLoading />;
  if (message === null) {
    return (
      <EmptyState>
        <Trans>Email not found</Trans>
      </EmptyState>
    );
  }
  const body = kept.body;
  const sender = message.fromName
    ? `${message.fromName} <${message.fromAddress}>`
    : message.fromAddress;
  const recipient = message.toAddress;
  const senderAddress = message.fromAddress;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {message.subject || t`(no subject)`}
      </Title>
      <Card withBorder padding="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>From: {sender}</Trans>
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>To: {recipient}</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(message.receivedAt)}
        </Text>
        <PendingBadge flag={flag} />
      </Card>
      {body === null ? (
        <EmptyState>
          {refresh === 'loading' ? (
            <DataLoading />
          ) : (
            <Trans>
              This e-mail has not been opened on this device yet; it needs a connection.
            </Trans>
          )}
        </EmptyState>
      ) : (
        <>
          <MailBody body={body} />
          {body.attachments.length > 0 && (
            <Stack gap="xs" component="section" aria-label={t`Attachments`}>
              <Title order={3} size="h5">
                <Trans>Attachments</Trans>
              </Title>
              {body.attachments.map((a) => (
                <KeptFileButton key={a.id} path={attachmentPath(a.id)} label={a.fileName} />
              ))}
            </Stack>
          )}
        </>
      )}
      <Group gap="xs">
        <ReadToggle
          read={message.read}
          onChange={(read) => void setEmailRead(id, read).catch(sayFailure)}
        />
        {message.canUnsubscribe && !message.unsubscribed && (
          <Button variant="default" size="sm" onClick={() => setConfirming(true)}>
            <Trans>Unsubscribe</Trans>
          </Button>
        )}
        {message.unsubscribed && (
          <Text size="sm" c="dimmed">
            <Trans>You unsubscribed from this sender.</Trans>
          </Text>
        )}
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t`Unsubscribe`}
        text={t`Stop receiving e-mail from ${senderAddress}?`}
        confirmLabel={t`Unsubscribe`}
        onConfirm={() => void unsubscribeEmail(id)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
