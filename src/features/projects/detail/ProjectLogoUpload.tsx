import { Button, Card, FileButton, Input, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { PendingBadge } from '../../../app/sync/PendingBadge';
import type { EntityFlag } from '../../../db/outboxQueries';
import { LOGO_TYPES, uploadProjectLogo } from '../../../sync/actions/projectDetail';
import { localSaveFailure } from '../../../app/errors';
import { isStorageFull } from '../../../db/storageFull';

const MAX_MB = 2;

/**
 * Replaces the project logo (EDIT_PROJECT_LOGO): shown in the header at once, uploaded
 * through the outbox (offline too, like crew photos).
 */
export function ProjectLogoUpload({
  project,
  flag,
}: {
  project: { id: number; number: string };
  /** Read with the project's extras, whose new logo the header shows (see ProjectDetail). */
  flag: EntityFlag | undefined;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  // The logo the full device could not keep: offered again once space is freed.
  const [unsaved, setUnsaved] = useState<File | null>(null);
  const reset = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    setError(null);
    setUnsaved(null);
    if (!file) return;
    try {
      const problem = await uploadProjectLogo(project, file);
      if (problem === 'type') setError(t`Choose a PNG, JPEG or WebP image.`);
      else if (problem === 'size') setError(t`The image is larger than ${MAX_MB} MB.`);
      else if (problem === 'empty') setError(t`The file is empty.`);
    } catch (error) {
      setError(localSaveFailure(error, i18n, t`The logo could not be saved on this device.`));
      if (isStorageFull(error)) setUnsaved(file);
    }
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h4">
          <Trans>Project logo</Trans> <PendingBadge flag={flag} />
        </Title>
        <Input.Wrapper
          id={inputId}
          label={t`New logo`}
          description={t`PNG, JPEG or WebP, at most ${MAX_MB} MB. Shown in the project's header.`}
          error={error}
        >
          {/* A translated button, not the bare file input: the browser words that one in its
              own language ("Choose File", "No file chosen"), whatever the app's language. The
              hidden input keeps the label, for screen readers and tests. */}
          <FileButton
            accept={LOGO_TYPES.join(',')}
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
                <Trans>Choose a logo</Trans>
              </Button>
            )}
          </FileButton>
        </Input.Wrapper>
        {unsaved && (
          <Button size="xs" variant="light" onClick={() => void choose(unsaved)}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Text size="xs" c="dimmed">
          <Trans>Offline, the new logo waits on this device and uploads once online.</Trans>
        </Text>
      </Stack>
    </Card>
  );
}
