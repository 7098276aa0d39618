import { ActionIcon, Divider, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useLingui } from '@lingui/react/macro';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useBlockDates } from '../../db/calendarHooks';
import { useCalendarJobs, useVacationRequests } from '../../db/calendarHooks';
import { useRefreshOnOpen } from '../../sync/useSync';
import { dayjs, formatMonth, todayIso } from '../../lib/dates';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataLoading } from '../../app/frame/DataFrame';
import { calendarEntries } from './calendarDays';
import { BlockDateSection } from './BlockDateSection';
import { EntryList } from './EntryList';
import { MonthView } from './MonthView';
import { VacationSection } from './VacationSection';

const RESOURCES = ['jobs', 'blockDates', 'vacationRequests'] as const;

/** /personal-calendar: jobs, blocked dates and vacations by month or as a list (SPEC §2, §4). */
export function PersonalCalendarScreen() {
  const { t, i18n } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const jobs = useCalendarJobs();
  const blockDates = useBlockDates();
  const vacations = useVacationRequests();
  const [view, setView] = useState<'month' | 'list'>('month');
  const [selected, setSelected] = useState(todayIso);
  const [month, setMonth] = useState(() => dayjs().startOf('month').format('YYYY-MM-DD'));

  const entries = useMemo(
    () => calendarEntries(jobs ?? [], blockDates ?? [], vacations ?? []),
    [jobs, blockDates, vacations],
  );
  if (!jobs || !blockDates || !vacations) return <DataLoading />;

  const monthEnd = dayjs(month).endOf('month').format('YYYY-MM-DD');
  const inMonth = entries.filter((e) => e.startDate <= monthEnd && e.endDate >= month);
  const shift = (n: number) => setMonth(dayjs(month).add(n, 'month').format('YYYY-MM-DD'));

  return (
    <DatesProvider settings={{ locale: i18n.locale.toLowerCase(), firstDayOfWeek: 1 }}>
      <Stack>
        <Group justify="space-between">
          <SegmentedControl
            aria-label={t`Calendar view`}
            value={view}
            onChange={(v) => setView(v === 'list' ? 'list' : 'month')}
            data={[
              { value: 'month', label: t`Month` },
              { value: 'list', label: t`List` },
            ]}
          />
          <LastSynced resource="blockDates" />
        </Group>
        {view === 'month' ? (
          <MonthView
            entries={entries}
            month={month}
            onMonthChange={setMonth}
            selected={selected}
            onSelect={setSelected}
          />
        ) : (
          <Stack gap="xs">
            <Group justify="space-between">
              <ActionIcon variant="subtle" aria-label={t`Previous month`} onClick={() => shift(-1)}>
                <IconChevronLeft size={18} />
              </ActionIcon>
              {/* Said after Previous or Next month, as the month grid's line is. */}
              <Text fw={500} aria-live="polite">
                {formatMonth(month)}
              </Text>
              <ActionIcon variant="subtle" aria-label={t`Next month`} onClick={() => shift(1)}>
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
            <EntryList
              entries={inMonth}
              label={t`Entries of the month`}
              empty={t`Nothing planned this month.`}
            />
          </Stack>
        )}
        <Divider />
        <VacationSection vacations={vacations} />
        <Divider />
        <BlockDateSection blockDates={blockDates} />
      </Stack>
    </DatesProvider>
  );
}
