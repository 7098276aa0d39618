import { Alert, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IScannerControls } from '@zxing/browser';
import { useEffect, useState } from 'react';

type Props = { opened: boolean; onClose: () => void; onCode: (text: string) => void };

/**
 * The camera in a dialog, decoding QR codes until one is read; the stream stops when a code is
 * read or the dialog closes (the camera light must not stay on).
 */
export function QrScanner({ opened, onClose, onCode }: Props) {
  const { t } = useLingui();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened || !video) return;
    let controls: IScannerControls | null = null;
    let stopped = false;
    setError(null);
    // Loaded with the first scan: the decoder is big, and only crew chiefs need it.
    import('@zxing/browser')
      .then(({ BrowserQRCodeReader }) =>
        new BrowserQRCodeReader().decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video,
          (result, _e, c) => {
            if (!result || stopped) return;
            stopped = true;
            c.stop();
            onCode(result.getText());
          },
        ),
      )
      .then((c) => {
        controls = c;
        if (stopped) c.stop();
      })
      .catch(() => setError(t`The camera could not be opened. Check the camera permission.`));
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [opened, video, onCode, t]);

  return (
    <Modal opened={opened} onClose={onClose} title={t`Scan QR code`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Point the camera at the QR code on the crew member’s job.</Trans>
        </Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : (
          <video
            ref={setVideo}
            aria-label={t`Camera`}
            muted
            playsInline
            style={{ width: '100%', borderRadius: 8, background: '#000' }}
          />
        )}
      </Stack>
    </Modal>
  );
}
