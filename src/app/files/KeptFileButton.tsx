import { Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDownload, IconFileCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useKeptFile } from '../../db/hooks';
import { keepOffline, keepOfflineQuietly } from '../../sync/files';
import { saveFileAs } from './saveFileAs';
import { useOnline } from '../../sync/useSync';
import { localSaveFailure } from '../errors';

type Props = {
  /** API path of the file, e.g. `/payrolls/12/download/PAYSLIP`. */
  path: string;
  /** What the button names, e.g. "Payslip October". */
  label: string;
  /**
   * Keep the file as soon as the button shows online, not on the first tap: for a file made
   * by a step just taken here (the signed delivery note), which no pull has fetched yet and
   * which the person may need offline next.
   */
  keepAhead?: boolean;
  /**
   * Fetch the file again on each tap while online (the kept copy is only the offline
   * fallback): for a file the server makes from live data (a project report), which a kept
   * copy would otherwise show as it was weeks ago.
   */
  freshOnline?: boolean;
};

/**
 * Downloads a file once, keeps it for offline reading, and opens it from the device after.
 * Offline and never downloaded: says so instead of failing.
 */
export function KeptFileButton({ path, label, keepAhead = false, freshOnline = false }: Props) {
  const { t, i18n } = useLingui();
  const kept = useKeptFile(path);
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (keepAhead && kept === null && online) void keepOfflineQuietly([path]);
  }, [keepAhead, kept, online, path]);

  const open = async () => {
    setError(null);
    setBusy(true);
    try {
      const fresh = freshOnline && online;
      saveFileAs(
        fresh ? await keepOffline(path, { refresh: true }) : (kept ?? (await keepOffline(path))),
      );
    } catch (e) {
      setError(
        localSaveFailure(
          e,
          i18n,
          t`The file could not be downloaded. Try again when you are online.`,
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    // Wraps: beside "Available offline" a nowrap row squeezed the label ("Employment co").
    <Group gap="xs">
      <Button
        variant="light"
        size="xs"
        leftSection={kept ? <IconFileCheck size={16} /> : <IconDownload size={16} />}
        loading={busy}
        disabled={kept === undefined || (!kept && !online)}
        onClick={() => void open()}
        aria-label={kept ? t`Open ${label}` : t`Download ${label}`}
      >
        {label}
      </Button>
      {kept && (
        <Text size="xs" c="dimmed">
          <Trans>Available offline</Trans>
        </Text>
      )}
      {!kept && !online && kept !== undefined && (
        <Text size="xs" c="dimmed">
          <Trans>Not downloaded yet; needs a connection.</Trans>
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Group>
  );
}
