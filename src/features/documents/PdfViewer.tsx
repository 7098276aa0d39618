import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useKeptFile } from '../../db/hooks';
import { keepOffline } from '../../sync/files';
import { useOnline } from '../../sync/useSync';
import { PdfPages } from './PdfPages';

type Props = { url: string; title: string };

/**
 * A document's PDF in the page. The bytes come from the Dexie files table; the signedUrl is
 * downloaded once (without the auth header) and then opens offline.
 */
export function PdfViewer({ url, title }: Props) {
  const { t } = useLingui();
  const kept = useKeptFile(url);
  const online = useOnline();
  const [failed, setFailed] = useState<string | null>(null);

  // Not kept yet: download it (which also keeps it for offline reading).
  useEffect(() => {
    if (kept !== null || !online) return;
    let live = true;
    keepOffline(url).catch(() => {
      if (live) setFailed(url);
    });
    return () => {
      live = false;
    };
  }, [kept, online, url]);

  const retry = () => {
    setFailed(null);
    keepOffline(url, { refresh: true }).catch(() => setFailed(url));
  };

  return (
    <Stack gap="xs">
      {kept === undefined || (kept === null && online && failed !== url) ? (
        <Loader size="sm" role="img" aria-label={t`Loading the document`} />
      ) : null}
      {kept === null && !online && (
        <Text size="sm" c="dimmed">
          <Trans>This document was not downloaded yet; it needs a connection once.</Trans>
        </Text>
      )}
      {failed === url && (
        <Alert color="red" title={t`The document could not be downloaded`}>
          <Button size="xs" variant="light" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      )}
      {kept && (
        <PdfPages
          key={`${kept.path}:${kept.savedAt}`}
          blob={kept.blob}
          title={title}
          onRetry={retry}
        />
      )}
    </Stack>
  );
}
