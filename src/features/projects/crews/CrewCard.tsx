import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Plural, Trans } from '@lingui/react/macro';
import type { PlannerCrew, PlannerCrewItem } from '../../../db/db';
import type { EntityFlag } from '../../../db/hooks';
import { fromNow, todayIso } from '../../../lib/dates';
import { CrewItemRow, type CrewItemIntent } from './CrewItemRow';
import { byTime, crewItemsShown } from './crewItemsShown';
import { fillRateOf } from './fillRate';
import { useHasChanged } from '../../../app/changes/useHasChanged';

type Props = {
  crew: PlannerCrew;
  items: PlannerCrewItem[];
  flags: Map<number, EntityFlag> | undefined;
  canAct: boolean;
  onAction: (item: PlannerCrewItem, intent: CrewItemIntent) => void;
  onAdd: (crew: PlannerCrew) => void;
};

/** Until first drawn a card counts as this tall; then as tall as it last was ("auto"). */
const OFFSCREEN_SKIPPED = {
  contentVisibility: 'auto',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS size
  containIntrinsicSize: 'auto 900px',
} as const;

/** One crew: where, who leads it, the chief's live state, its fill rate and its crew items. */
export function CrewCard({ crew, items, flags, canAct, onAction, onAdd }: Props) {
  const { booked, needed } = fillRateOf(items);
  const checkedIn = items.filter((i) => i.siteStatus === 'checkedIn').length;
  const where = crew.locationName ? `${crew.locationName}, ${crew.city ?? ''}` : null;
  const [expanded, setExpanded] = useState(false);
  // Items acted on in this visit stay in sight when a collapsed crew would fold them away.
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const act = (item: PlannerCrewItem, intent: CrewItemIntent) => {
    setTouched((prev) => new Set(prev).add(item.id));
    onAction(item, intent);
  };
  const changed = useHasChanged(items.map((i) => i.id));
  // Items with news stay in sight too: the mark is what the planner looks for.
  const news = [...changed.values()].filter((c) => c.unseen).map((c) => c.crewItemId);
  const keep = new Set([...touched, ...(flags?.keys() ?? []), ...news]);
  const { shown, hidden } = expanded
    ? { shown: [...items].sort(byTime), hidden: 0 }
    : crewItemsShown(items, todayIso(), keep);
  const foldable = expanded || hidden > 0;
  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-label={crew.name}
      // A project of 20 crews holds 200 item rows: the browser lays out and paints only the
      // cards near the screen (the rest stay in the page, found by search and screen readers).
      style={OFFSCREEN_SKIPPED}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Title order={3} size="h5">
              {crew.name}
            </Title>
            <Text size="xs" c="dimmed">
              {where ?? <Trans>No location given</Trans>}
            </Text>
            <Text size="xs" c="dimmed">
              {crew.chiefName ? (
                <Trans>Crew chief: {crew.chiefName}</Trans>
              ) : (
                <Trans>No crew chief yet</Trans>
              )}
            </Text>
          </Stack>
          <Badge
            variant="light"
            color={needed > 0 && booked >= needed ? 'green' : 'yellow'}
            style={{ flexShrink: 0 }}
          >
            <Trans>
              {booked} of {needed} booked
            </Trans>
          </Badge>
        </Group>
        <Group gap="xs">
          {checkedIn > 0 && (
            <Badge size="sm" color="green" variant="outline">
              <Trans>{checkedIn} checked in</Trans>
            </Badge>
          )}
          {crew.signedOff && (
            <Badge size="sm" color="green" variant="outline">
              <Trans>Signed off</Trans>
            </Badge>
          )}
          {crew.lastLocationAt && (
            <Text size="xs" c="dimmed">
              <Trans>Chief's live location {fromNow(Date.parse(crew.lastLocationAt))}</Trans>
            </Text>
          )}
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Crew items not found</Trans>
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((item) => (
              <CrewItemRow
                key={item.id}
                item={item}
                flag={flags?.get(item.id)}
                changes={changed.get(item.id)}
                canAct={canAct}
                onAction={act}
              />
            ))}
          </Stack>
        )}
        {foldable && (
          <Button
            variant="subtle"
            mih={44}
            aria-expanded={expanded}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? (
              <Trans>Show fewer crew items</Trans>
            ) : (
              <Plural value={hidden} one="Show # more crew item" other="Show # more crew items" />
            )}
          </Button>
        )}
        {canAct && (
          <Button variant="light" mih={44} onClick={() => onAdd(crew)}>
            <Trans>Add crew item</Trans>
          </Button>
        )}
      </Stack>
    </Card>
  );
}
