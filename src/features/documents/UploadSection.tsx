import { Badge, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SignDocument } from '../../session/signing';
import { uploadDocumentFile } from '../../sync/actions/documents';
import { localSaveFailure } from '../../app/errors';
import { isStorageFull } from '../../db/storageFull';

/** Upload a file for the document (e.g. a signed copy): awaiting approval (SPEC §4). */
export function UploadSection({ doc, waiting }: { doc: SignDocument; waiting: boolean }) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  // The file a save failed for (a full disk): offered again once space is freed.
  const [unsaved, setUnsaved] = useState<File | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setUnsaved(null);
    try {
      await uploadDocumentFile(doc.id, file);
    } catch (error) {
      setError(localSaveFailure(error, i18n, t`Choose a PDF or an image of at most 10 MB.`));
      // A refused file is chosen anew; one the full device could not keep is offered again.
      if (isStorageFull(error)) setUnsaved(file);
    }
  };
  return (
    <Stack gap="xs">
      <FileInput
        label={t`Upload a file for this document`}
        placeholder={t`Choose a file`}
        accept="application/pdf,image/png,image/jpeg"
        value={null}
        onChange={(file) => void upload(file)}
        error={error}
      />
      {unsaved && (
        <Button size="xs" variant="light" onClick={() => void upload(unsaved)}>
          <Trans>Try again</Trans>
        </Button>
      )}
      {doc.upload && (
        <Group gap="xs">
          <Text size="sm">{doc.upload.fileName}</Text>
          {doc.upload.status === 'awaitingApproval' && (
            <Badge variant="light" color="yellow">
              <Trans>Awaiting approval</Trans>
            </Badge>
          )}
          {doc.upload.status === 'approved' && (
            <Badge variant="light" color="green">
              <Trans>Approved</Trans>
            </Badge>
          )}
          {doc.upload.status === 'rejected' && (
            <Badge variant="light" color="red">
              <Trans>Rejected</Trans>
            </Badge>
          )}
          {waiting && (
            <Text size="xs" c="dimmed">
              <Trans>Waiting to be sent</Trans>
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
