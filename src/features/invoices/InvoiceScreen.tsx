import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  invoiceDocumentPath,
  invoicePdfPath,
  statusOn,
  type InvoiceRow,
} from '../../sync/invoiceRules';
import { DEVICE_FULL } from '../../app/errors';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { PendingBadge } from '../../app/sync/PendingBadge';
import type { EntityFlag } from '../../db/hooks';
import { useWithFlags } from '../../db/withFlags';
import { KeptFileButton } from '../../app/files/KeptFileButton';
import {
  useInvoiceActivities,
  useInvoiceByNumber,
  useInvoiceDocuments,
} from '../../db/invoiceHooks';
import { formatDate, formatDateTime, todayIso } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { isLocalInvoice } from '../../sync/actions/invoices';
import type { DetailOutcome } from '../../sync/details';
import { invoiceDetailResource, refreshInvoiceDetail } from '../../sync/invoiceDetail';
import { LastSynced } from '../../app/sync/LastSynced';
import { useDetailRefresh } from '../../sync/useDetailRefresh';
import { InvoiceChanges } from './InvoiceChanges';
import { InvoiceItemsCard } from './InvoiceItemsCard';

import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { activityCaption } from '../../app/labels/activityCaption';

function InvoiceHeader({ invoice, flag }: { invoice: InvoiceRow; flag: EntityFlag | undefined }) {
  const { i18n } = useLingui();
  const date = formatDate(invoice.invoiceDate);
  const due = formatDate(invoice.dueDate);
  const local = isLocalInvoice(invoice);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {local ? <Trans>New invoice</Trans> : invoice.number}
        </Title>
        <Group gap="xs">
          <PendingBadge flag={flag} />
          <InvoiceStatusBadge status={statusOn(invoice.status, invoice.dueDate, todayIso())} />
        </Group>
      </Group>
      {local && (
        <Text size="sm" c="dimmed">
          <Trans>It gets its number when it reaches the server.</Trans>
        </Text>
      )}
      <Text>{invoice.description}</Text>
      <Text size="sm" c="dimmed">
        {invoice.companyName}
        {invoice.projectNumber ? ` · ${invoice.projectNumber}` : ''}
      </Text>
      <Text size="sm">
        <Trans>
          Dated {date}, due {due}
        </Trans>
      </Text>
      <Text fw={700} size="lg">
        {formatCents(invoice.amountCents, invoice.currency, i18n.locale)}
      </Text>
    </Stack>
  );
}

function InvoiceFiles({ invoice }: { invoice: InvoiceRow }) {
  const { t } = useLingui();
  const documents = useInvoiceDocuments(invoice.id);
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h4">
          <Trans>Documents</Trans>
        </Title>
        <KeptFileButton path={invoicePdfPath(invoice.number)} label={t`Invoice PDF`} />
        {documents?.map((doc) => (
          <Stack key={doc.id} gap={2}>
            <Text size="xs" c="dimmed">
              {formatDate(doc.date)}
            </Text>
            <KeptFileButton path={invoiceDocumentPath(invoice.number, doc.id)} label={doc.name} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

function InvoiceActivities({ invoice }: { invoice: InvoiceRow }) {
  const { t, i18n } = useLingui();
  const activities = useInvoiceActivities(invoice.id);
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h4">
          <Trans>Activities</Trans>
        </Title>
        {activities === undefined ? (
          <DataLoading />
        ) : activities.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No activities yet</Trans>
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label={t`Activities`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {activities.map((a) => (
              <Stack key={a.id} gap={0} component="li">
                <Text size="sm">{activityCaption(a.caption, i18n)}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(a.createdAt)}
                  {a.personParty ? ` · ${a.personParty}` : ''}
                </Text>
                {a.body && <Text size="sm">{a.body}</Text>}
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /invoice/{number}: header, items with VAT per line and the totals, the PDF and documents
 * (kept offline once opened), activities; Edit while it is open (invoices EDIT). Opening it
 * pulls the invoice again, and again once its queued change is answered; offline it shows
 * what the device kept. One made on this device is linked by the key it was made with.
 */
export function InvoiceScreen({ number }: { number: string }) {
  const { i18n } = useLingui();
  const [row, flags] = useWithFlags(useInvoiceByNumber(number), 'invoices') ?? [];
  const flag = row ? flags?.get(row.id) : undefined;
  // Not for one only this device has (the server does not know it yet); a row that arrives
  // with its server number, or a change answered, refreshes it.
  const target = row === undefined ? null : row === null ? number : row.id > 0 ? row.number : null;
  const refresh = useDetailRefresh<DetailOutcome>(
    `invoice:${target ?? '-'}:${flag ?? 'none'}`,
    () => (target ? refreshInvoiceDetail(target) : Promise.resolve('fresh')),
  );
  if (row === undefined || (row === null && refresh === 'loading')) return <DataLoading />;
  if (row === null) {
    return (
      <EmptyState>
        {refresh === 'offline' ? (
          <Trans>Invoice not found on this device. Open it again when you are online.</Trans>
        ) : refresh === 'full' ? (
          i18n._(DEVICE_FULL)
        ) : refresh === 'failed' ? (
          <Trans>The invoice could not be loaded. Try again later.</Trans>
        ) : (
          <Trans>Invoice not found</Trans>
        )}
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      {refresh === 'offline' && (
        <Text size="xs" c="dimmed" role="status">
          <Trans>Offline: showing what this device kept of the invoice.</Trans>
        </Text>
      )}
      {/* How old the kept copy is, as on every other screen. */}
      {(refresh === 'offline' || refresh === 'failed' || refresh === 'full') && (
        <LastSynced resource={invoiceDetailResource(row.number)} fallback="invoices" />
      )}
      {refresh === 'full' && (
        <Text size="sm" c="red" role="alert">
          {i18n._(DEVICE_FULL)}
        </Text>
      )}
      <InvoiceHeader invoice={row} flag={flag} />
      <InvoiceChanges invoice={row} flag={flag} />
      <InvoiceItemsCard invoice={row} />
      {!isLocalInvoice(row) && <InvoiceFiles invoice={row} />}
      <InvoiceActivities invoice={row} />
    </Stack>
  );
}
