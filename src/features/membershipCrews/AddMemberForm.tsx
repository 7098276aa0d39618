import { Button, Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { CrewMembership } from '../../db/db';
import { usePlannerPeople } from '../../db/plannerCrewHooks';
import { addCrewMember } from '../../sync/actions/plannerCrews';
import { showToast } from '../../app/toasts/toastStore';
import classes from './MembershipCrews.module.css';
import { FieldWithAction } from '../../app/form/FieldRow';
import { localSaveFailure } from '../../app/errors';

type Props = { crewId: number; members: CrewMembership[] };

/** Adds a person to the crew (crewMemberships CREATE): pick from the people not in it yet. */
export function AddMemberForm({ crewId, members }: Props) {
  const { t, i18n } = useLingui();
  const people = usePlannerPeople();
  const [personId, setPersonId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const options = useMemo(() => {
    const inCrew = new Set(members.map((m) => m.personId));
    return (people ?? [])
      .filter((p) => !inCrew.has(p.id))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((p) => ({ value: String(p.id), label: p.name }));
  }, [people, members]);

  const add = () => {
    const person = people?.find((p) => String(p.id) === personId);
    if (!person) {
      setProblem(t`Choose a person to add.`);
      return;
    }
    void addCrewMember(crewId, { id: person.id, name: person.name }).then(
      (result) => {
        if (result === 'alreadyMember') setProblem(t`${person.name} is already in this crew.`);
        else setPersonId(null);
      },
      (error: unknown) =>
        showToast({
          type: 'error',
          message: localSaveFailure(error, i18n, t`The member could not be added on this device.`),
        }),
    );
  };

  return (
    <FieldWithAction
      action={
        <Button onClick={add} className={classes.touch}>
          {t`Add`}
        </Button>
      }
    >
      <Select
        label={t`Add a member`}
        placeholder={t`Search a person`}
        searchable
        clearable
        nothingFoundMessage={t`Nothing found`}
        data={options}
        value={personId}
        error={problem}
        classNames={{ input: classes.touch, option: classes.touch }}
        onChange={(v) => {
          setPersonId(v);
          setProblem(null);
        }}
      />
    </FieldWithAction>
  );
}
