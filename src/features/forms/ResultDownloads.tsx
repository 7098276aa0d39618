import { Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeptFileButton } from '../../app/files/KeptFileButton';
import type { FormResult } from '../../db/db';

type Props = { result: FormResult; pending: boolean; basePath: string };

/**
 * The result as a PDF, and once sent the signed PDF: both kept on the device after the first
 * download. Only a result the server already has can be downloaded.
 */
export function ResultDownloads({ result, pending, basePath }: Props) {
  const { t } = useLingui();
  if (result.id < 0 || pending) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>The PDF can be downloaded once the server has your answers.</Trans>
      </Text>
    );
  }
  return (
    <Group gap="md">
      {/* The version in the path: a later save is another PDF, not the kept older one. */}
      <KeptFileButton
        path={`${basePath}/download?version=${result.version}`}
        label={t`Result (PDF)`}
      />
      {result.status === 'sent' && (
        <KeptFileButton path={`${basePath}/signedDownload`} label={t`Signed result (PDF)`} />
      )}
    </Group>
  );
}
