import { Anchor, Badge, Group, List, Stack, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ProgressiveList } from '../../../app/lists/ProgressiveList';
import type { NamedItem, PlannerPerson } from '../../../db/db';
import { BORDER_NAMES, reasonWords } from './borderWords';
import classes from './PlannerCrew.module.css';

type Props = {
  people: PlannerPerson[];
  regions: Map<number, NamedItem>;
  /** Planners open a person's crew profile from the row. */
  withProfileLink: boolean;
};

/** A row's first guess before it is measured: name, functions and region lines. */
const ROW_ESTIMATE = 96;

/**
 * The crew planner's people as a virtual list (only the rows near the screen are in the DOM;
 * the page scrolls). Tapping a person unfolds why their border is what it is, in words.
 */
export function PlannerPeopleList({ people, regions, withProfileLink }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ProgressiveList items={people} estimate={ROW_ESTIMATE} itemClassName={classes.item}>
      {(person) => (
        <PersonRow
          person={person}
          region={person.regionId === null ? null : (regions.get(person.regionId) ?? null)}
          open={open === person.id}
          onToggle={() => setOpen(open === person.id ? null : person.id)}
          withProfileLink={withProfileLink}
        />
      )}
    </ProgressiveList>
  );
}

type RowProps = {
  person: PlannerPerson;
  region: NamedItem | null;
  open: boolean;
  onToggle: () => void;
  withProfileLink: boolean;
};

function PersonRow({ person, region, open, onToggle, withProfileLink }: RowProps) {
  const { t, i18n } = useLingui();
  const detailsId = `planner-person-${person.id}`;
  return (
    <article className={classes.person} data-border={person.border} aria-label={person.name}>
      <UnstyledButton
        className={classes.toggle}
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={detailsId}
      >
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} className={classes.text}>
            {person.name}
          </Text>
          {person.border !== 'none' && (
            <Badge color={person.border === 'red' ? 'red' : 'yellow'} variant="light" size="sm">
              {i18n._(BORDER_NAMES[person.border])}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" className={classes.text}>
          {person.functions.length > 0 ? person.functions.join(', ') : t`No functions yet`}
        </Text>
        <Text size="sm" c="dimmed" className={classes.text}>
          {region ? region.name : t`No region`}
          {person.tags.length > 0 && ` · ${person.tags.join(', ')}`}
        </Text>
      </UnstyledButton>
      {open && (
        <Stack id={detailsId} gap={4} px="sm" pb="sm">
          <Text size="sm" fw={600}>
            {i18n._(BORDER_NAMES[person.border])}
          </Text>
          {person.reasons.length === 0 ? (
            <Text size="sm">
              <Trans>Nothing stands in the way of planning this person.</Trans>
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {person.reasons.map((reason, i) => (
                <List.Item key={i} className={classes.text}>
                  {i18n._(reasonWords(reason))}
                </List.Item>
              ))}
            </List>
          )}
          {withProfileLink && (
            <Anchor
              component={Link}
              to={`/crew-profile/${person.id}`}
              className={classes.touch}
              display="inline-flex"
              style={{ alignItems: 'center' }}
            >
              <Trans>Open the crew profile of {person.name}</Trans>
            </Anchor>
          )}
        </Stack>
      )}
    </article>
  );
}
