import { Badge, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ProgressiveList } from '../../../app/lists/ProgressiveList';
import { ChangedMark } from '../../../app/changes/ChangedMark';
import type { ItemChanges } from '../../../app/changes/foldChanges';
import { useHasChanged } from '../../../app/changes/useHasChanged';
import type { PlanningCrewItem } from '../../../db/db';
import { formatDayRange, formatTimeRange } from '../../../lib/dates';
import { planningStatusOf } from '../../../sync/actions/crewItems';
import { usePlanningStatusLabel } from '../../../app/labels/usePlanningStatusLabel';
import classes from './CrewItemList.module.css';

/** A row's first guess before it is measured: three lines and the padding. */
const ROW_ESTIMATE = 80;

/** Up to 1000 crew items as a virtual list, so a filter change stays instant. */
export function CrewItemRows({ items, label }: { items: PlanningCrewItem[]; label: string }) {
  // "Has changed" of every listed item: one indexed read, however far the list scrolls.
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const changed = useHasChanged(ids);
  return (
    <ProgressiveList items={items} estimate={ROW_ESTIMATE} label={label}>
      {(item) => <CrewItemRow item={item} changes={changed.get(item.id)} />}
    </ProgressiveList>
  );
}

function CrewItemRow({ item, changes }: { item: PlanningCrewItem; changes?: ItemChanges }) {
  const status = usePlanningStatusLabel()(planningStatusOf(item));
  const { crewBooked: booked, crewNeeded: needed } = item;
  return (
    <div className={classes.row}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={600} className={classes.text}>
          {item.projectNumber} · {item.projectName}
        </Text>
        <Badge size="sm" variant="light" color={status.color} className={classes.badge}>
          {status.label}
        </Badge>
      </Group>
      <Text size="sm" className={classes.text}>
        {item.functionName} ·{' '}
        {item.personName ?? (
          <Text span fs="italic">
            <Trans>open</Trans>
          </Text>
        )}
      </Text>
      <Group justify="space-between" wrap="wrap" gap={4}>
        <Text size="xs" c="dimmed">
          {formatDayRange(item.startDate, item.endDate)} ·{' '}
          {formatTimeRange(item.startTime, item.endTime)}
        </Text>
        <Text size="xs" c="dimmed">
          {item.crewName}:{' '}
          <Trans>
            {booked} of {needed} booked
          </Trans>
        </Text>
      </Group>
      <ChangedMark
        changes={changes}
        title={[item.functionName, item.personName].filter(Boolean).join(': ')}
      />
    </div>
  );
}
