import { normaliseLoginTypes } from '../../../session/loginTypes';
import { mayReadPlanningCrewItemList } from '../../../session/rights';
import { useSession } from '../../../session/useSession';
import { Button, Group, Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { usePlanningCrewItems } from '../../../db/planningCrewItemHooks';
import { DataLoading, EmptyState } from '../../../app/frame/DataFrame';
import { LastSynced } from '../../../app/sync/LastSynced';
import { useLiveChanges } from '../../../sync/live/useLiveChanges';
import { saveFileAs } from '../../../app/files/saveFileAs';
import { todayIso } from '../../../lib/dates';
import { crewItemsCsv } from './crewItemCsv';
import { useCsvHeader } from './crewItemLabels';
import { usePlanningStatusLabel } from '../../../app/labels/usePlanningStatusLabel';
import { CrewItemFilters } from './CrewItemFilters';
import {
  filterCrewItems,
  functionOptions,
  isFiltered,
  parseCrewItemFilter,
  projectOptions,
  type CrewItemFilter,
} from './crewItemListFilters';
import { CrewItemRows } from './CrewItemRows';
import classes from './CrewItemList.module.css';

/**
 * /planning-crew-item-list (client only, SPEC §2): the client's crew items across their
 * companies' projects, read from the local table the pull fills (one month back to half a
 * year ahead), so filters are instant and it works offline. Filters live in the URL; the
 * export writes the filtered rows on the device, offline too.
 */
export function CrewItemListScreen() {
  const { t } = useLingui();
  const session = useSession();
  // While open online, others' changes arrive within seconds and mark their crew items.
  useLiveChanges();
  const navigate = useNavigate();
  const search = useSearch({ strict: false });
  const filter = parseCrewItemFilter(search);
  const stored = usePlanningCrewItems();
  const statusLabel = usePlanningStatusLabel();
  const header = useCsvHeader();

  const all = stored ?? [];
  const projects = useMemo(() => projectOptions(stored ?? []), [stored]);
  const functions = useMemo(() => functionOptions(stored ?? []), [stored]);
  const shown = filterCrewItems(all, filter);

  const setFilter = (next: CrewItemFilter) =>
    void navigate({ to: '/planning-crew-item-list', search: { ...next }, replace: true });

  const exportCsv = () => {
    const csv = crewItemsCsv(shown, {
      header,
      open: t`open`,
      status: (s) => statusLabel(s).label,
    });
    // The byte order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
    saveFileAs({
      path: 'crew-items.csv',
      blob: new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }),
      contentType: 'text/csv',
      name: `crew-items-${todayIso()}.csv`,
      savedAt: Date.now(),
    });
  };

  // SPEC §2: the list is a client's (a planner plans in the planning calendar); opened by URL
  // by another login, say so instead of filters over a list the server never fills.
  if (
    session.status === 'authenticated' &&
    !mayReadPlanningCrewItemList(normaliseLoginTypes(session.payload.loginData.loginTypes))
  ) {
    return (
      <EmptyState>
        <Trans>The crew item list is shown to client logins.</Trans>
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      <LastSynced resource="planningCrewItems" />
      <CrewItemFilters
        filter={filter}
        projects={projects}
        functions={functions}
        onChange={setFilter}
      />
      {stored === undefined ? (
        <DataLoading />
      ) : shown.length === 0 ? (
        <EmptyState>
          <Trans>Crew items not found</Trans>
        </EmptyState>
      ) : (
        <>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" role="status">
              {isFiltered(filter)
                ? plural(all.length, {
                    one: `${shown.length} of # crew item`,
                    other: `${shown.length} of # crew items`,
                  })
                : plural(all.length, { one: '# crew item', other: '# crew items' })}
            </Text>
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              className={classes.touch}
              onClick={exportCsv}
            >
              <Trans>Export CSV</Trans>
            </Button>
          </Group>
          <CrewItemRows items={shown} label={t`Crew items`} />
        </>
      )}
    </Stack>
  );
}
