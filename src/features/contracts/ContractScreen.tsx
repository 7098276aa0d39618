import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { useContract } from '../../db/contractsHooks';
import { formatDate } from '../../lib/dates';
import { contractDocumentPath } from '../../sync/actions/contracts';
import { useRefreshOnOpen } from '../../sync/useSync';
import { KeptFileButton } from '../../app/files/KeptFileButton';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataFrame } from '../../app/frame/DataFrame';

const RESOURCES = ['contracts'] as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** /contracts/{id}: quota, planned, worked, time and vacation accounts, and documents. */
export function ContractScreen() {
  const { t, i18n } = useLingui();
  const id = Number(useParams({ strict: false }).id);
  useRefreshOnOpen(RESOURCES);
  const contract = useContract(Number.isInteger(id) ? id : -1);

  const n = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  const hours = (v: number) => t`${n.format(v)} h`;
  return (
    <DataFrame value={contract} notFound={<Trans>Contract not found</Trans>} resource="contracts">
      {(contract) => (
        <Stack gap="md">
          <LastSynced resource="contracts" />
          <Paper withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Text fw={700}>{contract.name}</Text>
              <Text size="sm" c="dimmed">
                {contract.company} · {formatDate(contract.startDate)} –{' '}
                {contract.endDate ? formatDate(contract.endDate) : t`open-ended`}
              </Text>
              <SimpleGrid cols={2} spacing="sm">
                <Figure label={t`Quota`} value={hours(contract.quota)} />
                <Figure label={t`Planned`} value={hours(contract.planned)} />
                <Figure label={t`Worked`} value={hours(contract.worked)} />
                <Figure label={t`Time account`} value={hours(contract.timeAccount)} />
                <Figure
                  label={t`Vacation account`}
                  value={t`${n.format(contract.vacationAccount)} days`}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
          <Stack gap="xs">
            <Title order={2} size="h4">
              <Trans>Documents</Trans>
            </Title>
            {contract.documents.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>Documents not found</Trans>
              </Text>
            ) : (
              contract.documents.map((d) => (
                <KeptFileButton
                  key={d.id}
                  path={contractDocumentPath(contract.id, d.id)}
                  label={d.name}
                />
              ))
            )}
          </Stack>
        </Stack>
      )}
    </DataFrame>
  );
}
