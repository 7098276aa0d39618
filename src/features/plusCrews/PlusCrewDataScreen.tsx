import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { EntityName } from '../../app/layout/EntityName';
import { GuestNote } from '../../app/layout/GuestNote';
import { LastSynced } from '../../app/sync/LastSynced';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { useWithFlags } from '../../db/withFlags';
import {
  usePlusCrewByNumber,
  usePlusCrewValueDatas,
  usePlusCrewValues,
  usePlusCrewValueTypes,
} from '../../db/plusCrewHooks';
import { formatDay, formatMonth, todayIso } from '../../lib/dates';
import { monthRange, nextMonth, previousMonth } from '../../sync/plusCrews/months';
import { VALUE_CAPTIONS } from '../../sync/actions/plusCrewFigures';
import { openPlusCrewMonth } from '../../sync/plusCrews/openMonth';
import { useSession } from '../../session/useSession';
import { useRefreshOnOpen } from '../../sync/useSync';
import { dayFigures, storedDayFigures, type DayFigures } from './dayFigures';
import { CrewMissing } from './CrewMissing';
import { CrewPageLink } from './CrewPageLink';
import { figureFormat } from './dashboard/figureFormat';
import { DayFiguresModal } from './DayFiguresModal';
import { isPlusCrewNonUser } from './nonUser';

const RESOURCES = [
  'plusCrews',
  'plusCrewValueTypes',
  'plusCrewValues',
  'plusCrewValueDatas',
] as const;

/**
 * /plus-crews/{number}/data (SPEC §2): the daily turnover and hours of a month, from the
 * local tables; adding, correcting and deleting a day work offline (outbox, pending badges,
 * conflicts on the outbox screen). The plus-crew guest types in the day's figures here.
 */
export function PlusCrewDataScreen({ number }: { number: string }) {
  const { t, i18n } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const nonUser = isPlusCrewNonUser(useSession());
  const today = todayIso();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [editing, setEditing] = useState<DayFigures | 'new' | null>(null);
  const crew = usePlusCrewByNumber(number);
  const types = usePlusCrewValueTypes();
  const values = usePlusCrewValues(crew?.id);
  const { dateFrom, dateTo } = monthRange(month);
  const typeId = (caption: string) => types?.find((x) => x.caption === caption)?.id;
  const turnoverTypeId = typeId(VALUE_CAPTIONS.actualTurnover);
  const hoursTypeId = typeId(VALUE_CAPTIONS.staffHours);
  const liveTurnover = usePlusCrewValueDatas(crew?.id, turnoverTypeId, dateFrom, dateTo);
  const liveHours = usePlusCrewValueDatas(crew?.id, hoursTypeId, dateFrom, dateTo);
  const both = useMemo(
    () => (liveTurnover && liveHours ? { turnover: liveTurnover, hours: liveHours } : undefined),
    [liveTurnover, liveHours],
  );
  // A day saved offline waits in the outbox: its flag is read after its figures, never before.
  const [figures, flags] = useWithFlags(both, 'plusCrewValueDatas') ?? [];
  const turnover = figures?.turnover;
  const hours = figures?.hours;

  const crewId = crew?.id;
  useEffect(() => {
    if (crewId !== undefined) void openPlusCrewMonth(crewId, month);
  }, [crewId, month]);

  if (crew === undefined || types === undefined || values === undefined) return <DataLoading />;
  if (crew === null) return <CrewMissing />;
  const turnoverValue = values.find((v) => v.valueTypeId === turnoverTypeId);
  const hoursValue = values.find((v) => v.valueTypeId === hoursTypeId);
  if (!turnoverValue || !hoursValue) {
    return <EmptyState>{t`Required value types not found`}</EmptyState>;
  }
  if (turnover === undefined || hours === undefined || !flags) return <DataLoading />;

  const days = dayFigures(turnover, hours);
  // Turnover as money, as the dashboard writes it: a bare number took the plain-number
  // grouping, which in Austrian German is a space ("1 878,36") beside the dashboard's "€ 1.878,36".
  const money = figureFormat(i18n.locale);
  const decimal = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  const flagOf = (d: DayFigures) =>
    (d.turnover && flags.get(d.turnover.id)) || (d.hours && flags.get(d.hours.id)) || undefined;

  return (
    <Stack gap="sm">
      {nonUser && <GuestNote />}
      <Group justify="space-between" gap="xs">
        <EntityName>{crew.name}</EntityName>
        <CrewPageLink number={number} to="dashboard">
          <Trans>Bonus dashboard</Trans>
        </CrewPageLink>
      </Group>
      <LastSynced resource="plusCrewValueDatas" />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button
          variant="default"
          mih={44}
          miw={44}
          px="xs"
          aria-label={t`Previous month`}
          onClick={() => setMonth(previousMonth(month))}
        >
          <IconChevronLeft size={20} aria-hidden />
        </Button>
        <Text fw={600} role="status" aria-live="polite">
          {formatMonth(dateFrom)}
        </Text>
        <Button
          variant="default"
          mih={44}
          miw={44}
          px="xs"
          aria-label={t`Next month`}
          onClick={() => setMonth(nextMonth(month))}
        >
          <IconChevronRight size={20} aria-hidden />
        </Button>
      </Group>
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        mih={44}
        onClick={() => setEditing('new')}
      >
        <Trans>Add a day</Trans>
      </Button>
      {days.length === 0 ? (
        <EmptyState>{t`No figures this month`}</EmptyState>
      ) : (
        <Table striped aria-label={t`Daily figures`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Day`}</Table.Th>
              <Table.Th ta="right">{t`Turnover`}</Table.Th>
              <Table.Th ta="right">{t`Hours`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr
                key={d.date}
                onClick={() => setEditing(d)}
                style={{ cursor: 'pointer', height: 44 }}
              >
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    mih={44}
                    px={0}
                    aria-label={t`Correct ${formatDay(d.date)}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      setEditing(d);
                    }}
                  >
                    {formatDay(d.date)}
                  </Button>{' '}
                  <PendingBadge flag={flagOf(d)} />
                </Table.Td>
                <Table.Td ta="right">{d.turnover ? money.amount(d.turnover.amount) : '–'}</Table.Td>
                <Table.Td ta="right">{d.hours ? decimal.format(d.hours.amount) : '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing !== null && (
        <DayFiguresModal
          day={editing === 'new' ? null : editing}
          today={today}
          turnoverValue={turnoverValue}
          hoursValue={hoursValue}
          existing={(date) => storedDayFigures(turnoverValue, hoursValue, date)}
          // The month on screen is on the device already; another is fetched when online.
          fetchMonth={(date) =>
            date.slice(0, 7) === month
              ? Promise.resolve()
              : openPlusCrewMonth(crew.id, date.slice(0, 7))
          }
          // A day of another month shows in its month, where its row (and badge) is.
          onSaved={(date) => setMonth(date.slice(0, 7))}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
