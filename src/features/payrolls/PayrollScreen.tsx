import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { useWithFlags } from '../../db/withFlags';
import { usePayrollByNumber, usePayrollDocuments, usePayrollItems } from '../../db/payrollsHooks';
import { useRefreshOnOpen } from '../../sync/useSync';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataFrame } from '../../app/frame/DataFrame';
import { PayrollSummary } from './PayrollSummary';
import { PayrollItemList } from './PayrollItemList';
import { PublicLink } from './PublicLink';
import { DOCUMENT_TYPE } from './labels';

const RESOURCES = ['payrolls', 'payrollItems', 'payrollDocuments'] as const;

/** /payrolls/{number}: one payroll with its documents and items; works offline. */
export function PayrollScreen() {
  const { t, i18n } = useLingui();
  const number = useParams({ strict: false }).number ?? '';
  useRefreshOnOpen(RESOURCES);
  const payroll = usePayrollByNumber(number);
  // A declined item waits in the outbox: its flag is read after it, never before.
  const [items, flags] = useWithFlags(usePayrollItems(payroll?.id ?? null), 'payrollItems') ?? [];
  const documents = usePayrollDocuments(payroll?.id ?? -1);

  return (
    <DataFrame value={payroll} notFound={<Trans>Payrolls not found</Trans>} resource="payrolls">
      {(payroll) => {
        const base = `/payrolls/${encodeURIComponent(payroll.number)}`;
        return (
          <Stack gap="md">
            <LastSynced resource="payrolls" />
            <PayrollSummary payroll={payroll} />
            <Stack gap={4}>
              <Title order={2} size="h4">
                <Trans>Documents</Trans>
              </Title>
              {documents && documents.length > 0 ? (
                <Group gap="md">
                  {documents.map((d) => (
                    <Anchor key={d.id} component={Link} to={`${base}/download/${d.documentType}`}>
                      {i18n._(DOCUMENT_TYPE[d.documentType] ?? DOCUMENT_TYPE.PAYSLIP!)}
                    </Anchor>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  <Trans>Documents not found</Trans>
                </Text>
              )}
            </Stack>
            {payroll.publicToken && (
              <PublicLink number={payroll.number} token={payroll.publicToken} />
            )}
            <Stack gap={4}>
              <Title order={2} size="h4">
                <Trans>Items</Trans>
              </Title>
              {!items || !flags ? (
                <Loader size="sm" role="img" aria-label={t`Loading`} />
              ) : items.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>No items in this payroll.</Trans>
                </Text>
              ) : (
                <PayrollItemList items={items} flags={flags} />
              )}
            </Stack>
          </Stack>
        );
      }}
    </DataFrame>
  );
}
