import { useState } from 'react';
import * as v from 'valibot';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlannerCrew, PlannerCrewItem } from '../../../db/db';
import {
  createCrewItem,
  crewItemCreateSchema,
  updateCrewItem,
} from '../../../sync/actions/crewItems';
import { issueField } from '../../../sync/actions/projectDetail';
import { FieldRow } from '../../../app/form/FieldRow';

/** What the form holds: a new crew item for `crew`, or a change to `item`. */
export type CrewItemFormTarget =
  | { kind: 'create'; crew: PlannerCrew; startDate: string; endDate: string }
  | { kind: 'update'; item: PlannerCrewItem };

type Values = {
  functionName: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
};
type Field = keyof Values;

const initial = (target: CrewItemFormTarget): Values =>
  target.kind === 'update'
    ? { ...target.item }
    : {
        functionName: '',
        startDate: target.startDate,
        endDate: target.endDate,
        startTime: '08:00',
        endTime: '17:00',
      };

function Form({ projectNumber, target, onClose }: Props & { target: CrewItemFormTarget }) {
  const { t } = useLingui();
  const [values, setValues] = useState<Values>(() => initial(target));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  // The browser's pickers give real dates and times; the schema's words are for the server.
  const words: Record<Field, string> = {
    functionName: t`Name the function (at most 100 characters).`,
    startDate: t`Choose the first day.`,
    endDate: t`The last day cannot be before the first day.`,
    startTime: t`Choose a start time.`,
    endTime: t`Choose an end time.`,
  };

  const submit = async () => {
    const crewId = target.kind === 'create' ? target.crew.id : target.item.crewId;
    const parsed = v.safeParse(crewItemCreateSchema, { crewId, ...values });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.issues) {
        const field = issueField(issue) as Field | undefined;
        if (field && field in words) found[field] = words[field];
      }
      setProblems(found);
      return;
    }
    try {
      const { functionName, startDate, endDate, startTime, endTime } = parsed.output;
      if (target.kind === 'create') await createCrewItem(projectNumber, parsed.output);
      else
        await updateCrewItem(target.item.id, {
          functionName,
          startDate,
          endDate,
          startTime,
          endTime,
        });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const field = (name: Field, label: string, type = 'text') => (
    <TextInput
      type={type}
      label={label}
      required
      value={values[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        setProblems((p) => ({ ...p, [name]: undefined }));
      }}
      error={problems[name]}
    />
  );

  return (
    <Stack>
      {field('functionName', t`Function`)}
      <FieldRow>
        {field('startDate', t`First day`, 'date')}
        {field('endDate', t`Last day`, 'date')}
        {field('startTime', t`Start time`, 'time')}
        {field('endTime', t`End time`, 'time')}
      </FieldRow>
      {error && <Alert color="red">{error}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => void submit()}>
          {target.kind === 'create' ? <Trans>Add crew item</Trans> : <Trans>Save</Trans>}
        </Button>
      </Group>
    </Stack>
  );
}

type Props = { projectNumber: string; onClose: () => void };

/** Adds an open crew item to a crew, or changes an item's function, days and times. */
export function CrewItemFormModal({
  projectNumber,
  target,
  onClose,
}: Props & { target: CrewItemFormTarget | null }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'update' ? t`Change crew item` : t`New crew item`}
    >
      {target && <Form projectNumber={projectNumber} target={target} onClose={onClose} />}
    </Modal>
  );
}
