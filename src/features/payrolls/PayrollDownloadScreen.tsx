import { Paper, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { usePayrollByNumber, usePayrollDocuments } from '../../db/payrollsHooks';
import { payrollDownloadPath } from '../../sync/actions/payrolls';
import { useRefreshOnOpen } from '../../sync/useSync';
import { KeptFileButton } from '../../app/files/KeptFileButton';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataFrame } from '../../app/frame/DataFrame';
import { formatPeriod } from './format';

const RESOURCES = ['payrolls', 'payrollDocuments'] as const;

/** /payrolls/{number}/download/{documentType}: one document, downloaded once, kept offline. */
export function PayrollDownloadScreen() {
  const params = useParams({ strict: false });
  const number = params.number ?? '';
  const documentType = params.documentType ?? '';
  useRefreshOnOpen(RESOURCES);
  const payroll = usePayrollByNumber(number);
  const documents = usePayrollDocuments(payroll?.id ?? -1);

  const document = documents?.find((d) => d.documentType === documentType);
  // Loading until the payroll and, for a known payroll, its documents are read.
  const shown =
    payroll && (documents === undefined ? undefined : document ? { payroll, document } : null);
  return (
    <DataFrame
      value={shown}
      notFound={<Trans>Documents not found</Trans>}
      resource="payrollDocuments"
    >
      {({ payroll, document }) => (
        <Stack gap="sm">
          <LastSynced resource="payrollDocuments" />
          <Paper withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Text fw={700}>{document.name}</Text>
              <Text size="sm" c="dimmed">
                {payroll.number} · {formatPeriod(payroll.periodStart)}
              </Text>
              <KeptFileButton
                path={payrollDownloadPath(payroll.id, document.documentType)}
                label={document.name}
              />
              <Text size="xs" c="dimmed">
                <Trans>
                  Once downloaded, the document opens from this device, also without a connection.
                </Trans>
              </Text>
            </Stack>
          </Paper>
        </Stack>
      )}
    </DataFrame>
  );
}
