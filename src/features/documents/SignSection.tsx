import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  signBlock,
  userSignatories,
  type Me,
  type SignDocument,
  type Signatory,
} from '../../session/signing';
import type { OutboxRecord } from '../../db/db';
import { isProblemState } from '../../db/outboxRecord';
import { ConflictPanel } from './ConflictPanel';
import { SignDialog } from './SignDialog';

type Props = { doc: SignDocument; me: Me; records: readonly OutboxRecord[] };

/** Why a signatory cannot sign now, in words. */
function BlockReason({ doc, signatory }: { doc: SignDocument; signatory: Signatory }) {
  const block = signBlock(doc, signatory);
  if (!block) return null;
  switch (block.reason) {
    case 'waiting': {
      const name = block.for.name;
      return <Trans>Waiting for {name} to sign first</Trans>;
    }
    case 'signed':
      return <Trans>You signed this document.</Trans>;
    case 'notAllowed':
      return <Trans>This document cannot be signed in the app.</Trans>;
    default:
      return <Trans>This signature is not ready to be signed.</Trans>;
  }
}

/** The person's own signatories: Sign when the rules allow, otherwise why not. */
export function SignSection({ doc, me, records }: Props) {
  const { t } = useLingui();
  // Whose pad is open, and the version it is for: after "Sign again", the server's.
  const [dialogFor, setDialogFor] = useState<{ id: number; version: number } | null>(null);
  const mine = userSignatories(doc, me);
  const signRecord = records.find((r) => r.kind === 'document.sign');
  // After "Sign again" the server's version is back: the pad opens only if its rules allow, and
  // only once this screen has that version. Opened on the old one, the pad started again when
  // the new one arrived a moment later, and the name just typed was gone.
  const dialogSignatory =
    dialogFor && doc.version >= dialogFor.version
      ? mine.find((s) => s.id === dialogFor.id && !signBlock(doc, s))
      : undefined;
  const signAgain = (serverVersion: number | null) =>
    setDialogFor({
      id: doc.localSignature?.signatoryId ?? mine[0]!.id,
      version: serverVersion ?? doc.version,
    });

  if (mine.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>You are not a signatory of this document.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {signRecord?.state === 'conflict' && (
        <ConflictPanel
          record={signRecord}
          signedVersion={doc.localSignature?.baseVersion ?? signRecord.baseVersion ?? doc.version}
          onSignAgain={signAgain}
        />
      )}
      {(signRecord?.state === 'failed' || signRecord?.state === 'refused') && (
        <ConflictPanel
          record={signRecord}
          signedVersion={doc.localSignature?.baseVersion ?? doc.version}
          onSignAgain={signAgain}
        />
      )}
      {mine.map((s) => {
        const local = doc.localSignature?.signatoryId === s.id;
        const block = signBlock(doc, s);
        return (
          <Stack key={s.id} gap={4}>
            {local ? (
              !(signRecord && isProblemState(signRecord.state)) && (
                <Alert color="orange" variant="light" title={t`Signed on this device`}>
                  <Trans>
                    Your signature waits on this device and is sent when you are online. It is not
                    submitted yet.
                  </Trans>
                </Alert>
              )
            ) : (
              <>
                <Button
                  w="fit-content"
                  disabled={block !== null}
                  onClick={() => setDialogFor({ id: s.id, version: doc.version })}
                  aria-describedby={block ? `sign-reason-${s.id}` : undefined}
                >
                  {mine.length > 1 ? <Trans>Sign as {s.name}</Trans> : <Trans>Sign</Trans>}
                </Button>
                {block && (
                  <Text size="sm" c="dimmed" id={`sign-reason-${s.id}`}>
                    <BlockReason doc={doc} signatory={s} />
                  </Text>
                )}
              </>
            )}
          </Stack>
        );
      })}
      {dialogSignatory && (
        <SignDialog
          key={`${doc.id}:${doc.version}:${dialogSignatory.id}`}
          doc={doc}
          signatory={dialogSignatory}
          opened
          onClose={() => setDialogFor(null)}
        />
      )}
    </Stack>
  );
}
