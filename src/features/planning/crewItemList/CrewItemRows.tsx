import { Badge, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ChangedMark } from '../../../app/changes/ChangedMark';
import type { ItemChanges } from '../../../app/changes/foldChanges';
import { useHasChanged } from '../../../app/changes/useHasChanged';
import type { PlanningCrewItem } from '../../../db/db';
import { formatDayRange } from '../../../lib/dates';
import { planningStatusOf } from '../../../sync/actions/crewItems';
import { useStatusLabel } from './crewItemLabels';
import classes from './CrewItemList.module.css';

/** A row's first guess before it is measured: three lines and the padding. */
const ROW_ESTIMATE = 80;

/**
 * Up to 1000 crew items as a virtual list: only the rows near the screen are in the DOM, so a
 * filter change stays instant. The page scrolls, so the window is the scroll element.
 */
export function CrewItemRows({ items, label }: { items: PlanningCrewItem[]; label: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setMargin(top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    scrollMargin: margin,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  // "Has changed" of every listed item: one indexed read, however far the list scrolls.
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const changed = useHasChanged(ids);
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={classes.list}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((v) => {
        const item = items[v.index];
        if (!item) return null;
        return (
          <li
            key={v.key}
            data-index={v.index}
            ref={virtualizer.measureElement}
            className={classes.item}
            style={{ transform: `translateY(${v.start - margin}px)` }}
          >
            <CrewItemRow item={item} changes={changed.get(item.id)} />
          </li>
        );
      })}
    </ul>
  );
}

function CrewItemRow({ item, changes }: { item: PlanningCrewItem; changes?: ItemChanges }) {
  const status = useStatusLabel()(planningStatusOf(item));
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
          {formatDayRange(item.startDate, item.endDate)} · {item.startTime}–{item.endTime}
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
