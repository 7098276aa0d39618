import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useProjectFormLists, type ProjectFormLists } from '../../../db/projectListHooks';
import { createProject, projectTextFields } from '../../../sync/actions/projectCreate';
import { useTextLimit } from '../../../app/form/useTextLimit';
import { showToast } from '../../../app/toasts/toastStore';
import { todayIso } from '../../../lib/dates';
import {
  checkProjectForm,
  emptyProjectForm,
  type ProjectFormFieldName,
  type ProjectFormProblems,
  type ProjectFormValues,
} from './projectFormValues';
import { GrowingTextarea } from '../../../app/form/GrowingTextarea';
import { FieldRow } from '../../../app/form/FieldRow';
import { DateField } from '../../../app/form/DateField';
import { useNavigate } from '@tanstack/react-router';
import { useCopyOutcome, type QueuedCopy } from '../../../db/projectCopyHooks';
import { isOnline } from '../../../sync/online';
import { ConfirmModal } from '../../../app/ConfirmModal';
import { useFocusFirstInvalid } from '../../../app/form/focusFirstInvalid';
import { useSaveFailureToast } from '../../../app/toasts/useSaveFailureToast';

type Props = { opened: boolean; onClose: () => void };

/** Create a project (SPEC §3 project fields, §7 create): queued, so it works offline too. */
export function CreateProjectModal({ opened, onClose }: Props) {
  const { t } = useLingui();
  const lists = useProjectFormLists();
  // Something typed: closing asks first, so a stray tap on Cancel or Escape loses nothing.
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  // Followed as a copy is (same name, company and begin date): once the server made it, its
  // page opens, as the list (newest begin first) may show it far from sight.
  const [created, setCreated] = useState<QueuedCopy | null>(null);
  const outcome = useCopyOutcome(created);
  useEffect(() => {
    if (!outcome || outcome.kind === 'waiting') return;
    // A refused create stays in the list and on the outbox screen, which say what to do.
    setCreated(null);
    if (outcome.kind === 'done') {
      void navigate({ to: '/projects/$number', params: { number: outcome.number } });
    }
  }, [outcome, navigate]);
  const close = () => {
    setDirty(false);
    onClose();
  };
  const done = (queued: QueuedCopy | null) => {
    setCreated(queued);
    close();
  };
  const requestClose = () => (dirty ? setAsking(true) : close());
  return (
    <>
      <Modal opened={opened} onClose={requestClose} title={t`New project`} size="lg">
        {lists === undefined ? null : lists.companies.length === 0 ||
          lists.branches.length === 0 ? (
          <Alert color="yellow">
            <Trans>
              The lists this form needs are not on this device yet. Connect to the internet once and
              try again.
            </Trans>
          </Alert>
        ) : (
          <ProjectForm lists={lists} onCancel={requestClose} onDone={done} onDirty={setDirty} />
        )}
      </Modal>
      <ConfirmModal
        opened={asking}
        title={t`Discard this new project?`}
        text={t`What you typed in the form is lost.`}
        confirmLabel={t`Discard`}
        cancelLabel={<Trans>Keep editing</Trans>}
        danger
        onConfirm={close}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

const only = (items: { id: number }[]) => (items.length === 1 ? items[0]?.id : undefined);
const options = (items: { id: number; name: string }[]) =>
  items.map((i) => ({ value: String(i.id), label: i.name }));

type FormProps = {
  lists: ProjectFormLists;
  onCancel: () => void;
  /** With what to follow to the server's project; null when offline (it is sent later). */
  onDone: (queued: QueuedCopy | null) => void;
  onDirty: (dirty: boolean) => void;
};

function ProjectForm({ lists, onCancel, onDone, onDirty }: FormProps) {
  const { t } = useLingui();
  const sayFailure = useSaveFailureToast();
  const nameLimit = useTextLimit(projectTextFields.name);
  const markLimit = useTextLimit(projectTextFields.clientMark);
  const referenceLimit = useTextLimit(projectTextFields.reference);
  const commentLimit = useTextLimit(projectTextFields.comment);
  const [initial] = useState<ProjectFormValues>(() =>
    emptyProjectForm(todayIso(), {
      companyId: only(lists.companies),
      branchId: only(lists.branches),
      cateringTypeId: only(lists.cateringTypes),
    }),
  );
  const [values, setValues] = useState<ProjectFormValues>(initial);
  const dirty = (Object.keys(initial) as (keyof ProjectFormValues)[]).some(
    (k) => values[k] !== initial[k],
  );
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const [problems, setProblems] = useState<ProjectFormProblems>({});
  const [busy, setBusy] = useState(false);
  const { ref: formRef, focusInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const rateCards = useMemo(
    () => lists.rateCards.filter((r) => String(r.companyId) === values.companyId),
    [lists.rateCards, values.companyId],
  );

  const set = (field: ProjectFormFieldName, value: string) => {
    // Another company has other rate cards: the chosen one no longer applies.
    const reset = field === 'companyId' && value !== values.companyId ? { rateCardId: '' } : {};
    setValues({ ...values, ...reset, [field]: value });
    if (problems[field]) setProblems({ ...problems, [field]: undefined });
  };
  const onText = (field: ProjectFormFieldName) => (e: { currentTarget: { value: string } }) =>
    set(field, e.currentTarget.value);
  const onDay = (field: ProjectFormFieldName) => (day: string) => set(field, day);

  const missing: Record<ProjectFormFieldName, string> = {
    companyId: t`Choose a company.`,
    clientMark: t`Give a client mark.`,
    name: t`Give the project a name.`,
    beginDate: t`Give a begin date.`,
    endDate: t`Give an end date.`,
    reference: '',
    rateCardId: t`Choose a rate card.`,
    comment: '',
    branchId: t`Choose a branch.`,
    cateringTypeId: t`Choose a default catering type.`,
  };
  const errorOf = (field: ProjectFormFieldName) => {
    const problem = problems[field];
    if (!problem) return undefined;
    if (problem === 'missing') return missing[field];
    if (problem === 'endBeforeBegin') return t`The end date must not be before the begin date.`;
    return t`This value is not accepted: check it.`;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkProjectForm(values);
    if (!checked.ok) {
      setProblems(checked.problems);
      focusInvalid();
      return;
    }
    setBusy(true);
    try {
      const { id, recordId } = await createProject(checked.input);
      showToast({
        type: 'success',
        message: t`Project saved. It is sent to the server when possible.`,
      });
      const { name, companyId, beginDate } = checked.input;
      // Offline the planner stays on the list, where the row shows pending and opens once the
      // server has it: opening its page when the network is back, maybe much later, would
      // take them away from whatever they are doing then.
      onDone(isOnline() ? { recordId, localId: id, source: { name, companyId }, beginDate } : null);
    } catch (error) {
      sayFailure(error, t`The project could not be saved on this device.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack>
        <Select
          label={t`Company`}
          required
          searchable
          data={options(lists.companies)}
          value={values.companyId || null}
          onChange={(v) => set('companyId', v ?? '')}
          error={errorOf('companyId')}
        />
        <TextInput
          label={t`Client mark`}
          required
          value={values.clientMark}
          onChange={onText('clientMark')}
          {...markLimit(values.clientMark, { error: errorOf('clientMark') })}
        />
        <TextInput
          label={t`Project name`}
          required
          value={values.name}
          onChange={onText('name')}
          {...nameLimit(values.name, { error: errorOf('name') })}
        />
        <FieldRow minFieldWidth="12rem">
          <DateField
            label={t`Begin date`}
            required
            value={values.beginDate}
            onChange={onDay('beginDate')}
            error={errorOf('beginDate')}
          />
          <DateField
            label={t`End date`}
            required
            value={values.endDate}
            onChange={onDay('endDate')}
            error={errorOf('endDate')}
          />
        </FieldRow>
        <TextInput
          label={t`Reference (optional)`}
          value={values.reference}
          onChange={onText('reference')}
          {...referenceLimit(values.reference, { error: errorOf('reference') })}
        />
        <Select
          label={t`Rate card`}
          required
          data={options(rateCards)}
          value={values.rateCardId || null}
          onChange={(v) => set('rateCardId', v ?? '')}
          disabled={!values.companyId}
          description={values.companyId ? undefined : t`Choose the company first.`}
          error={errorOf('rateCardId')}
        />
        <Select
          label={t`Branch`}
          required
          data={options(lists.branches)}
          value={values.branchId || null}
          onChange={(v) => set('branchId', v ?? '')}
          error={errorOf('branchId')}
        />
        <Select
          label={t`Default catering type`}
          required
          data={options(lists.cateringTypes)}
          value={values.cateringTypeId || null}
          onChange={(v) => set('cateringTypeId', v ?? '')}
          error={errorOf('cateringTypeId')}
        />
        <GrowingTextarea
          label={t`Comment (optional)`}
          value={values.comment}
          onChange={onText('comment')}
          minRows={2}
          maxRows={6}
          {...commentLimit(values.comment, { error: errorOf('comment') })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} mih={44}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy} mih={44}>
            <Trans>Create project</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
