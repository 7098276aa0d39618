import { Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePayrollDocuments } from '../../db/payrollsHooks';
import { payrollDownloadPath } from '../../sync/actions/payrolls';
import { useRefreshOnOpen } from '../../sync/useSync';
import { KeptFileButton } from '../../app/files/KeptFileButton';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import classes from './Payrolls.module.css';

const RESOURCES = ['payrollDocuments'] as const;

/** /payrolls-documents: every payslip and hours statement, each kept for offline reading. */
export function PayrollDocumentsScreen() {
  const { t } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const documents = usePayrollDocuments();

  if (!documents) return <DataLoading />;
  return (
    <Stack gap="sm">
      <LastSynced resource="payrollDocuments" />
      {documents.length === 0 ? (
        <EmptyState>
          <Trans>Documents not found</Trans>
        </EmptyState>
      ) : (
        <ul className={classes.list} aria-label={t`Payroll documents`}>
          {documents.map((d) => (
            <li key={d.id} className={classes.item}>
              <Stack gap={4} py="xs">
                <Text size="sm" fw={600}>
                  {d.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {d.payrollNumber}
                </Text>
                <KeptFileButton
                  path={payrollDownloadPath(d.payrollId, d.documentType)}
                  label={d.name}
                />
              </Stack>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
