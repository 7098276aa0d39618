import { Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { crewChiefDocumentPath, useCrewChiefDocuments } from '../../db/jobsHooks';
import { KeptFileButton } from '../../app/files/KeptFileButton';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataFrame, EmptyState } from '../../app/frame/DataFrame';
import { useRefreshOnOpen } from '../../sync/useSync';
import { useJobScreen } from './useJobScreen';

/**
 * /jobs/{id}/crew-chief-documents: the crew chief's documents of the job's crew, each
 * downloaded once and then opened from the device (today's and tomorrow's come prefetched).
 */
export function CrewChiefDocumentsScreen({ id }: { id: string }) {
  const { t } = useLingui();
  useRefreshOnOpen(['crewChiefDocuments']);
  const data = useJobScreen(id);
  const base = data?.base;
  const docs = useCrewChiefDocuments(base?.isCrewChief ? base.crewId : null);

  return (
    <DataFrame
      value={docs === undefined ? undefined : data && { base: data.base, docs }}
      notFound={<Trans>Job not found</Trans>}
    >
      {({ base, docs }) => (
        <Stack gap="sm">
          <LastSynced resource="crewChiefDocuments" />
          <Text size="sm" c="dimmed">
            {base.projectName} · {base.crewName}
          </Text>
          {docs.length === 0 ? (
            <EmptyState>
              <Trans>Documents not found</Trans>
            </EmptyState>
          ) : (
            <ul
              aria-label={t`Crew chief documents`}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {docs.map((doc) => (
                <li key={doc.id} style={{ padding: '6px 0' }}>
                  <KeptFileButton path={crewChiefDocumentPath(doc.id)} label={doc.name} />
                </li>
              ))}
            </ul>
          )}
        </Stack>
      )}
    </DataFrame>
  );
}
