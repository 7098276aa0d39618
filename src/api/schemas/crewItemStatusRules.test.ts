import { describe, expect, it } from 'vitest';
import {
  afterCrewItemAction,
  canJudgeWork,
  crewItemRefusal,
  planningStatusOf,
  type CrewItemAction,
} from './crewItemStatusRules';

type State = Parameters<typeof crewItemRefusal>[0];

const open: State = { personId: null, status: 'vacant', notNeeded: false, siteStatus: 'none' };
const booked: State = { personId: 7, status: 'confirmed', notNeeded: false, siteStatus: 'none' };
const asked: State = { ...booked, status: 'toConfirm' };
const declined: State = { ...booked, status: 'cancelled' };
const notNeeded: State = { ...booked, status: 'cancelled', notNeeded: true };
const noShow: State = { ...booked, siteStatus: 'noShow' };
const onSite: State = { ...booked, siteStatus: 'checkedIn' };

const STATES: [string, State][] = [
  ['open', open],
  ['asked', asked],
  ['booked', booked],
  ['declined', declined],
  ['notNeeded', notNeeded],
  ['noShow', noShow],
  ['onSite', onSite],
];
const ACTIONS: CrewItemAction[] = ['update', 'activate', 'notNeeded', 'reactivate', 'noShow'];

describe('crew item status rules', () => {
  it.each<[string, string]>([
    ['open', 'open'],
    ['asked', 'toConfirm'],
    ['booked', 'confirmed'],
    ['declined', 'cancelled'],
    ['notNeeded', 'notNeeded'],
    ['noShow', 'noShow'],
    ['onSite', 'confirmed'],
  ])('%s reads as %s', (name, expected) => {
    expect(planningStatusOf(STATES.find(([n]) => n === name)![1])).toBe(expected);
  });

  // Which actions each state allows: U(pdate) A(ctivate) N(ot needed) R(eactivate) S (no-show).
  it.each<[string, string]>([
    ['open', 'UAN--'],
    ['asked', 'U-N-S'],
    ['booked', 'U-N-S'],
    ['declined', 'UAN--'],
    ['notNeeded', '---R-'],
    ['noShow', 'U--R-'],
    ['onSite', 'U----'],
  ])('%s allows %s', (name, expected) => {
    const state = STATES.find(([n]) => n === name)![1];
    const allowed = ACTIONS.map((a, i) => (crewItemRefusal(state, a) ? '-' : 'UANRS'[i])).join('');
    expect(allowed).toBe(expected);
  });

  it.each<[string, State, Exclude<CrewItemAction, 'update'>, string]>([
    ['activate books and asks the person', open, 'activate', 'toConfirm'],
    ['not needed cancels for the person', booked, 'notNeeded', 'notNeeded'],
    ['reactivating a booked item asks the person again', notNeeded, 'reactivate', 'toConfirm'],
    [
      'reactivating an open item opens it',
      { ...open, status: 'cancelled', notNeeded: true },
      'reactivate',
      'open',
    ],
    ['a no-show', booked, 'noShow', 'noShow'],
    ['reactivating a no-show puts the person back', noShow, 'reactivate', 'confirmed'],
  ])('%s', (_name, state, action, expected) => {
    expect(planningStatusOf(afterCrewItemAction(state, action, 9))).toBe(expected);
  });

  // No-show and Rate were offered for future items nobody had worked yet.
  it.each<[string, State, string, string]>([
    ['booked, its day today', booked, '2026-11-29', 'SR'],
    ['booked, begun yesterday', booked, '2026-11-28', 'SR'],
    ['booked, tomorrow', booked, '2026-11-30', '--'],
    ['asked, tomorrow', asked, '2026-11-30', '--'],
    ['asked, today', asked, '2026-11-29', 'SR'],
    ['open, today', open, '2026-11-29', '--'],
    ['declined, past', declined, '2026-11-01', '--'],
    ['not needed, past', notNeeded, '2026-11-01', '--'],
    ['a no-show, past: rated, not marked again', noShow, '2026-11-01', '-R'],
    ['on site today', onSite, '2026-11-29', '-R'],
  ])('%s: %s', (_name, state, startDate, expected) => {
    const item = { ...state, startDate };
    const got = (['noShow', 'rate'] as const)
      .map((w, i) => (canJudgeWork(item, w, '2026-11-29') ? 'SR'[i] : '-'))
      .join('');
    expect(got).toBe(expected);
  });
});
