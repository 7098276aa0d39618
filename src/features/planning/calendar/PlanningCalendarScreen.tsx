import { useMemo } from 'react';
import { Alert, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DataLoading, EmptyState } from '../../../app/frame/DataFrame';
import { useSyncState } from '../../../db/hooks';
import type { PlanningCalendarItem } from '../../../db/db';
import { monthWindow } from '../../../db/planningCalendarWindow';
import { formatLongDay, fromNow, todayIso } from '../../../lib/dates';
import { normaliseLoginTypes } from '../../../session/loginTypes';
import { useSession } from '../../../session/useSession';
import { ownerIdOf } from '../../../session/owner';
import { usePlanningMonthRowsAhead } from '../../../db/usePlanningMonthsAhead';
import { planningMonthResource, refreshPlanningCalendar } from '../../../sync/planningCalendar';
import { useLiveChanges } from '../../../sync/live/useLiveChanges';
import { useAllHasChanged } from '../../../app/changes/useHasChanged';
import { usePlanningCalendarRefresh } from '../../../sync/usePlanningCalendarRefresh';
import { useOnline } from '../../../sync/useSync';
import { filterRows, groupDay, type ShownRow } from './dayModel';
import { choicesOfMonth, daysOf, markChanged, shownOf } from './monthModel';
import { monthContent } from './monthContent';
import { PlanningDayList } from './PlanningDayList';
import { PlanningLegend } from './PlanningLegend';
import { PlanningMonthGrid } from './PlanningMonthGrid';
import { resolvePlanningView } from './planningSearch';
import { useCalendarSearch } from './useCalendarSearch';

/**
 * A month has hundreds of people: a list that fades out keeps every option drawn, and each
 * re-renders with the new choice in the same frame as the calendar.
 */
const NO_ROWS: readonly PlanningCalendarItem[] = [];
const NO_SHOWN: readonly ShownRow[] = [];

const CLOSE_AT_ONCE = { transitionProps: { duration: 0 } } as const;

/**
 * /planning-calendar (issue 14): every person's crew items and days off per day, read from the
 * local table (so a month, person or function switch is instant and works offline), pulled for
 * the month shown and its neighbours on opening and every 30 s. The month, day, grouping and
 * filters live in the URL.
 */
export function PlanningCalendarScreen() {
  const { t } = useLingui();
  const session = useSession();
  const planner =
    session.status === 'authenticated' &&
    normaliseLoginTypes(session.payload.loginData.loginTypes).has('planner');
  const [search, go] = useCalendarSearch();
  const today = todayIso();
  const { month, day, group } = resolvePlanningView(search, today);
  const online = useOnline();
  const refresh = usePlanningCalendarRefresh(month, search.person);
  const sync = useSyncState(planningMonthResource(month));
  const read = usePlanningMonthRowsAhead(
    month,
    session.status === 'authenticated' ? ownerIdOf(session.payload) : '',
    // A month read ahead gets its statuses, day counts and choices ready before the planner switches.
    (rows, near) => {
      const { from: first, to: last } = monthWindow(near);
      daysOf(shownOf(rows, rows, today), first, last);
      choicesOfMonth(rows);
    },
  );
  // "Has changed": others' changes to a crew item the planner has not opened yet mark its
  // row; while the calendar is open online they arrive within seconds and the month is
  // pulled again, so the new time, status or person shows too.
  const changed = useAllHasChanged();
  useLiveChanges((changes) => {
    if (changes.length > 0) void refreshPlanningCalendar(month);
  });
  const stored = useMemo(() => (read ? markChanged(read, changed) : undefined), [read, changed]);
  const shown = useMemo(
    () => (stored && read ? shownOf(stored, read, today) : undefined),
    [stored, read, today],
  );
  const choices = useMemo(() => choicesOfMonth(read ?? NO_ROWS), [read]);
  const filtered = useMemo(
    () => (shown ? filterRows(shown, { person: search.person, fn: search.fn }) : NO_SHOWN),
    [shown, search.person, search.fn],
  );
  const { from, to } = monthWindow(month);
  const days = useMemo(() => daysOf(filtered, from, to), [filtered, from, to]);
  const groups = useMemo(() => groupDay(filtered, day, group), [filtered, day, group]);

  const content = monthContent({
    read: stored !== undefined,
    synced: Boolean(sync?.lastSyncedAt),
    refresh,
    rows: filtered.length,
  });

  return (
    <Stack gap="sm">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={t`Group the day by`}
          value={group}
          onChange={(value) => go({ group: value === 'function' ? 'function' : 'person' })}
          data={[
            { value: 'person', label: t`Per person` },
            { value: 'function', label: t`Per function` },
          ]}
        />
        <SyncLine
          online={online}
          lastSyncedAt={sync?.lastSyncedAt ?? null}
          failed={refresh === 'failed'}
        />
      </Group>
      <Group gap="xs" grow wrap="wrap">
        <Select
          label={t`Person`}
          placeholder={t`Everyone`}
          searchable
          clearable
          miw={160}
          value={search.person === undefined ? null : String(search.person)}
          onChange={(v) => go({ person: v ? Number(v) : undefined })}
          data={choices.people}
          comboboxProps={CLOSE_AT_ONCE}
          nothingFoundMessage={t`No person of that name this month`}
        />
        <Select
          label={t`Function`}
          placeholder={t`All functions`}
          searchable
          clearable
          miw={160}
          value={search.fn ?? null}
          onChange={(v) => go({ fn: v ?? undefined })}
          data={choices.functions}
          comboboxProps={CLOSE_AT_ONCE}
          nothingFoundMessage={t`No such function this month`}
        />
      </Group>
      {refresh === 'missing' && (
        <Alert color="red" title={t`The planning calendar could not be loaded`}>
          <Trans>
            Your account may not see the planning calendar. Ask the office if it should.
          </Trans>
        </Alert>
      )}
      <PlanningMonthGrid
        month={month}
        selected={day}
        days={days}
        onMonthChange={(m) => go({ month: m, day: undefined })}
        onSelect={(d) => go({ month: d.slice(0, 7), day: d })}
      />
      <PlanningLegend />
      <Title order={2} size="h5">
        {formatLongDay(day)}
      </Title>
      {content === 'loading' ? (
        <DataLoading />
      ) : content === 'notLoaded' ? (
        <EmptyState>
          <Trans>
            This month has not been loaded on this device yet. It needs a connection once; after
            that it is kept here for offline use.
          </Trans>
        </EmptyState>
      ) : content === 'empty' ? (
        <EmptyState>
          <Trans>Planning calendar items not found</Trans>
        </EmptyState>
      ) : (
        <PlanningDayList
          key={`${day}|${group}|${search.person ?? ''}|${search.fn ?? ''}`}
          groups={groups}
          planner={planner}
          changes={changed}
        />
      )}
    </Stack>
  );
}

/** How fresh the month is: offline with its last sync, or a failed update. */
function SyncLine(props: { online: boolean; lastSyncedAt: number | null; failed: boolean }) {
  if (props.online && !props.failed) return null;
  return (
    <Text size="xs" c="dimmed" role="status">
      {!props.online && <Trans>Offline.</Trans>}{' '}
      {props.lastSyncedAt ? (
        <Trans>Last synced {fromNow(props.lastSyncedAt)}</Trans>
      ) : (
        <Trans>Not synced yet</Trans>
      )}
      {props.online && props.failed && (
        <>
          {' · '}
          <Trans>the last update failed</Trans>
        </>
      )}
    </Text>
  );
}
