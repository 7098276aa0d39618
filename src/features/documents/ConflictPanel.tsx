import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { storedErrorText } from '../../app/sync/storedErrors';
import { useState } from 'react';
import * as v from 'valibot';
import { signDocumentSchema } from '../../session/signing';
import type { OutboxRecord } from '../../db/db';
import { discardSignature } from '../../sync/actions/documents';
import { PdfViewer } from './PdfViewer';

type Props = {
  record: OutboxRecord;
  signedVersion: number;
  /** After the old signature is dropped; with the server's version when the answer had one. */
  onSignAgain: (serverVersion: number | null) => void;
};

/**
 * A signature the server refused because the document changed (412) or it was not this
 * signatory's turn any more (409). Never merged: the person sees the new version and signs
 * again, which drops the old signature.
 */
export function ConflictPanel({ record, signedVersion, onSignAgain }: Props) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const parsed = v.safeParse(signDocumentSchema, record.serverEntity);
  const current = parsed.success ? parsed.output : null;
  const changed = current !== null && current.version !== signedVersion;

  const again = async () => {
    setBusy(true);
    try {
      await discardSignature(record.id);
      onSignAgain(current?.version ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert color="orange" title={t`Your signature was not accepted`} role="alert">
      <Stack gap="xs">
        {changed ? (
          <Text size="sm">
            <Trans>
              This document changed on the server (now version {current.version}) after you signed
              version {signedVersion}. Your signature was not sent. Read the new version and sign
              again.
            </Trans>
          </Text>
        ) : (
          <Text size="sm">
            {record.lastError
              ? storedErrorText(record.lastError, i18n, record.lastErrorCode)
              : t`The server refused the signature.`}
          </Text>
        )}
        {changed && current && <PdfViewer url={current.signedUrl} title={current.name} />}
        <Button onClick={() => void again()} loading={busy} w="fit-content">
          <Trans>Sign again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
