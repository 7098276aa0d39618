import { Button, Group, Stack, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { usePlannerCrewLists, usePlannerPeople } from '../../../db/plannerCrewHooks';
import { useSession } from '../../../session/useSession';
import { normaliseLoginTypes } from '../../../session/loginTypes';
import { LastSynced } from '../../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../../app/frame/DataFrame';
import { BorderLegend } from './BorderLegend';
import { PlannerCrewFilterBar } from './PlannerCrewFilterBar';
import { PlannerPeopleList } from './PlannerPeopleList';
import {
  NO_FILTERS,
  filterPlannerPeople,
  hasFilters,
  parsePlannerCrewSearch,
  plannerCrewSearchOf,
  type PlannerCrewFilters,
} from './plannerCrewFilters';
import classes from './PlannerCrew.module.css';

/**
 * /planner-crew (SPEC §2: clients and planners with the crews right): the people to plan,
 * filtered by crews, functions, regions and tags (combinable, kept in the URL), each with the
 * border the server decided and, on tap, why. Read from local tables: instant and offline.
 */
export function PlannerCrewScreen() {
  const { t } = useLingui();
  const session = useSession();
  const planner =
    session.status === 'authenticated' &&
    normaliseLoginTypes(session.payload.loginData.loginTypes).has('planner');
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const filters = useMemo(() => parsePlannerCrewSearch(search), [search]);
  const setFilters = useCallback(
    (next: PlannerCrewFilters) =>
      void navigate({ to: '/planner-crew', search: plannerCrewSearchOf(next), replace: true }),
    [navigate],
  );

  const people = usePlannerPeople();
  const lists = usePlannerCrewLists();
  const shown = useMemo(() => filterPlannerPeople(people ?? [], filters), [people, filters]);
  const regions = useMemo(() => new Map((lists?.regions ?? []).map((r) => [r.id, r])), [lists]);
  const filtered = hasFilters(filters);

  return (
    <Stack gap="sm">
      <LastSynced resource="plannerPersons" />
      <BorderLegend />
      {lists && <PlannerCrewFilterBar lists={lists} filters={filters} onChange={setFilters} />}
      {filtered && (
        <Group>
          <Button variant="light" className={classes.touch} onClick={() => setFilters(NO_FILTERS)}>
            <Trans>Clear filters</Trans>
          </Button>
        </Group>
      )}
      {people === undefined ? (
        <DataLoading />
      ) : shown.length > 0 ? (
        <>
          <Text size="sm" c="dimmed" role="status">
            <Plural value={shown.length} one="# person" other="# people" />
          </Text>
          <PlannerPeopleList people={shown} regions={regions} withProfileLink={planner} />
        </>
      ) : filtered ? (
        <Stack align="center" gap="xs">
          <EmptyState>
            <Trans>Crew members not found: nobody matches these filters.</Trans>
          </EmptyState>
          <Button variant="light" className={classes.touch} onClick={() => setFilters(NO_FILTERS)}>
            {t`Clear filters`}
          </Button>
        </Stack>
      ) : (
        <EmptyState>
          <Trans>There are no crew members to plan yet.</Trans>
        </EmptyState>
      )}
    </Stack>
  );
}
