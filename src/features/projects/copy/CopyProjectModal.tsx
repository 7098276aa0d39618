import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { beginDateProblem, exampleDate } from './copyDate';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { useProjectFormLists } from '../../../db/projectListHooks';
import {
  AvailabilityNotSynced,
  COPY_REASON_MAX,
  copiedEndDate,
  copyProject,
  copyReasonSchema,
  localCopyCollisions,
  projectCopySchema,
  shiftDate,
} from '../../../sync/actions/projectCopy';
import {
  useCopyOutcome,
  type PersonCopyCollisions,
  type Project,
  type ProjectCopy,
  type QueuedCopy,
} from '../../../db/projectCopyHooks';
import { formatDay, todayIso } from '../../../lib/dates';
import { useTextLimit } from '../../../app/form/useTextLimit';
import { CopyCollisions } from './CopyCollisions';
import { GrowingTextarea } from '../../../app/form/GrowingTextarea';
import { DateField } from '../../../app/form/DateField';
import { useFocusFirstInvalid } from '../../../app/form/focusFirstInvalid';
import { localSaveFailure } from '../../../app/errors';

type Props = { source: Project; opened: boolean; onClose: () => void };
type Step = 'options' | 'collisions' | 'sending';

const SAME = 'same';

/**
 * The copy dialog (SPEC §2): what to copy, onto which begin date (every date moves by the
 * same days, so durations stay), a branch and a catering type. With persons, every copied
 * booking is checked first (copyChecks, offline): the planner sees all collisions per person
 * and leaves persons off or goes on with a reason. Then the copy is queued and, once the
 * server made it, opened.
 */
