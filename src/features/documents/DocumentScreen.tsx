import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { signedState } from '../../session/signing';
import { useSignDocumentWithOutbox } from '../../db/documentsHooks';
import { LastSynced } from '../../app/sync/LastSynced';
import { meOf } from '../../sync/actions/documents';
import { refreshDocument } from '../../sync/pull/documents';
import { useDetailRefresh } from '../../sync/useDetailRefresh';
import { useSession } from '../../session/useSession';
import { DataLoading } from '../../app/frame/DataFrame';
import { DEVICE_FULL } from '../../app/errors';
import { PdfViewer } from './PdfViewer';
import { SignatoryList } from './SignatoryList';
import { SignSection } from './SignSection';
import { UploadSection } from './UploadSection';
import { typeLabel } from './labels';
import { EntityName } from '../../app/layout/EntityName';

/** /documents/{id}: the PDF in the page, who signs when, and signing (SPEC §3–§4). */
export function DocumentScreen({ id: rawId }: { id: string }) {
  const id = /^\d+$/.test(rawId) ? Number(rawId) : -1;
  const { i18n } = useLingui();
  const session = useSession();
  const read = useSignDocumentWithOutbox(id);
  const doc = read?.doc;
  const records = read?.records;
  const refresh = useDetailRefresh(`document:${id}`, () =>
    id > 0 ? refreshDocument(id) : Promise.resolve('missing'),
  );
  const token = session.status === 'authenticated' ? session.token : null;
  const me = useMemo(() => meOf(token ?? ''), [token]);

  if (doc === undefined || records === undefined || (doc === null && refresh === 'loading')) {
    return <DataLoading />;
  }
  if (doc === null) {
    return (
      <Stack>
        <Text>
          <Trans>Documents not found</Trans>
        </Text>
        {refresh === 'offline' && (
          <Text size="sm" c="dimmed">
            <Trans>You are offline and this document is not on this device.</Trans>
          </Text>
        )}
        {refresh === 'failed' && (
          <Text size="sm" c="red">
            <Trans>The document could not be loaded. Try again later.</Trans>
          </Text>
        )}
        {refresh === 'full' && (
          <Text size="sm" c="red">
            {i18n._(DEVICE_FULL)}
          </Text>
        )}
      </Stack>
    );
  }
  const signed = signedState(doc, me);
  const uploadWaiting = records.some((r) => r.kind === 'document.upload');
  return (
    <Stack>
      <Stack gap={2}>
        <EntityName>{doc.name}</EntityName>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {typeLabel(doc.type.caption, i18n)} · <Trans>Version {doc.version}</Trans>
          </Text>
          {signed === 'signed' && (
            <Badge color="green" variant="light">
              <Trans>Signed</Trans>
            </Badge>
          )}
          {signed === 'signedByYou' && (
            <Badge color="blue" variant="light">
              <Trans>Signed by you, others still to sign</Trans>
            </Badge>
          )}
        </Group>
        <LastSynced resource="documentsToSign" />
      </Stack>
      <Card withBorder>
        <Stack gap="sm">
          <Title order={3} size="h5">
            <Trans>Signatures</Trans>
          </Title>
          <SignatoryList doc={doc} me={me} />
          <SignSection doc={doc} me={me} records={records} />
        </Stack>
      </Card>
      <PdfViewer url={doc.signedUrl} title={doc.name} />
      <Card withBorder>
        <UploadSection doc={doc} waiting={uploadWaiting} />
      </Card>
    </Stack>
  );
}
