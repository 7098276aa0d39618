import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCamera, IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useCrew, useCrewPhotos } from '../../db/crewPhotosHooks';
import { LastSynced } from '../../app/sync/LastSynced';
import { RemovableList } from '../../app/lists/RemovableList';
import { useSession } from '../../session/useSession';
import { useOnline, useRefreshOnOpen } from '../../sync/useSync';
import {
  PHOTO_MAX_BYTES,
  addCrewPhotos,
  deleteWaitingPhoto,
  type RefusedPhoto,
} from '../../sync/actions/crewPhotos';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { PhotoRow } from './PhotoRow';
import { useLiveLocationSharing } from './useLiveLocationSharing';
import { localSaveFailure } from '../../app/errors';

const ACCEPT = 'image/*';
const MAX_MB = Math.round(PHOTO_MAX_BYTES / 1024 / 1024);

/**
 * /crews/{id}/photos: the chief takes or picks photos; each is kept on the phone (thumbnail
 * offline) and uploaded once when online, with its state shown per photo and overall.
 */
export function PhotosScreen({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const crewId = Number(id);
  useRefreshOnOpen(['crewPhotos']);
  const online = useOnline();
  const session = useSession();
  const crew = useCrew(crewId);
  const photos = useCrewPhotos(crewId);
  useLiveLocationSharing(crew ?? null);
  const [refused, setRefused] = useState<RefusedPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Photos not kept because saving failed (a full disk): offered again, not taken again.
  const [unsaved, setUnsaved] = useState<File[]>([]);

  if (photos === undefined || crew === undefined) return <DataLoading />;
  const me = session.status === 'authenticated' ? session.payload.loginData.personId : null;
  // Without the crew on the phone, let the server decide (it answers 403 to a non-chief).
  const mayAdd = crew === null || crew.chiefPersonId === me;

  const add = async (files: File[]) => {
    setError(null);
    setUnsaved([]);
    if (files.length === 0) return;
    const refusedNow: RefusedPhoto[] = [];
    // One by one: each photo is its own transaction, so after a failure the ones before are
    // kept and only this one and the rest are offered again.
    for (const [i, file] of files.entries()) {
      try {
        refusedNow.push(...(await addCrewPhotos(crewId, [file])).refused);
      } catch (e) {
        setError(
          localSaveFailure(e, i18n, t`The photos could not be saved on this phone. Try again.`),
        );
        setUnsaved(files.slice(i));
        break;
      }
    }
    setRefused(refusedNow);
  };
  const problemText = (p: RefusedPhoto['problem']) =>
    p === 'type'
      ? t`not a photo`
      : p === 'size'
        ? t`larger than ${MAX_MB} MB`
        : t`the file is empty`;

  const uploaded = photos.filter((p) => p.status === 'uploaded').length;
  return (
    <Stack gap="md">
      {crew && (
        <Text size="sm" c="dimmed">
          {crew.name} · {crew.projectName}
        </Text>
      )}
      {mayAdd ? (
        <Group gap="xs">
          <FileButton
            onChange={(f) => void add(f ? [f] : [])}
            accept={ACCEPT}
            capture="environment"
          >
            {(props) => (
              <Button {...props} leftSection={<IconCamera size={18} aria-hidden />}>
                <Trans>Take a photo</Trans>
              </Button>
            )}
          </FileButton>
          <FileButton onChange={(f) => void add(f)} accept={ACCEPT} multiple>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoPlus size={18} aria-hidden />}
              >
                <Trans>Choose photos</Trans>
              </Button>
            )}
          </FileButton>
        </Group>
      ) : (
        <Alert color="gray">
          <Trans>Only the crew chief of this crew can add photos.</Trans>
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        <Trans>Photos up to {MAX_MB} MB each.</Trans>
      </Text>
      {error && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error}</Text>
            {unsaved.length > 0 && (
              <Button size="xs" variant="light" onClick={() => void add(unsaved)}>
                <Trans>Try again</Trans>
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert color="red" role="alert" title={t`Not added`}>
          {refused.map((r) => (
            <Text key={r.name} size="sm">
              {r.name}: {problemText(r.problem)}
            </Text>
          ))}
        </Alert>
      )}
      {!online && photos.some((p) => p.status !== 'uploaded') && (
        <Alert color="yellow">
          <Trans>
            You are offline: the photos stay on this phone and upload when you are back online.
          </Trans>
        </Alert>
      )}
      {photos.length === 0 ? (
        <EmptyState>
          <Trans>No photos yet</Trans>
        </EmptyState>
      ) : (
        <Stack gap={4}>
          <Text size="sm" role="status" aria-live="polite">
            <Trans>
              {uploaded} of {photos.length} uploaded
            </Trans>
          </Text>
          <Progress
            value={(uploaded / photos.length) * 100}
            aria-label={t`Upload progress`}
            color={uploaded === photos.length ? 'green' : 'blue'}
          />
        </Stack>
      )}
      <RemovableList
        rows={photos}
        label={t`Photos`}
        gap="sm"
        confirm={{
          title: t`Delete this photo?`,
          text: t`It has not been uploaded yet and will be removed from this phone.`,
          confirmLabel: t`Delete photo`,
          cancelLabel: t`Keep it`,
        }}
        onRemove={(view) =>
          void deleteWaitingPhoto(view.photo.id).then(
            (ok) => {
              if (!ok) setError(t`This photo is already uploading and cannot be deleted.`);
            },
            (e: unknown) =>
              setError(localSaveFailure(e, i18n, t`The change could not be saved on this device.`)),
          )
        }
      >
        {(view, ask) => <PhotoRow key={view.photo.id} view={view} onDelete={() => ask(view)} />}
      </RemovableList>
      <LastSynced resource="crewPhotos" />
    </Stack>
  );
}
