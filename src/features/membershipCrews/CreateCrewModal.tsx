import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { usePlannerCrewTypes } from '../../db/plannerCrewHooks';
import {
  CREW_NAME_MAX,
  createPCrew,
  issueField,
  pCrewInputSchema,
} from '../../sync/actions/plannerCrews';
import { showToast } from '../../app/toasts/toastStore';
import { useTextLimit } from '../../app/form/useTextLimit';
import classes from './MembershipCrews.module.css';
import { localSaveFailure } from '../../app/errors';

type Props = { opened: boolean; onClose: () => void };
type Problems = { name?: string; crewTypeId?: string };

/** Planners create a membership crew (SPEC §6): a name and a crew type; queued, offline too. */
export function CreateCrewModal({ opened, onClose }: Props) {
  const { t, i18n } = useLingui();
  const types = usePlannerCrewTypes();
  const [name, setName] = useState('');
  const [typeId, setTypeId] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const nameLimit = useTextLimit(pCrewInputSchema.entries.name);

  const close = () => {
    setName('');
    setTypeId(null);
    setProblems({});
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's own schema decides; the form says it in the person's language.
    const parsed = v.safeParse(pCrewInputSchema, {
      name,
      crewTypeId: typeId ? Number(typeId) : 0,
    });
    if (!parsed.success) {
      const next: Problems = {};
      for (const issue of parsed.issues) {
        const field = issueField(issue);
        if (field === 'name')
          next.name = name.trim()
            ? t`The name may have at most ${CREW_NAME_MAX} characters.`
            : t`Enter the crew's name.`;
        if (field === 'crewTypeId') next.crewTypeId = t`Choose a crew type.`;
      }
      setProblems(next);
      return;
    }
    void createPCrew(parsed.output).then(
      () => {
        showToast({ type: 'success', message: t`Crew created. It is sent when you are online.` });
        close();
      },
      (error: unknown) =>
        showToast({
          type: 'error',
          message: localSaveFailure(error, i18n, t`The crew could not be saved on this device.`),
        }),
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t`New crew`}>
      {types !== undefined && types.length === 0 ? (
        <Alert color="yellow">
          <Trans>
            The crew types are not on this device yet. Connect to the internet once and try again.
          </Trans>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t`Name`}
              required
              value={name}
              {...nameLimit(name, { error: problems.name })}
              classNames={{ input: classes.touch }}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setProblems({ ...problems, name: undefined });
              }}
            />
            <Select
              label={t`Crew type`}
              required
              data={(types ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={typeId}
              error={problems.crewTypeId}
              classNames={{ input: classes.touch, option: classes.touch }}
              onChange={(value) => {
                setTypeId(value);
                setProblems({ ...problems, crewTypeId: undefined });
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} className={classes.touch}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" className={classes.touch}>
                <Trans>Create crew</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