export function CopyProjectModal({ source, opened, onClose }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const choices = useProjectFormLists();
  const [beginDate, setBeginDate] = useState(() => shiftDate(source.beginDate, 7));
  const [copyCrews, setCopyCrews] = useState(true);
  const [copyItems, setCopyItems] = useState(true);
  const [copyPersons, setCopyPersons] = useState(false);
  const [branch, setBranch] = useState<string>(SAME);
  const [catering, setCatering] = useState<string>(SAME);
  const [step, setStep] = useState<Step>('options');
  const [found, setFound] = useState<PersonCopyCollisions[]>([]);
  const [dropped, setDropped] = useState<Set<number>>(new Set());
  const [reason, setReason] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [queued, setQueued] = useState<QueuedCopy | null>(null);
  const outcome = useCopyOutcome(queued);
  const limit = useTextLimit(copyReasonSchema);
  const { ref: stepRef, focusInvalid } = useFocusFirstInvalid<HTMLDivElement>();

  useEffect(() => {
    if (outcome?.kind !== 'done') return;
    onClose();
    void navigate({ to: '/projects/$number', params: { number: outcome.number } });
  }, [outcome, onClose, navigate]);

  const copyEnd = copiedEndDate(source, beginDate);
  // Written as every other screen writes a day ("Tue, 1 Jun 2027"), not as the ISO value.
  const endDate = copyEnd && formatDay(copyEnd);
  const [checking, setChecking] = useState(false);
  const remaining = found.filter((p) => !dropped.has(p.personId));

  const input = (): ProjectCopy => ({
    beginDate,
    copyCrews,
    copyItems: copyCrews && copyItems,
    copyPersons: copyCrews && copyItems && copyPersons,
    branchId: branch === SAME ? null : Number(branch),
    cateringTypeId: catering === SAME ? null : Number(catering),
    dropPersonIds: [...dropped],
    reason: remaining.length && reason.trim() ? reason.trim() : null,
  });

  const queue = async () => {
    setSaveError(null);
    try {
      const copy = input();
      const { recordId, localId } = await copyProject(source, copy);
      setQueued({ recordId, localId, source, beginDate: copy.beginDate });
      setStep('sending');
    } catch (error) {
      setSaveError(
        localSaveFailure(error, i18n, t`The copy could not be saved on this device. Try again.`),
      );
    }
  };

  const check = () => {
    const parsed = v.safeParse(projectCopySchema, input());
    if (!parsed.success) {
      const example = exampleDate();
      setDateError(
        beginDateProblem(beginDate) === 'required'
          ? t`Give a begin date.`
          : t`Enter a real date, for example ${example}.`,
      );
      focusInvalid();
      return;
    }
    setDateError(null);
    if (!parsed.output.copyPersons) return void queue();
    setChecking(true);
    localCopyCollisions(source, beginDate, todayIso())
      .then((collisions) => {
        setChecking(false);
        if (collisions.length === 0) return queue();
        setFound(collisions);
        setDropped(new Set());
        setStep('collisions');
      })
      .catch((e: unknown) => {
        setChecking(false);
        setSaveError(
          e instanceof AvailabilityNotSynced
            ? t`The persons' availability is not on this device yet. Connect once, then try again.`
            : t`The check could not read this device's data. Try again.`,
        );
      });
  };

  const goOn = () => {
    if (remaining.length > 0 && !reason.trim()) {
      setReasonError(t`Say why you book them anyway, or leave them off the copy.`);
      focusInvalid();
      return;
    }
    if (reason.length > COPY_REASON_MAX) return;
    setReasonError(null);
    void queue();
  };

  const close = () => {
    setStep('options');
    setQueued(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Copy project ${source.number}`} size="lg">
      {step === 'options' && (
        <Stack ref={stepRef}>
          <DateField
            label={t`New begin date`}
            description={
              endDate
                ? t`Every date moves by the same days; the copy ends on ${endDate}.`
                : undefined
            }
            value={beginDate}
            onChange={setBeginDate}
            error={dateError}
            required
          />
          <Checkbox
            size="md"
            label={t`Copy crews`}
            checked={copyCrews}
            onChange={(e) => setCopyCrews(e.currentTarget.checked)}
          />
          <Checkbox
            size="md"
            label={t`Copy crew items (PCI)`}
            checked={copyCrews && copyItems}
            disabled={!copyCrews}
            onChange={(e) => setCopyItems(e.currentTarget.checked)}
          />
          <Checkbox
            size="md"
            label={t`Copy persons`}
            description={t`Persons are asked again for the new dates.`}
            checked={copyCrews && copyItems && copyPersons}
            disabled={!copyCrews || !copyItems}
            onChange={(e) => setCopyPersons(e.currentTarget.checked)}
          />
          <Select
            label={t`Branch`}
            value={branch}
            onChange={(value) => setBranch(value ?? SAME)}
            allowDeselect={false}
            data={[
              { value: SAME, label: t`As the source (${source.branchName ?? '–'})` },
              ...(choices?.branches ?? []).map((b) => ({ value: String(b.id), label: b.name })),
            ]}
          />
          <Select
            label={t`Default catering type`}
            value={catering}
            onChange={(value) => setCatering(value ?? SAME)}
            allowDeselect={false}
            data={[
              { value: SAME, label: t`As the source (${source.cateringTypeName ?? '–'})` },
              ...(choices?.cateringTypes ?? []).map((c) => ({
                value: String(c.id),
                label: c.name,
              })),
            ]}
          />
          {saveError && (
            <Text c="red" size="sm" role="alert">
              {saveError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={check} loading={checking}>
              <Trans>Copy</Trans>
            </Button>
          </Group>
        </Stack>
      )}
      {step === 'collisions' && (
        <Stack ref={stepRef}>
          <Text size="sm">
            <Trans>
              Some persons are not free at the new dates. Leave them off the copy (their crew items
              stay open), or go on with a reason, which is kept on the new project.
            </Trans>
          </Text>
          <CopyCollisions
            found={found}
            dropped={dropped}
            onToggle={(id, drop) => {
              const next = new Set(dropped);
              if (drop) next.add(id);
              else next.delete(id);
              setDropped(next);
            }}
          />
          {remaining.length > 0 && (
            <GrowingTextarea
              label={t`Reason for booking them anyway`}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              {...limit(reason, { error: reasonError })}
              minRows={2}
            />
          )}
          {saveError && (
            <Text c="red" size="sm" role="alert">
              {saveError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('options')}>
              <Trans>Back</Trans>
            </Button>
            <Button color={remaining.length ? 'red' : undefined} onClick={goOn}>
              {remaining.length ? <Trans>Copy anyway</Trans> : <Trans>Copy</Trans>}
            </Button>
          </Group>
        </Stack>
      )}
      {step === 'sending' && (
        <Stack>
          {outcome?.kind === 'problem' ? (
            <Text c="red" size="sm" role="alert">
              {outcome.message ?? t`The server did not make the copy.`}{' '}
              <Trans>The outbox screen shows it; discard it there to take it back.</Trans>
            </Text>
          ) : (
            <Text size="sm" role="status">
              <Trans>
                The copy is queued. It opens as soon as the server made it; without a network it is
                sent later and shows as pending in the projects list.
              </Trans>
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
