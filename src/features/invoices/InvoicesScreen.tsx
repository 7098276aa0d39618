import {
  Card,
  Group,
  SimpleGrid,
  Select,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconSearch } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { INVOICE_FILTERS, type InvoiceFilter } from '../../sync/invoiceRules';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { LastSynced } from '../../app/sync/LastSynced';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { useWithFlags } from '../../db/withFlags';
import { invoiceLink, useInvoices } from '../../db/invoiceHooks';
import { formatDate, todayIso } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { normaliseLoginTypes } from '../../session/loginTypes';
import { useSession } from '../../session/useSession';
import { isLocalInvoice } from '../../sync/actions/invoices';
import { useRefreshOnOpen } from '../../sync/useSync';
import { InvoiceStatusBadge, useInvoiceStatusLabels } from './InvoiceStatusBadge';
import { visibleInvoices, type InvoiceSearch } from './invoiceFilters';
import { invoiceAbilities } from './invoiceRights';
import { NewInvoiceButton } from './NewInvoiceButton';

const PULLS = ['invoices'] as const;

/**
 * /invoices: the client's company's invoices with status, due date and amount; filter, search;
 * "New invoice" by invoices CREATE. One made on this device shows at once, pending.
 */
export function InvoicesScreen() {
  const { t, i18n } = useLingui();
  useRefreshOnOpen(PULLS);
  const [rows, flags] = useWithFlags(useInvoices(), 'invoices') ?? [];
  const search: InvoiceSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  // The box answers each keystroke at once; the URL follows (the router is not on that path).
  const [q, setQ] = useState(search.q ?? '');
  const status = search.status ?? 'all';
  const labels = useInvoiceStatusLabels();
  const shown = useMemo(
    () => (rows ? visibleInvoices(rows, { status, q }, todayIso()) : undefined),
    [rows, status, q],
  );
  const setSearch = (next: InvoiceSearch) =>
    void navigate({
      to: '/invoices',
      search: {
        ...(next.status && next.status !== 'all' ? { status: next.status } : {}),
        ...(next.q ? { q: next.q } : {}),
      },
      replace: true,
    });

  const session = useSession();
  // SPEC §6: the menu shows /invoices to anyone with the right, but only a client login has
  // invoices (the server answers 403 to others): say so instead of an empty list.
  const may =
    session.status === 'authenticated'
      ? invoiceAbilities(normaliseLoginTypes(session.payload.loginData.loginTypes), session.rights)
      : null;
  if (may && !may.read) {
    return (
      <EmptyState>
        <Trans>Invoices are shown to client logins with the invoices right.</Trans>
      </EmptyState>
    );
  }
  const filterLabel: Record<InvoiceFilter, string> = { all: t`All invoices`, ...labels };
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <LastSynced resource="invoices" />
        {may?.create && <NewInvoiceButton currency={rows?.[0]?.currency ?? 'EUR'} />}
      </Group>
      {/* One field a row on a phone: side by side at 390 px the search's placeholder was cut
          to "Number, description c". */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t`Status`}
          data={INVOICE_FILTERS.map((f) => ({ value: f, label: filterLabel[f] }))}
          value={status}
          allowDeselect={false}
          onChange={(v) => setSearch({ status: v ?? 'all', q })}
          styles={{ input: { minHeight: 44 } }}
        />
        <TextInput
          label={t`Search invoices`}
          placeholder={t`Number, description or project`}
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setSearch({ status, q: e.currentTarget.value });
          }}
          styles={{ input: { minHeight: 44 } }}
        />
      </SimpleGrid>
      {shown === undefined ? (
        <DataLoading />
      ) : rows?.length === 0 ? (
        <EmptyState>
          <Trans>No invoices yet</Trans>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>
          <Trans>No invoice matches this filter or search.</Trans>
        </EmptyState>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label={t`Invoices`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((inv) => {
            const due = formatDate(inv.dueDate);
            const local = isLocalInvoice(inv);
            const number = local ? t`New invoice` : inv.number;
            return (
              <li key={inv.id}>
                <UnstyledButton
                  component={Link}
                  to={`/invoice/${encodeURIComponent(invoiceLink(inv))}`}
                  w="100%"
                  mih={44}
                >
                  <Card withBorder padding="sm">
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Group gap="xs">
                        <Text fw={600} size="sm">
                          {/* Heard as "Invoice INV-…", the number seen (WCAG 2.5.3). */}
                          {!local && <VisuallyHidden>{t`Invoice`} </VisuallyHidden>}
                          {number}
                        </Text>
                        <PendingBadge flag={flags?.get(inv.id)} />
                      </Group>
                      <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatCents(inv.amountCents, inv.currency, i18n.locale)}
                      </Text>
                    </Group>
                    <Text size="sm" lineClamp={1}>
                      {inv.description}
                    </Text>
                    <Group justify="space-between" gap="xs">
                      <Text size="xs" c="dimmed">
                        <Trans>Due {due}</Trans>
                      </Text>
                      <InvoiceStatusBadge status={inv.status} />
                    </Group>
                  </Card>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
