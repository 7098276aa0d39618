import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useWithFlags } from '../../db/withFlags';
import { useMobileDocuments } from '../../db/profileHooks';
import { useRefreshOnOpen } from '../../sync/useSync';
import { formatDate } from '../../lib/dates';
import { KeptFileButton } from '../../app/files/KeptFileButton';
import { LastSynced } from '../../app/sync/LastSynced';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { DataLoading } from '../../app/frame/DataFrame';
import { STATUS_COLORS, STATUS_LABELS, TYPE_LABELS } from './labels';
import { UploadDocumentModal } from './UploadDocumentModal';

const RESOURCES = ['mobileDocuments'] as const;

/** /mobileDocuments: the person's documents, kept for offline reading; uploads await approval. */
export function MobileDocumentsScreen() {
  const { t, i18n } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const [documents, flags] = useWithFlags(useMobileDocuments(), 'mobileDocuments') ?? [];
  const [uploading, setUploading] = useState(false);

  // Rows with flags read after them, or an upload still waiting is drawn for a moment without
  // its badge, as if the server had it (seen on a slow machine: rows first).
  if (!documents || !flags) return <DataLoading />;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          <Trans>My documents</Trans>
        </Title>
        <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
          <Trans>Upload a document</Trans>
        </Button>
      </Group>
      <LastSynced resource="mobileDocuments" />
      {documents.length === 0 ? (
        <Text c="dimmed">
          <Trans>Documents not found</Trans>
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Documents`}
        >
          {documents.map((d) => (
            <Card component="li" key={d.id} withBorder padding="sm" aria-label={d.name}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={500}>{d.name}</Text>
                    <Text size="sm" c="dimmed">
                      {i18n._(TYPE_LABELS[d.type])} · {formatDate(d.date)}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <PendingBadge flag={flags.get(d.id)} />
                    <Badge color={STATUS_COLORS[d.status]} variant="light">
                      {i18n._(STATUS_LABELS[d.status])}
                    </Badge>
                  </Group>
                </Group>
                {d.id > 0 ? (
                  <KeptFileButton path={`/mobileDocuments/${d.id}/file`} label={d.fileName} />
                ) : (
                  <Text size="xs" c="dimmed">
                    <Trans>On this device only until it is sent.</Trans>
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      <UploadDocumentModal opened={uploading} onClose={() => setUploading(false)} />
    </Stack>
  );
}
