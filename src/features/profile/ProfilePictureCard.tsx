import {
  Avatar,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Input,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useKeptFile, type EntityFlag } from '../../db/hooks';
import type { Profile } from '../../db/profileHooks';
import { keepOfflineQuietly } from '../../sync/files';
import {
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  fileProblem,
  uploadProfilePicture,
} from '../../sync/actions/profile';
import { useOnline } from '../../sync/useSync';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { localSaveFailure } from '../../app/errors';
import { isStorageFull } from '../../db/storageFull';

const MAX_MB = PICTURE_MAX_BYTES / 1024 / 1024;

/** A picture of the API as an image, downloaded once and kept for offline use. */
function useKeptImage(path: string | null): string | null {
  const kept = useKeptFile(path);
  const online = useOnline();
  useEffect(() => {
    if (path && kept === null && online) void keepOfflineQuietly([path]);
  }, [path, kept, online]);
  const url = useMemo(() => (kept ? URL.createObjectURL(kept.blob) : null), [kept]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The approved picture, a waiting one, and the upload with the photo hint (SPEC §2, §4). */
export function ProfilePictureCard({
  profile,
  flag,
}: {
  profile: Profile;
  /** The profile's outbox flag, read after `profile` (the screen pairs them). */
  flag: EntityFlag | undefined;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  // The picture the full device could not keep: offered again once space is freed.
  const [unsaved, setUnsaved] = useState<File | null>(null);
  const reset = useRef<() => void>(null);
  const approved = useKeptImage(
    profile.pictureId ? `/profilePictures/${profile.pictureId}/file` : null,
  );
  const pendingId = profile.pendingPictureId;
  const pending = useKeptImage(
    pendingId && pendingId > 0 ? `/profilePictures/${pendingId}/file` : null,
  );

  const choose = async (file: File | null) => {
    setError(null);
    setUnsaved(null);
    if (!file) return;
    const problem = fileProblem(file, PICTURE_TYPES, PICTURE_MAX_BYTES);
    if (problem === 'type') return setError(t`Only JPEG, PNG and WebP pictures can be uploaded.`);
    if (problem === 'size') return setError(t`The picture is larger than ${MAX_MB} MB.`);
    if (problem === 'empty') return setError(t`This file is empty.`);
    try {
      await uploadProfilePicture(file);
    } catch (error) {
      setError(
        localSaveFailure(error, i18n, t`The picture could not be saved on this device. Try again.`),
      );
      if (isStorageFull(error)) setUnsaved(file);
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="profile-picture">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-picture">
          <Trans>Profile picture</Trans>
        </Title>
        <Group>
          <Avatar src={approved} size={96} radius="md" alt={t`Your profile picture`}>
            {profile.name.slice(0, 1)}
          </Avatar>
          {pendingId !== null && (
            <Stack gap={4}>
              {pending && <Avatar src={pending} size={64} radius="md" alt={t`Your new picture`} />}
              <Group gap={4}>
                <Badge color="yellow" variant="light">
                  <Trans>Awaiting approval</Trans>
                </Badge>
                <PendingBadge flag={flag} />
              </Group>
              <Text size="xs" c="dimmed">
                <Trans>Your new picture is shown once it has been approved.</Trans>
              </Text>
            </Stack>
          )}
        </Group>
        <Input.Wrapper
          id={inputId}
          label={t`New profile picture`}
          description={t`Use a photo with a white background on which your face is fully visible, not covered. JPEG, PNG or WebP, at most ${MAX_MB} MB. A new picture must be approved first.`}
          error={error}
        >
          {/* Mantine's hidden input keeps the label (tests and screen readers find it by
              "New profile picture"); the visible, translated button opens it. */}
          <FileButton
            accept={PICTURE_TYPES.join(',')}
            resetRef={reset}
            inputProps={{ id: inputId }}
            onChange={(file) => void choose(file).finally(() => reset.current?.())}
          >
            {(props) => (
              <Button
                {...props}
                display="block"
                variant="light"
                mih={44}
                aria-describedby={`${inputId}-description${error ? ` ${inputId}-error` : ''}`}
              >
                <Trans>Choose a picture</Trans>
              </Button>
            )}
          </FileButton>
        </Input.Wrapper>
        {unsaved && (
          <Button size="xs" variant="light" onClick={() => void choose(unsaved)}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Stack>
    </Card>
  );
}
