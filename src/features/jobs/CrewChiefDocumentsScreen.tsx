import { Loader, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { crewChiefDocumentPath, useCrewChiefDocuments } from '../../db/jobsHooks';
import { KeptFileButton } from '../../app/files/KeptFileButton';
import { LastSynced } from '../../app/sync/LastSynced';
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
  const base = data.state === 'ready' ? (data.job ?? data.detail) : null;
  const docs = useCrewChiefDocuments(base?.isCrewChief ? base.crewId : null);

  if (data.state === 'loading' || docs === undefined) return <Loader aria-label={t`Loading`} />;
  if (data.state === 'missing') {
    return (
      <Text c="dimmed" ta="center" py="xl">
        <Trans>Job not found</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <LastSynced resource="crewChiefDocuments" />
      <Text size="sm" c="dimmed">
        {base?.projectName} · {base?.crewName}
      </Text>
      {docs.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <Trans>Documents not found</Trans>
        </Text>
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
  );
}
