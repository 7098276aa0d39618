import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { invoiceSums, type InvoiceRow } from '../../sync/invoiceRules';
import { DataLoading } from '../../app/frame/DataFrame';
import { useInvoiceItems } from '../../db/invoiceHooks';
import { formatCents, formatPercent } from '../../lib/money';

/**
 * The invoice's lines, each with its VAT rate and amount, then the VAT per rate and the net,
 * VAT and gross totals, all from invoiceSums (the module the server stores the amount with).
 */
export function InvoiceItemsCard({ invoice }: { invoice: InvoiceRow }) {
  const { t, i18n } = useLingui();
  const items = useInvoiceItems(invoice.id);
  const money = (cents: number) => formatCents(cents, invoice.currency, i18n.locale);
  const pct = (n: number) => formatPercent(n, i18n.locale);
  if (items === undefined) return <DataLoading />;
  const sums = invoiceSums(items);
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h4">
          <Trans>Items</Trans>
        </Title>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No items are listed for this invoice.</Trans>
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label={t`Items`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((item, i) => {
              const line = sums.lines[i]!;
              const quantity = new Intl.NumberFormat(i18n.locale).format(item.quantity);
              const price = money(item.unitPriceCents);
              const rate = pct(item.vatRate);
              const vat = money(line.vatCents);
              const discount = pct(item.discountPercent);
              return (
                <Stack key={item.id} gap={0} component="li">
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="sm">{item.description}</Text>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {money(line.netCents)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    <Trans>
                      {quantity} × {price}, VAT {rate}: {vat}
                    </Trans>
                    {item.discountPercent > 0 && <> · {t`${discount} discount`}</>}
                  </Text>
                </Stack>
              );
            })}
          </Stack>
        )}
        <Divider />
        <Stack gap={2} aria-label={t`Totals`}>
          {items.length > 0 && (
            <>
              <Row label={t`Net`} value={money(sums.netCents)} />
              {sums.perRate.map((r) => {
                const rate = pct(r.vatRate);
                const base = money(r.netCents);
                return (
                  <Row
                    key={r.vatRate}
                    label={t`VAT ${rate} on ${base}`}
                    value={money(r.vatCents)}
                  />
                );
              })}
              <Row label={t`VAT`} value={money(sums.vatCents)} />
            </>
          )}
          <Row
            label={t`Total`}
            value={money(items.length > 0 ? sums.grossCents : invoice.amountCents)}
            strong
          />
        </Stack>
      </Stack>
    </Card>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}
