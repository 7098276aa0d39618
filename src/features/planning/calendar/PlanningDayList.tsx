import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDayRange, formatTimeRange } from '../../../lib/dates';
import type { DayGroup, ShownRow } from './dayModel';
import { STATUS_LABELS } from './statusLabels';
import { StatusIcon } from './StatusIcon';
import { ChangedMark } from '../../../app/changes/ChangedMark';
import type { ItemChanges } from '../../../app/changes/foldChanges';

type Props = {
  groups: DayGroup[];
  planner: boolean;
  /** Others' changes per crew item id ("has changed"), opened from the row. */
  changes: ReadonlyMap<number, ItemChanges>;
};

/** One row: its status in icon and words, time, and what it is; a crew item opens its project. */
function PlanningRow({
  row,
  showPerson,
  changes,
}: {
  row: ShownRow;
  showPerson: boolean;
  changes: ItemChanges | undefined;
}) {
  const { t, i18n } = useLingui();
  const { status, marks } = row.display;
  const time =
    row.startTime && row.endTime ? `${formatTimeRange(row.startTime, row.endTime)}` : t`All day`;
  const what =
    row.kind === 'bankHoliday' || row.kind === 'blockDate'
      ? row.label
      : row.kind === 'vacation'
        ? null
        : row.functionName;
  const person = showPerson ? (row.personName ?? t`Open position`) : null;
  return (
    <Stack gap={2} py={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <StatusIcon status={status} />
        <Text size="sm" fw={600}>
          {i18n._(STATUS_LABELS[status])}
        </Text>
      </Group>
      {marks.length > 0 && (
        <Group gap={6}>
          {marks.map((m) => (
            <Group key={m} gap={4} wrap="nowrap">
              <StatusIcon status={m} size={12} />
              <Text size="xs">{i18n._(STATUS_LABELS[m])}</Text>
            </Group>
          ))}
        </Group>
      )}
      <Text size="sm">
        {time}
        {row.startDate !== row.endDate && ` · ${formatDayRange(row.startDate, row.endDate)}`}
        {what && ` · ${what}`}
        {person && ` · ${person}`}
      </Text>
      {row.projectNumber && (
        <Anchor
          component={Link}
          to={`/projects/${encodeURIComponent(row.projectNumber)}`}
          size="sm"
          mih={44}
          style={{ display: 'inline-flex', alignItems: 'center', overflowWrap: 'anywhere' }}
        >
          {row.projectNumber} {row.projectName}
          {row.crewName && ` · ${row.crewName}`}
        </Anchor>
      )}
      <ChangedMark
        changes={changes}
        title={[row.functionName, row.personName].filter(Boolean).join(': ')}
      />
    </Stack>
  );
}

/**
 * Groups drawn before "Show more": a busy day (a bench month has 170 rows a day) would draw
 * hundreds of rows on every filter or day switch, and a phone shows a few groups at a time.
 */
export const GROUPS_SHOWN = 20;

/**
 * The chosen day's rows, in groups per person or per function. The screen gives it a key per
 * day and filter, so a switch starts folded again.
 */
export function PlanningDayList({ groups, planner, changes }: Props) {
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const shown = all ? groups : groups.slice(0, GROUPS_SHOWN);
  const hidden = groups.length - shown.length;
  return (
    <Stack gap="sm">
      {shown.map((g) => {
        const title =
          g.kind === 'bankHoliday'
            ? t`Bank holiday`
            : g.kind === 'blockDate'
              ? t`Blocked dates`
              : g.kind === 'vacation'
                ? t({ message: 'Vacations', context: 'planning group' })
                : g.kind === 'sickDay'
                  ? t({ message: 'Sick days', context: 'planning group' })
                  : g.title || t`Open position`;
        const byPerson = g.key.startsWith('p:');
        return (
          <Paper key={g.key} withBorder p="sm" component="section" aria-label={title}>
            <Title order={3} size="h6">
              {byPerson && planner && g.personId !== null ? (
                <Anchor
                  component={Link}
                  to={`/crew-profile/${g.personId}`}
                  mih={44}
                  style={{ display: 'inline-flex', alignItems: 'center' }}
                >
                  {title}
                </Anchor>
              ) : (
                title
              )}
            </Title>
            {g.rows.map((r) => (
              <PlanningRow
                key={r.id}
                row={r}
                showPerson={!byPerson && g.key !== 'holiday'}
                changes={r.kind === 'crewItem' ? changes.get(r.sourceId) : undefined}
              />
            ))}
          </Paper>
        );
      })}
      {hidden > 0 && (
        <Button variant="light" mih={44} onClick={() => setAll(true)}>
          <Trans>Show {hidden} more</Trans>
        </Button>
      )}
      {groups.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          <Trans>Nothing planned on this day.</Trans>
        </Text>
      )}
    </Stack>
  );
}
