import { activityCaption } from '../../app/labels/activityCaption';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmModal } from '../../app/ConfirmModal';
import { DataFrame, DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { LastSynced } from '../../app/sync/LastSynced';
import { PendingBadge } from '../../app/sync/PendingBadge';
import type { Receipt } from '../../db/db';
import { useReadAfter } from '../../db/withFlags';
import {
  readReceiptFlags,
  useReceiptActivities,
  useReceiptByNumber,
  useReceiptDocuments,
  useReceiptItems,
} from '../../db/receiptHooks';
import { formatDate, formatMoment, todayIso } from '../../lib/dates';
import { useSession } from '../../session/useSession';
import { copyReceipt, deleteReceipt } from '../../sync/actions/receipts';
import { requestPull } from '../../sync/scheduler';
import { useRefreshOnOpen } from '../../sync/useSync';
import { formatCents } from '../../lib/money';
import { receiptTotalCents } from './money';
import { ReceiptItems } from './ReceiptItems';
import { ReceiptPhotos } from './ReceiptPhotos';
import { receiptRights, type ReceiptRights } from './receiptRights';
import { localSaveFailure } from '../../app/errors';

const RESOURCES = ['receipts', 'receiptItems', 'receiptDocuments', 'receiptActivities'] as const;

/**
 * /receipt/{number} (receipts right): one receipt from the local tables, its lines (add,
 * delete after asking), photos from the camera, activities; copy (CREATE) and delete after
 * asking (DELETE). All offline; one made on this device is linked by the key it was made with,
 * also once the server has given it a number.
 */
export function ReceiptScreen({ number }: { number: string }) {
  const { t } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const found = useReceiptByNumber(number);
  // Keyed by the link: another receipt (a copy just made) starts with its own state.
  return (
    <DataFrame value={found} notFound={t`Receipt not found`} resource="receipts">
      {({ receipt, ids }) => <ReceiptDetail key={number} receipt={receipt} ids={ids} />}
    </DataFrame>
  );
}

function ReceiptDetail({ receipt: found, ids }: { receipt: Receipt; ids: number[] }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const rights: ReceiptRights = receiptRights(
    session.status === 'authenticated' ? session.rights : {},
  );
  const liveItems = useReceiptItems(ids);
  const liveDocuments = useReceiptDocuments(ids);
  const rows = useMemo(
    () =>
      liveItems && liveDocuments
        ? { receipt: found, items: liveItems, documents: liveDocuments }
        : undefined,
    [found, liveItems, liveDocuments],
  );
  // The receipt, its lines and photos with their outbox flags read after them: a change still
  // waiting was drawn for a moment without its badge, as if the server had it.
  const [read, flags] = useReadAfter(rows, readReceiptFlags, []) ?? [];
  const activities = useReceiptActivities(ids);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A copy, or a receipt from a template, gets its lines from the server: once the server's
  // row replaces the local one, fetch what hangs off it rather than wait for the next pull.
  const lastId = useRef(found.id);
  useEffect(() => {
    const wasLocal = lastId.current < 0;
    lastId.current = found.id;
    if (!wasLocal || found.id < 0) return;
    void requestPull({ names: ['receiptItems', 'receiptDocuments', 'receiptActivities'] }).catch(
      () => undefined,
    );
  }, [found.id]);
  if (!read || !flags || activities === undefined) return <DataLoading />;
  const { receipt, items, documents } = read;
  const local = receipt.id < 0;

  const copy = async () => {
    setFailure(null);
    try {
      const made = await copyReceipt(receipt.id, todayIso());
      if (made) void navigate({ to: '/receipt/$number', params: { number: made.clientKey } });
    } catch (error) {
      setFailure(localSaveFailure(error, i18n, t`The copy could not be saved on this device.`));
    }
  };
  const remove = async () => {
    setFailure(null);
    try {
      await deleteReceipt(receipt.id);
      void navigate({ to: '/receipts' });
    } catch (error) {
      setFailure(
        localSaveFailure(error, i18n, t`The receipt could not be deleted on this device.`),
      );
    }
  };
  const lineCount = items.length;
  const total = formatCents(receiptTotalCents(items), receipt.currency, i18n.locale);

  return (
    <Stack gap="md">
      <LastSynced resource="receipts" />
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {receipt.description}
          </Title>
          <PendingBadge flag={flags.receipts.get(receipt.id)} />
        </Group>
        <Text size="sm" c="dimmed">
          {[receipt.number ?? t`No number yet`, receipt.typeName, formatDate(receipt.receiptDate)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {local && (
          <Text size="sm">
            <Trans>
              This receipt is on this device only; it is sent when there is a connection.
            </Trans>
          </Text>
        )}
        {lineCount > 0 && (
          <Text fw={600}>
            <Trans>Total: {total}</Trans>
          </Text>
        )}
      </Stack>
      {(rights.create || rights.remove) && (
        <Group gap="xs" wrap="wrap">
          {rights.create && (
            <Button
              variant="default"
              leftSection={<IconCopy size={18} aria-hidden />}
              mih={44}
              disabled={local}
              title={local ? t`A receipt can be copied once the server has it.` : undefined}
              onClick={() => void copy()}
            >
              <Trans>Copy receipt</Trans>
            </Button>
          )}
          {rights.remove && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={18} aria-hidden />}
              mih={44}
              onClick={() => setConfirmDelete(true)}
            >
              <Trans>Delete receipt</Trans>
            </Button>
          )}
        </Group>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <ReceiptItems
        receiptId={receipt.id}
        currency={receipt.currency}
        items={items}
        flags={flags.items}
        rights={rights}
      />
      <ReceiptPhotos
        receiptId={receipt.id}
        documents={documents}
        flags={flags.documents}
        mayAdd={rights.create}
      />
      <Stack gap="xs">
        <Title order={3} size="h4">
          <Trans>Activities</Trans>
        </Title>
        {activities.length === 0 ? (
          <EmptyState>{t`No activities yet.`}</EmptyState>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {activities.map((a) => (
              <Text component="li" key={a.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {[formatMoment(a.createdAt), a.personName, activityCaption(a.caption, i18n)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmModal
        opened={confirmDelete}
        title={t`Delete this receipt?`}
        text={t`“${receipt.description}” is deleted with its lines and photos.`}
        confirmLabel={t`Delete receipt`}
        danger
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}
