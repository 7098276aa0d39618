import { useState } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import type { PlannerCrew, PlannerCrewItem } from '../../../db/db';
import type { EntityFlag } from '../../../db/hooks';
import { fromNow, todayIso } from '../../../lib/dates';
import { CrewItemRow, type CrewItemIntent } from './CrewItemRow';
import { byTime, crewItemsShown } from './crewItemsShown';
import { fillRateOf } from './fillRate';
import { useHasChanged } from '../../../app/changes/useHasChanged';
import classes from './crewCards.module.css';

type Props = {
  crew: PlannerCrew;
  items: PlannerCrewItem[];
  flags: Map<number, EntityFlag> | undefined;
  canAct: boolean;
  onAction: (item: PlannerCrewItem, intent: CrewItemIntent) => void;
  onAdd: (crew: PlannerCrew) => void;
};

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
    <section className={classes.crew} aria-label={crew.name}>
      <div className={classes.crewHead}>
        <div>
          <h3 className={classes.crewName}>{crew.name}</h3>
          <p className={classes.meta}>{where ?? <Trans>No location given</Trans>}</p>
          <p className={classes.meta}>
            {crew.chiefName ? (
              <Trans>Crew chief: {crew.chiefName}</Trans>
            ) : (
              <Trans>No crew chief yet</Trans>
            )}
          </p>
        </div>
        <span
          className={`${classes.badge} ${classes.fill}`}
          data-color={needed > 0 && booked >= needed ? 'green' : 'yellow'}
        >
          <Trans>
            {booked} of {needed} booked
          </Trans>
        </span>
      </div>
      {(checkedIn > 0 || crew.signedOff || crew.lastLocationAt) && (
        <div className={classes.badges}>
          {checkedIn > 0 && (
            <span className={classes.badge} data-variant="outline">
              <Trans>{checkedIn} checked in</Trans>
            </span>
          )}
          {crew.signedOff && (
            <span className={classes.badge} data-variant="outline">
              <Trans>Signed off</Trans>
            </span>
          )}
          {crew.lastLocationAt && (
            <span className={classes.meta}>
              <Trans>Chief's live location {fromNow(Date.parse(crew.lastLocationAt))}</Trans>
            </span>
          )}
        </div>
      )}
      {items.length === 0 ? (
        <p className={classes.meta}>
          <Trans>Crew items not found</Trans>
        </p>
      ) : (
        <ul className={classes.items}>
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
        </ul>
      )}
      {foldable && (
        <button
          type="button"
          className={`${classes.button} ${classes.wide}`}
          data-variant="subtle"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? (
            <Trans>Show fewer crew items</Trans>
          ) : (
            <Plural value={hidden} one="Show # more crew item" other="Show # more crew items" />
          )}
        </button>
      )}
      {canAct && (
        <button
          type="button"
          className={`${classes.button} ${classes.wide}`}
          data-variant="light"
          onClick={() => onAdd(crew)}
        >
          <Trans>Add crew item</Trans>
        </button>
      )}
    </section>
  );
}
