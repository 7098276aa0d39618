import { Loader, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { usePayrollByNumber, usePayrollDocuments } from '../../db/payrollsHooks';
import { payrollDownloadPath } from '../../sync/actions/payrolls';
import { useRefreshOnOpen } from '../../sync/useSync';
import { KeptFileButton } from '../../app/files/KeptFileButton';
import { LastSynced } from '../../app/sync/LastSynced';
import { formatPeriod } from './format';

const RESOURCES = ['payrolls', 'payrollDocuments'] as const;

/** /payrolls/{number}/download/{documentType}: one document, downloaded once, kept offline. */
export function PayrollDownloadScreen() {
  const { t } = useLingui();
  const params = useParams({ strict: false });
  const number = params.number ?? '';
  const documentType = params.documentType ?? '';
  useRefreshOnOpen(RESOURCES);
  const payroll = usePayrollByNumber(number);
  const documents = usePayrollDocuments(payroll?.id ?? -1);

  if (payroll === undefined || (payroll && !documents)) return <Loader aria-label={t`Loading`} />;
  const document = documents?.find((d) => d.documentType === documentType);
  if (!payroll || !document) {
    return (
      <Stack gap="sm">
        <LastSynced resource="payrollDocuments" />
        <Text c="dimmed" ta="center" py="xl">
          <Trans>Documents not found</Trans>
        </Text>
      </Stack>
    );
  }
  return (
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
  );
}
