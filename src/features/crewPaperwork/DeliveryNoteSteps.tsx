import { Alert, Badge, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconClock, IconDeviceMobile, IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { KeptFileButton } from '../../app/files/KeptFileButton';
import { openSteps } from '../../db/crewPaperworkHooks';
import { useReadAfter } from '../../db/withFlags';
import type { DeliveryNote } from '../../db/db';
import {
  deliveryNotePdfPath,
  releaseDeliveryNote,
  sendDeliveryNote,
  signDeliveryNote,
  type DeliveryNoteStep,
} from '../../sync/actions/crewPaperwork';
import { ConfirmModal } from '../../app/ConfirmModal';
import { storedErrorText } from '../../app/sync/storedErrors';
import { SignDeliveryNoteForm } from './SignDeliveryNoteForm';
import { stepViews, type StepView } from './stepView';
import { localSaveFailure } from '../../app/errors';

type Props = { note: DeliveryNote; contactName: string };

/**
 * The three steps of SPEC §4 (release → signed → send), each with where it stands; only the
 * next one can be taken. A step taken offline says so ("on this device") until the server
 * confirmed it.
 */
export function DeliveryNoteSteps({ note: liveNote, contactName }: Props) {
  const { t, i18n } = useLingui();
  // The waiting steps are read after the note: a step taken here never shows as done on the
  // server for a moment. `note` is the pair's, so both are of one moment.
  const id = liveNote.id;
  const [note, open] = useReadAfter(liveNote, () => openSteps('deliveryNotes', id), [id]) ?? [];
  const [error, setError] = useState<string | null>(null);
  const [confirmSend, setConfirmSend] = useState(false);
  if (!note || !open) return null;
  const views = stepViews(note.status, open);
  const hoursMissing = note.lines.some((l) => l.hours === null);
  const state = (step: DeliveryNoteStep) => views.find((v) => v.step === step)!;

  const run = async (act: () => Promise<void>) => {
    setError(null);
    try {
      await act();
    } catch (error) {
      setError(
        localSaveFailure(
          error,
          i18n,
          t`This step is not possible now: an earlier step is missing, or it was taken already.`,
        ),
      );
    }
  };

  const labels: Record<DeliveryNoteStep, Record<StepView['state'], string>> = {
    release: {
      done: t`Released`,
      onDevice: t`Released on this device, not sent yet`,
      problem: t`The release was not accepted`,
      next: t`Release: marks the delivery note as downloaded`,
      later: t`Release`,
    },
    sign: {
      done: t`Signed`,
      onDevice: t`Signed on this device, not sent yet`,
      problem: t`The signature was not accepted`,
      next: t`Sign: the client's contact signs on this phone`,
      later: t`Sign`,
    },
    send: {
      done: t`Sent`,
      onDevice: t`Sending is queued on this device, not sent yet`,
      problem: t`Sending was not accepted`,
      next: t`Send the signed delivery note`,
      later: t`Send`,
    },
  };
  const icons: Record<StepView['state'], ReactNode> = {
    done: <IconCheck size={14} />,
    onDevice: <IconDeviceMobile size={14} />,
    problem: <IconAlertTriangle size={14} />,
    next: <IconClock size={14} />,
    later: <IconClock size={14} />,
  };
  const colors: Record<StepView['state'], string> = {
    done: 'green',
    onDevice: 'orange',
    problem: 'red',
    next: 'blue',
    later: 'gray',
  };

  return (
    <Stack gap="sm">
      <List spacing="xs" aria-label={t`Delivery note steps`} listStyleType="none">
        {views.map((v) => (
          <List.Item
            key={v.step}
            data-state={v.state}
            icon={
              <ThemeIcon size={22} radius="xl" color={colors[v.state]}>
                {icons[v.state]}
              </ThemeIcon>
            }
          >
            <Group gap="xs">
              <Text size="sm" c={v.state === 'later' ? 'dimmed' : undefined}>
                {labels[v.step][v.state]}
              </Text>
              {v.state === 'onDevice' && (
                <Badge size="xs" color="orange" variant="light">
                  {t`Pending`}
                </Badge>
              )}
              {v.state === 'problem' && (
                <Badge size="xs" color="red">
                  {t`Not accepted`}
                </Badge>
              )}
            </Group>
            {v.step === 'sign' &&
              note.signerName &&
              (v.state === 'done' || v.state === 'onDevice') && (
                <Text size="xs" c="dimmed">
                  <Trans>Signer: {note.signerName}</Trans>
                </Text>
              )}
            {v.error && (
              <Text size="xs" c="red">
                {storedErrorText(v.error, i18n, v.errorCode)}
              </Text>
            )}
          </List.Item>
        ))}
      </List>

      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}

      {note.releaseAgain && state('release').state === 'next' && (
        <Alert color="yellow" role="status">
          <Trans>The hours changed after the release: release the delivery note again.</Trans>
        </Alert>
      )}
      {state('release').state === 'next' && hoursMissing && (
        <Alert color="yellow" role="status">
          <Trans>
            Some members have no hours yet: enter them on the sign-off before releasing.
          </Trans>
        </Alert>
      )}
      {state('release').state === 'next' && (
        <Button
          disabled={hoursMissing}
          onClick={() => void run(() => releaseDeliveryNote(note.id))}
        >
          {note.releaseAgain ? (
            <Trans>Release delivery note again</Trans>
          ) : (
            <Trans>Release delivery note</Trans>
          )}
        </Button>
      )}
      {state('sign').state === 'next' && (
        <SignDeliveryNoteForm
          defaultName={contactName}
          onSign={(input) => run(() => signDeliveryNote(note.id, input))}
        />
      )}
      {state('send').state === 'next' && (
        <Button onClick={() => setConfirmSend(true)}>
          <Trans>Send signed delivery note</Trans>
        </Button>
      )}
      <ConfirmModal
        opened={confirmSend}
        title={t`Send the signed delivery note?`}
        text={t`The signed delivery note goes to the office. It cannot be changed after.`}
        confirmLabel={t`Send`}
        onConfirm={() => void run(() => sendDeliveryNote(note.id))}
        onClose={() => setConfirmSend(false)}
      />

      <Group gap="sm">
        {note.status !== 'open' && (
          <KeptFileButton path={deliveryNotePdfPath(note.id, false)} label={t`Delivery note PDF`} />
        )}
        {(note.status === 'signed' || note.status === 'sent') && state('sign').state === 'done' && (
          <KeptFileButton
            path={deliveryNotePdfPath(note.id, true)}
            label={t`Signed delivery note PDF`}
            keepAhead
          />
        )}
      </Group>
    </Stack>
  );
}
