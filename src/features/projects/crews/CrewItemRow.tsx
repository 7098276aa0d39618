import { Anchor, Menu } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  canDoCrewItemAction,
  canJudgeWork,
  planningStatusOf,
} from '../../../sync/actions/crewItems';
import type { PlannerCrewItem } from '../../../db/db';
import type { EntityFlag } from '../../../db/hooks';
import { PendingBadge } from '../../../app/sync/PendingBadge';
import { ChangedMark } from '../../../app/changes/ChangedMark';
import type { ItemChanges } from '../../../app/changes/foldChanges';
import { CrewItemMoreMenu } from './CrewItemMoreMenu';
import { formatShift, todayIso } from '../../../lib/dates';
import { usePlanningStatusLabel } from '../../../app/labels/usePlanningStatusLabel';
import { useSiteLabel } from './useSiteLabel';
import classes from './crewCards.module.css';

export type CrewItemIntent = 'activate' | 'update' | 'notNeeded' | 'reactivate' | 'noShow' | 'rate';

type Props = {
  item: PlannerCrewItem;
  flag: EntityFlag | undefined;
  /** Others' changes of the item ("has changed"), if any. */
  changes?: ItemChanges | undefined;
  /** Planners act; clients read. */
  canAct: boolean;
  onAction: (item: PlannerCrewItem, intent: CrewItemIntent) => void;
};

/**
 * One crew item: function, person or "Open", days and times, status, site state, actions.
 * Plain elements styled by crewCards.module.css, not Mantine components: see there why.
 */
export function CrewItemRow({ item, flag, changes, canAct, onAction }: Props) {
  const { t, i18n } = useLingui();
  const status = planningStatusOf(item);
  const badge = usePlanningStatusLabel()(status);
  const site = useSiteLabel()(item.siteStatus);
  // An open item is named by its function: the status badge already says "Open", and the
  // person's place read "Open" a second time.
  const title = item.personName ?? item.functionName;
  const when = formatShift(item);
  const can = (intent: Exclude<CrewItemIntent, 'rate'>) =>
    canAct && canDoCrewItemAction(item, intent);
  const today = todayIso();
  const usable = {
    update: can('update'),
    rate: canJudgeWork(item, 'rate', today),
    noShow: canAct && canJudgeWork(item, 'noShow', today),
    notNeeded: can('notNeeded'),
  };
  // The menu opens on its first usable item: a browser does not focus a disabled one (a
  // not-needed item's "Change times"), and the focus stayed on the More button.
  const first = (Object.keys(usable) as (keyof typeof usable)[]).find((k) => usable[k]);
  const autofocus = (key: keyof typeof usable) => (key === first ? true : undefined);
  const ratings = item.ratings.map((r) => r.value);
  const average = ratings.length
    ? // "4,5" in Dutch or German: the decimal sign of the reader's language.
      i18n.number(ratings.reduce((a, b) => a + b, 0) / ratings.length, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      })
    : null;
  return (
    <li
      className={classes.item}
      // Where focus returns after the item's dialogs (focusCrewItem).
      data-crew-item={item.id}
      tabIndex={-1}
      aria-label={`${item.functionName}: ${item.personName ?? t({ message: 'Open', context: 'crew item status' })}`}
    >
      <div>
        <p className={classes.title}>{title}</p>
        <p className={classes.meta}>
          {item.personName === null ? when : `${item.functionName} · ${when}`}
        </p>
      </div>
      {/* On a line of their own: three badges beside the name do not fit at 390 px. */}
      <div className={classes.badges}>
        <span className={classes.badge} data-color={badge.color}>
          {badge.label}
        </span>
        {site && (
          <span className={classes.badge} data-variant="outline">
            {site}
          </span>
        )}
        <PendingBadge flag={flag} />
        <ChangedMark changes={changes} title={`${item.functionName}: ${title}`} />
      </div>
      {item.personId === null && item.applicants > 0 && (
        <p className={classes.note}>
          <Plural value={item.applicants} one="# person applied" other="# people applied" />
        </p>
      )}
      {average && (
        <p className={classes.meta}>
          <Trans>Rated {average} of 5</Trans>
        </p>
      )}
      {flag === 'conflict' || flag === 'refused' || flag === 'failed' ? (
        <Anchor component={Link} to="/outbox" size="sm">
          <Trans>Someone else changed this meanwhile: see and resolve</Trans>
        </Anchor>
      ) : null}
      {canAct && (
        <div className={classes.actions}>
          {can('activate') && (
            <button
              type="button"
              className={classes.button}
              onClick={() => onAction(item, 'activate')}
            >
              <Trans>Book a person</Trans>
            </button>
          )}
          {can('reactivate') && (
            <button
              type="button"
              className={classes.button}
              data-variant="light"
              onClick={() => onAction(item, 'reactivate')}
            >
              <Trans>Reactivate</Trans>
            </button>
          )}
          <CrewItemMoreMenu
            buttonClassName={classes.button}
            anyItemUsable={first !== undefined}
            // With the days and times: one person often has several items in a crew, and
            // a screen reader's list of buttons read "More actions for Bench Crew" four times.
            label={
              item.personName === null
                ? t`More actions for the open ${title} item, ${when}`
                : t`More actions for ${title}, ${when}`
            }
          >
            <Menu.Item
              disabled={!usable.update}
              data-autofocus={autofocus('update')}
              onClick={() => onAction(item, 'update')}
            >
              <Trans>Change times</Trans>
            </Menu.Item>
            <Menu.Item
              disabled={!usable.rate}
              data-autofocus={autofocus('rate')}
              onClick={() => onAction(item, 'rate')}
            >
              <Trans>Rate</Trans>
            </Menu.Item>
            <Menu.Item
              disabled={!usable.noShow}
              data-autofocus={autofocus('noShow')}
              onClick={() => onAction(item, 'noShow')}
            >
              <Trans>No-show</Trans>
            </Menu.Item>
            <Menu.Item
              color="red"
              disabled={!usable.notNeeded}
              data-autofocus={autofocus('notNeeded')}
              onClick={() => onAction(item, 'notNeeded')}
            >
              <Trans>Not needed</Trans>
            </Menu.Item>
          </CrewItemMoreMenu>
        </div>
      )}
    </li>
  );
}
