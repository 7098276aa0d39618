import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { storedErrorText } from '../../app/sync/storedErrors';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { LastSynced } from '../../app/sync/LastSynced';
import { PendingBadge } from '../../app/sync/PendingBadge';
import {
  signOffOutbox,
  useDeliveryNote,
  useSignOff,
  type SignOffOutbox,
} from '../../db/crewPaperworkHooks';
import { useReadAfter } from '../../db/withFlags';
import type { SignOff } from '../../db/db';
import { isProblemState } from '../../db/outboxRecord';
import { formatDay } from '../../lib/dates';
import { useGeoPermission } from '../../lib/useGeoPermission';
import {
  confirmSignOff,
  hoursChangeEffect,
  PAPERWORK_KINDS,
  setSignOffHours,
} from '../../sync/actions/crewPaperwork';
import { useRefreshOnOpen } from '../../sync/useSync';
import { ConfirmModal } from '../../app/ConfirmModal';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import {
  changedLines,
  draftOf,
  missingHours,
  type HoursDraft,
  type TouchedFields,
} from './hoursDraft';
import { SignOffHoursTable } from './SignOffHoursTable';
import { localSaveFailure } from '../../app/errors';

const RESOURCES = ['signOffs'] as const;

/** SPEC §8: shown exactly while the browser's location permission is not granted. */
function PermissionWarning() {
  const { state } = useGeoPermission();
  if (state === 'granted' || state === 'unknown') return null;
  return (
    <Alert color="yellow" role="status">
      <Trans>
        Pre-call, check-in and check-out may not be possible due to required permissions not
        granted.
      </Trans>
    </Alert>
  );
}

function SignOffForm({
  signOff,
  outbox: { flag, open },
  saved,
  setSaved,
}: {
  signOff: SignOff;
  outbox: SignOffOutbox;
  saved: boolean;
  setSaved: (saved: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<HoursDraft>(() => draftOf(signOff.lines));
  const [touched, setTouched] = useState<Record<number, TouchedFields>>({});
  // Once a save or confirm was tried, every field's problem shows, changed or not.
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmed = signOff.status === 'confirmed';
  const confirmWaits = open.some((r) => r.kind === PAPERWORK_KINDS.confirm);
  const hoursWait = open.some((r) => r.kind === PAPERWORK_KINDS.hours);
  const note = useDeliveryNote(signOff.id);
  // Said before the chief changes anything: what a change does to the delivery note.
  const effect = note ? hoursChangeEffect(note.status) : 'none';
  const locked = confirmed || effect === 'refused';

  /** Queues the changed hours; false when an entry is not valid. */
  const saveHours = async (): Promise<boolean> => {
    setError(null);
    setAttempted(true);
    const lines = changedLines(signOff.lines, draft);
    if (lines === null) {
      setError(t`Some hours are not valid: see the marked fields.`);
      return false;
    }
    if (lines.length > 0) await setSignOffHours(signOff.id, { lines });
    return true;
  };

  const onSave = async () => {
    setSaved(false);
    try {
      if (await saveHours()) setSaved(true);
    } catch (error) {
      setError(
        localSaveFailure(
          error,
          i18n,
          t`The hours cannot change any more: the sign-off was confirmed, or the client signed the delivery note.`,
        ),
      );
    }
  };
  const onConfirm = async () => {
    try {
      if (missingHours(signOff.lines, draft)) {
        setAttempted(true);
        setError(t`Enter the hours of every member before confirming.`);
        return;
      }
      if (await saveHours()) await confirmSignOff(signOff.id);
    } catch (error) {
      setError(localSaveFailure(error, i18n, t`The sign-off was already confirmed.`));
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>
          {signOff.crewName} · {formatDay(signOff.date)}
        </Text>
        {confirmed && !confirmWaits && (
          <Badge color="green" variant="light">
            {t`Confirmed`}
          </Badge>
        )}
        <PendingBadge flag={flag} />
      </Group>
      {confirmWaits && (
        <Text size="sm" c="dimmed">
          <Trans>Confirmed on this device, not sent yet.</Trans>
        </Text>
      )}
      {hoursWait && !confirmWaits && (
        <Text size="sm" c="dimmed">
          <Trans>Hours saved on this device, not sent yet.</Trans>
        </Text>
      )}
      {open
        .filter((r) => isProblemState(r.state))
        .map((r) => (
          <Alert key={r.id} color="red">
            {r.lastError
              ? storedErrorText(r.lastError, i18n, r.lastErrorCode)
              : t`This change was not accepted.`}
          </Alert>
        ))}
      {!confirmed && effect === 'releaseAgain' && (
        <Alert color="yellow" role="status">
          <Trans>
            The delivery note was already released. Changing hours opens it again: you must release
            it again.
          </Trans>
        </Alert>
      )}
      {!confirmed && effect === 'refused' && (
        <Alert color="yellow" role="status">
          <Trans>The client signed the delivery note: its hours can no longer change.</Trans>
        </Alert>
      )}
      <SignOffHoursTable
        lines={signOff.lines}
        stepMinutes={signOff.stepMinutes}
        draft={draft}
        touched={touched}
        attempted={attempted}
        disabled={locked}
        onChange={(id, field, value) => {
          setSaved(false);
          setTouched((all) => ({ ...all, [id]: { ...all[id], [field]: true } }));
          setDraft((d) => ({ ...d, [id]: { ...d[id]!, [field]: value } }));
        }}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {saved && !error && (
        <Text size="sm" role="status">
          <Trans>Hours saved.</Trans>
        </Text>
      )}
      {!locked && (
        <Group>
          <Button variant="light" onClick={() => void onSave()}>
            <Trans>Save hours</Trans>
          </Button>
          <Button onClick={() => setConfirming(true)}>
            <Trans>Confirm sign-off</Trans>
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirming}
        title={t`Confirm the sign-off?`}
        text={t`The hours are confirmed digitally and cannot be changed after.`}
        confirmLabel={t`Confirm`}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** /crews/{id}/sign-off: hours per member and the digital confirmation, offline too. */
export function SignOffScreen() {
  const p = useParams({ strict: false });
  const crewId = Number(p.id);
  useRefreshOnOpen(RESOURCES);
  const id = Number.isInteger(crewId) ? crewId : -1;
  // The waiting steps are read after the row: a confirmation made here is never drawn as sent.
  const [signOff, outbox] = useReadAfter(useSignOff(id), () => signOffOutbox(id), [id]) ?? [];
  // Kept above the form: the server's answer to the saved hours is a new version, which
  // starts the form afresh, and "Hours saved." must not vanish with it.
  const [saved, setSaved] = useState(false);
  if (signOff === undefined || outbox === undefined) return <DataLoading />;
  return (
    <Stack gap="md">
      <LastSynced resource="signOffs" />
      <PermissionWarning />
      {!signOff || signOff.lines.length === 0 ? (
        <EmptyState>
          <Trans>Crew items not found</Trans>
        </EmptyState>
      ) : (
        // A new server version (after a sync) starts the form afresh from it.
        <SignOffForm
          key={`${signOff.version}-${signOff.status}`}
          signOff={signOff}
          outbox={outbox}
          saved={saved}
          setSaved={setSaved}
        />
      )}
    </Stack>
  );
}
