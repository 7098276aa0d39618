import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DataLoading } from '../../../app/frame/DataFrame';
import { useProjectInvoices } from '../../../db/projectDetailHooks';
import { formatDate } from '../../../lib/dates';
import { INVOICE_STATUS, INVOICE_STATUS_COLOR } from '../../../app/labels/invoiceStatus';

/** The project's invoices, read-only here (the finance issue builds invoices fully). */
export function ProjectInvoicesCard({ projectId }: { projectId: number }) {
  const { i18n } = useLingui();
  const invoices = useProjectInvoices(projectId);
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h4">
          <Trans>Invoices</Trans>
        </Title>
        {invoices === undefined ? (
          <DataLoading />
        ) : invoices.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No invoices yet</Trans>
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {invoices.map((inv) => {
              const amount = new Intl.NumberFormat(i18n.locale, {
                style: 'currency',
                currency: inv.currency,
              }).format(inv.amount);
              const date = formatDate(inv.invoiceDate);
              const due = formatDate(inv.dueDate);
              return (
                <Stack key={inv.id} gap={2} component="li">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {inv.number}
                    </Text>
                    <Text size="sm" fw={600}>
                      {amount}
                    </Text>
                  </Group>
                  <Group justify="space-between" gap="xs">
                    <Text size="xs" c="dimmed">
                      <Trans>
                        Dated {date}, due {due}
                      </Trans>
                    </Text>
                    <Badge size="sm" variant="light" color={INVOICE_STATUS_COLOR[inv.status]}>
                      {i18n._(INVOICE_STATUS[inv.status])}
                    </Badge>
                  </Group>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
