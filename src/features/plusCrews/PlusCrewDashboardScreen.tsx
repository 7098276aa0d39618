import { Accordion, Alert, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { PlusCrewFormulasHelp } from '../../app/help/PlusCrewFormulasHelp';
import { LastSynced } from '../../app/sync/LastSynced';
import { storedErrorText } from '../../app/sync/storedErrors';
import { todayIso } from '../../lib/dates';
import { useRefreshOnOpen } from '../../sync/useSync';
import { BonusForecastCard } from './dashboard/BonusForecastCard';
import { dashboardDate, shiftMonth } from './dashboard/dashboardDate';
import { cumulativeRows, speedRows } from './dashboard/dashboardSeries';
import { figureFormat } from './dashboard/figureFormat';
import { MonthSwitcher } from './dashboard/MonthSwitcher';
import { bonusForecast, monthSoFar, roadToGo, teamSpeed } from './dashboard/plusCrewFormulas';
import { RoadToGoCard } from './dashboard/RoadToGoCard';
import { TeamSpeedCard } from './dashboard/TeamSpeedCard';
import { usePlusCrewDashboard, type DashboardData } from './dashboard/usePlusCrewDashboard';
import { EntityName } from '../../app/layout/EntityName';
import { GuestNote } from '../../app/layout/GuestNote';
import { useSession } from '../../session/useSession';
import { CrewPageLink } from './CrewPageLink';
import { isPlusCrewNonUser } from './nonUser';

// The month's figures are not among them: usePlusCrewMonth fetches the month on screen
// itself, and a whole-table pull racing that fetch could drop the month it just stored.
const RESOURCES = ['plusCrews', 'plusCrewValueTypes', 'plusCrewValues'] as const;

/**
 * /plus-crews/{number} (issue 16, SPEC §2, §4, §7, §8): the team-bonus dashboard of one
 * crew for the month of `?date=`: bonus forecast, road to go and team speed, read from the
 * local tables (the layout gives plus-crew pages a fluid container).
 */
export function PlusCrewDashboardScreen({ number }: { number: string }) {
  const { t, i18n } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const today = todayIso();
  const date = dashboardDate(search.date, today);
  const state = usePlusCrewDashboard(number, date);
  const nonUser = isPlusCrewNonUser(useSession());

  const go = (next: string) =>
    void navigate({
      to: '/plus-crews/$number',
      params: { number },
      search: { date: next },
      replace: true,
    });

  if (state.kind === 'noNumber')
    return <StoredError>{t`Plus crew number not found in URL`}</StoredError>;
  if (state.kind === 'missingTypes') {
    const missing = state.missing.join(', ');
    return (
      <StoredError>
        {t`Required value types not found`}
        <Text size="sm">{t`Missing: ${missing}. Ask the office to add them.`}</Text>
      </StoredError>
    );
  }
  if (state.kind === 'failed') {
    // A full device is said in the reader's words (STORAGE_FULL is stored in English).
    const message = storedErrorText(state.message, i18n);
    return <StoredError>{t`The plus crew could not be loaded: ${message}`}</StoredError>;
  }
  if (state.kind === 'notFound') {
    return (
      <Stack gap="sm">
        <LastSynced resource="plusCrews" />
        <EmptyState>
          <Trans>Plus crew {number} not found</Trans>
        </EmptyState>
      </Stack>
    );
  }
  if (state.kind === 'loading') return <DataLoading />;

  return (
    <Stack gap="md">
      {/* The guest's landing page: the note as on its data page and the project guest's. */}
      {nonUser && <GuestNote />}
      <Group justify="space-between" gap="xs">
        <EntityName size="h2">{state.crew.name}</EntityName>
        <CrewPageLink number={number} to="data">
          <Trans>Daily figures</Trans>
        </CrewPageLink>
      </Group>
      <MonthSwitcher
        date={date}
        todayIso={today}
        onShift={(by) => go(shiftMonth(date, by, today))}
        onToday={() => go(today)}
      />
      <Group gap="xs">
        <LastSynced resource="plusCrewValueDatas" />
        {state.refreshing && <Loader size="xs" role="img" aria-label={t`Loading the month`} />}
      </Group>
      {state.failure !== null && (
        <Alert color="red" role="alert" title={t`The month could not be loaded`}>
          {storedErrorText(state.failure, i18n)}
        </Alert>
      )}
      <Figures data={state} date={date} today={today} />
      <Accordion variant="separated">
        <Accordion.Item value="how">
          <Accordion.Control>{t`How these figures are worked out`}</Accordion.Control>
          <Accordion.Panel>
            <PlusCrewFormulasHelp />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}

function StoredError({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" role="alert">
      <Stack gap={4}>{children}</Stack>
    </Alert>
  );
}

function Figures({ data, date, today }: { data: DashboardData; date: string; today: string }) {
  const { i18n } = useLingui();
  const empty = data.turnover.length + data.hours.length + data.target.length === 0;
  // A month outside the kept ones arrives with its fetch: a spinner, not three empty cards.
  if (empty && data.refreshing) return <DataLoading />;
  const fmt = figureFormat(i18n.locale);
  const input = {
    date,
    todayIso: today,
    turnover: data.turnover,
    hours: data.hours,
    target: data.target,
  };
  const so = monthSoFar(input);
  const forecast = bonusForecast(so, data.targetBorder ?? 0, data.teamBonus ?? 0);
  // A finished month without a single figure has nothing to chart or forecast.
  if (empty && so.kind === 'past') {
    return (
      <EmptyState>
        <Trans>No figures were entered for this month.</Trans>
      </EmptyState>
    );
  }
  const rows = cumulativeRows(so, data.turnover, data.target, forecast.runRate);
  return (
    <>
      {empty && so.kind === 'current' && (
        <Text c="dimmed">
          <Trans>No figures for this month yet.</Trans>
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <BonusForecastCard
          forecast={forecast}
          border={data.targetBorder}
          bonus={data.teamBonus}
          rows={rows}
          fmt={fmt}
        />
        <RoadToGoCard road={roadToGo(so)} rows={rows} fmt={fmt} />
        <TeamSpeedCard
          speed={teamSpeed(so)}
          turnoverToDate={so.turnoverToDate}
          rows={speedRows(so, data.turnover, data.hours, data.target)}
          fmt={fmt}
        />
      </SimpleGrid>
    </>
  );
}
