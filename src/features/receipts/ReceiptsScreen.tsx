import {
  Anchor,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { LastSynced } from '../../app/sync/LastSynced';
import { PendingBadge } from '../../app/sync/PendingBadge';
import type { ReceiptItem } from '../../db/db';
import { useWithFlags } from '../../db/withFlags';
import {
  receiptLink,
  useReceiptItemsOfAll,
  useReceipts,
  useReceiptTemplates,
  useReceiptTypes,
} from '../../db/receiptHooks';
import { formatDate } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { mayReadReceipts } from '../../session/rights';
import { useSession } from '../../session/useSession';
import { useRefreshOnOpen } from '../../sync/useSync';
import { receiptTotalCents } from './money';
import { ReceiptCreateForm } from './ReceiptCreateForm';
import { receiptRights } from './receiptRights';
import { filterReceipts, parseReceiptsSearch } from './receiptsSearch';

const RESOURCES = ['receipts', 'receiptTypes', 'receiptTemplates', 'receiptItems'] as const;

/** Each receipt's total (receipt id to cents), for the receipts that have lines. */
function useReceiptTotals(): Map<number, number> | undefined {
  const items = useReceiptItemsOfAll();
  return useMemo(() => {
    if (!items) return undefined;
    const byReceipt = new Map<number, ReceiptItem[]>();
    for (const item of items)
      byReceipt.set(item.receiptId, [...(byReceipt.get(item.receiptId) ?? []), item]);
    return new Map([...byReceipt].map(([id, lines]) => [id, receiptTotalCents(lines)]));
  }, [items]);
}

/**
 * /receipts (receipts right, SPEC §2): the company's receipts from the local tables, with the
 * type filter and search in the URL; create (optionally from a template) by the CREATE right.
 * Works offline; a receipt made offline shows at once with its pending badge.
 */
export function ReceiptsScreen() {
  const { t, i18n } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const session = useSession();
  const rights = receiptRights(session.status === 'authenticated' ? session.rights : {});
  const search = parseReceiptsSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  // A receipt made offline shows with its badge: the flags are read after the rows.
  const [receipts, flags] = useWithFlags(useReceipts(), 'receipts') ?? [];
  const types = useReceiptTypes();
  const templates = useReceiptTemplates();
  const totals = useReceiptTotals();
  const [creating, setCreating] = useState(false);

  const setSearch = (next: { q?: string; type?: number }) =>
    void navigate({ to: '/receipts', search: parseReceiptsSearch(next), replace: true });

  // SPEC §2: the menu offers /receipts by the receipts right; opened by URL without it, say
  // so instead of search and filters over a list the server never fills.
  if (session.status === 'authenticated' && !mayReadReceipts(session.rights)) {
    return (
      <EmptyState>
        <Trans>Receipts are shown to logins with the receipts right.</Trans>
      </EmptyState>
    );
  }
  if (
    receipts === undefined ||
    flags === undefined ||
    types === undefined ||
    templates === undefined ||
    totals === undefined
  ) {
    return <DataLoading />;
  }
  const shown = filterReceipts(receipts, search);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <LastSynced resource="receipts" />
        {rights.create && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            mih={44}
            onClick={() => setCreating(true)}
            disabled={types.length === 0}
          >
            <Trans>New receipt</Trans>
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput
          type="search"
          label={t`Search`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.q ?? ''}
          onChange={(e) => setSearch({ ...search, q: e.currentTarget.value })}
        />
        <Select
          label={t`Type`}
          placeholder={t`All types`}
          data={types.map((x) => ({ value: String(x.id), label: x.name }))}
          value={search.type ? String(search.type) : null}
          onChange={(v) => setSearch({ ...search, type: v ? Number(v) : undefined })}
          clearable
        />
      </SimpleGrid>
      {receipts.length === 0 ? (
        <EmptyState>{t`No receipts yet.`}</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>{t`No receipt matches the search.`}</EmptyState>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Receipts`}
        >
          {shown.map((r) => (
            <Stack
              component="li"
              key={r.id}
              gap={2}
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group gap="xs" wrap="wrap">
                <Anchor
                  component={Link}
                  to={`/receipt/${encodeURIComponent(receiptLink(r))}`}
                  fw={600}
                  mih={44}
                  style={{ display: 'inline-flex', alignItems: 'center', overflowWrap: 'anywhere' }}
                >
                  {r.description}
                </Anchor>
                <PendingBadge flag={flags.get(r.id)} />
              </Group>
              <Text size="sm" c="dimmed">
                {[
                  r.number ?? t`No number yet`,
                  r.typeName,
                  formatDate(r.receiptDate),
                  totals.has(r.id) ? formatCents(totals.get(r.id)!, r.currency, i18n.locale) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title={t`New receipt`}>
        <ReceiptCreateForm
          types={types}
          templates={templates}
          onCancel={() => setCreating(false)}
          onCreated={(link) => {
            setCreating(false);
            void navigate({ to: '/receipt/$number', params: { number: link } });
          }}
        />
      </Modal>
    </Stack>
  );
}
