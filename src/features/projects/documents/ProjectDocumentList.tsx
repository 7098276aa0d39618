import { Group, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { DataLoading } from '../../../app/frame/DataFrame';
import { KeptFileButton } from '../../../app/files/KeptFileButton';
import { useProjectDocuments } from '../../../db/projectDetailHooks';
import { formatDate } from '../../../lib/dates';
import { projectDocumentPath } from '../../../sync/actions/projectDetail';

/**
 * A project's documents (name, type, date), each downloaded once and then kept for offline
 * reading. `limit` shows the newest few (the detail); without it, all (the documents page).
 */
export function ProjectDocumentList({
  projectId,
  number,
  limit,
}: {
  projectId: number;
  number: string;
  limit?: number;
}) {
  const documents = useProjectDocuments(projectId);
  if (documents === undefined) return <DataLoading />;
  if (documents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Documents not found</Trans>
      </Text>
    );
  }
  const shown = limit === undefined ? documents : documents.slice(0, limit);
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {shown.map((doc) => (
        <Stack key={doc.id} gap={4} component="li">
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {doc.name}
            </Text>
            <Text size="xs" c="dimmed">
              {doc.documentType} · {formatDate(doc.date)}
            </Text>
          </Group>
          <KeptFileButton path={projectDocumentPath(number, doc.id)} label={doc.name} />
        </Stack>
      ))}
    </Stack>
  );
}
