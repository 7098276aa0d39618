import { Alert, Button, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../app/frame/DataFrame';
import { PendingBadge } from '../../app/sync/PendingBadge';
import type { ReceiptDocument } from '../../db/db';
import { useKeptFile } from '../../db/hooks';
import type { EntityFlag } from '../../db/outboxQueries';
import { localReceiptPhotoPath, receiptPhotoFilePath } from '../../db/receiptPaths';
import { PHOTO_TYPES, addReceiptPhoto, type FileProblem } from '../../sync/actions/receipts';
import { keepOfflineQuietly } from '../../sync/files';
import { localSaveFailure } from '../../app/errors';

/** A photo's bytes: kept on the phone while it waits, else the server's (kept once fetched). */
function pathOf(doc: ReceiptDocument): string {
  return doc.id < 0 ? localReceiptPhotoPath(doc.clientKey) : receiptPhotoFilePath(doc.id);
}

function Thumb({ doc }: { doc: ReceiptDocument }) {
  const { t } = useLingui();
  // An upload done on this device keeps its bytes under the local path: no download needed.
  const local = useKeptFile(localReceiptPhotoPath(doc.clientKey));
  const server = useKeptFile(doc.id > 0 ? receiptPhotoFilePath(doc.id) : null);
  const file = local ?? server;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (local === null && server === null && doc.id > 0) void keepOfflineQuietly([pathOf(doc)]);
  }, [local, server, doc]);
  useEffect(() => {
    if (!file) return;
    const next = URL.createObjectURL(file.blob);
    setUrl(next);
    // Object URLs hold the Blob in memory until revoked.
    return () => URL.revokeObjectURL(next);
  }, [file]);
  if (local === undefined) return <Loader size="sm" role="img" aria-label={t`Loading`} />;
  if (!url) {
    return (
      <Stack
        w={96}
        h={96}
        bg="gray.1"
        align="center"
        justify="center"
        role="img"
        aria-label={doc.fileName}
      >
        <IconPhoto aria-hidden />
      </Stack>
    );
  }
  return <Image src={url} alt={doc.fileName} w={96} h={96} fit="cover" radius="sm" />;
}

/**
 * Photos of the paper receipt: taken with the camera (or picked) and kept on the phone until
 * the upload reaches the server, through the outbox. By the CREATE right.
 */
export function ReceiptPhotos({
  receiptId,
  documents,
  flags,
  mayAdd,
}: {
  receiptId: number;
  documents: ReceiptDocument[];
  /** The photos' outbox flags, read after `documents` (see ReceiptScreen). */
  flags: Map<number, EntityFlag>;
  mayAdd: boolean;
}) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Photos not kept because saving failed (a full disk): offered again, not chosen again.
  const [unsaved, setUnsaved] = useState<File[]>([]);
  const problemText: Record<Exclude<FileProblem, null> | 'saveFailed', string> = {
    type: t`That file is not a photo. Take or choose a JPEG, PNG, WebP, GIF or HEIC image.`,
    size: t`That photo is too large (at most 12 MB).`,
    empty: t`That file is empty.`,
    saveFailed: t`The photo could not be saved on this device.`,
  };

  const keep = async (files: File[]) => {
    setProblem(null);
    setUnsaved([]);
    for (const [i, file] of files.entries()) {
      try {
        const result = await addReceiptPhoto(receiptId, file);
        if ('problem' in result) setProblem(problemText[result.problem]);
      } catch (error) {
        // Each photo is its own transaction: the ones before are kept, this and the rest not.
        setProblem(localSaveFailure(error, i18n, problemText.saveFailed));
        setUnsaved(files.slice(i));
        break;
      }
    }
  };
  const chosen = async (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    // Cleared at once, so the same photo can be chosen again; a failed one stays in `unsaved`.
    if (input.current) input.current.value = '';
    await keep(picked);
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        <Trans>Photos</Trans>
      </Title>
      {documents.length === 0 ? (
        <EmptyState>{t`No photo of the receipt yet.`}</EmptyState>
      ) : (
        <Group
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Photos`}
        >
          {documents.map((doc) => (
            <Stack component="li" key={doc.id} gap={2} align="center" maw={110}>
              <Thumb doc={doc} />
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {doc.fileName}
              </Text>
              <PendingBadge flag={flags.get(doc.id)} />
            </Stack>
          ))}
        </Group>
      )}
      {mayAdd && (
        <>
          <input
            ref={input}
            type="file"
            accept={['image/*', ...PHOTO_TYPES].join(',')}
            capture="environment"
            hidden
            aria-label={t`Photo of the receipt`}
            onChange={(e) => void chosen(e.currentTarget.files)}
          />
          <Button
            variant="light"
            leftSection={<IconCamera size={18} aria-hidden />}
            mih={44}
            onClick={() => input.current?.click()}
          >
            <Trans>Take a photo</Trans>
          </Button>
        </>
      )}
      {problem && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{problem}</Text>
            {unsaved.length > 0 && (
              <Button size="xs" variant="light" onClick={() => void keep(unsaved)}>
                <Trans>Try again</Trans>
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
