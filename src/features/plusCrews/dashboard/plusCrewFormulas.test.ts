import { describe, expect, it } from 'vitest';
import { daysOfMonth, weekday } from './dashboardDate';
import {
  bonusForecast,
  monthSoFar,
  roadToGo,
  teamSpeed,
  type DayAmount,
  type DayHours,
  type MonthInput,
} from './plusCrewFormulas';

const TODAY = '2026-11-18'; // a Wednesday; November 2026 has 21 weekdays
const BORDER = 20000;
const BONUS = 500;

const weekdays = (month: string, until = '9999') =>
  daysOfMonth(month).filter((d) => weekday(d) % 6 !== 0 && d <= until);
const amounts = (days: string[], amount: number): DayAmount[] =>
  days.map((date) => ({ date, amount }));
const hoursOn = (days: string[], hours: number): DayHours[] =>
  days.map((date) => ({ date, hours }));

type Row = {
  name: string;
  input: MonthInput;
  forecast: Partial<ReturnType<typeof bonusForecast>>;
  road: Partial<ReturnType<typeof roadToGo>>;
  speed: Partial<ReturnType<typeof teamSpeed>>;
};

const nov = (until: string, perDay: number, hours = 8, today = TODAY): MonthInput => ({
  date: '2026-11-05',
  todayIso: today,
  turnover: amounts(weekdays('2026-11', until), perDay),
  hours: hours > 0 ? hoursOn(weekdays('2026-11', until), hours) : [],
  target: amounts(weekdays('2026-11'), 1000),
});

const rows: Row[] = [
  {
    name: 'mid-month with today entered: 13 days done, 8 to go',
    input: nov(TODAY, 1200),
    forecast: { runRate: 1200, projected: 25200, borderMet: false, bonus: BONUS },
    road: { targetTotal: 21000, toGo: 5400, perDay: 675, met: false, workingDaysLeft: 8 },
    speed: { speed: 150, targetSpeed: 125, ratio: 1.2 },
  },
  {
    name: 'mid-month before today is entered: today still counts as a day to go',
    input: nov('2026-11-17', 1200),
    forecast: { runRate: 1200, projected: 25200, bonus: BONUS },
    road: { toGo: 6600, perDay: 6600 / 9, workingDaysLeft: 9 },
    speed: { speed: 150, targetSpeed: 125 },
  },
  {
    name: 'run rate below the border: no bonus',
    input: nov(TODAY, 800),
    forecast: { runRate: 800, projected: 16800, borderMet: false, bonus: 0 },
    road: { toGo: 21000 - 10400, met: false },
    speed: { speed: 100, ratio: 0.8 },
  },
  {
    name: 'first day of the month, nothing entered: no run rate, no forecast yet',
    input: {
      date: '2026-12-01',
      todayIso: '2026-12-01',
      turnover: [],
      hours: [],
      target: amounts(weekdays('2026-12'), 1000),
    },
    forecast: { kind: 'current', runRate: null, projected: null, bonus: null },
    road: { targetTotal: 23000, toGo: 23000, perDay: 1000, workingDaysLeft: 23 },
    speed: { speed: null, targetSpeed: null, ratio: null },
  },
  {
    name: 'a month with turnover but no hours: no speed',
    input: nov(TODAY, 1200, 0),
    forecast: { projected: 25200 },
    road: { toGo: 5400 },
    speed: { hoursToDate: 0, speed: null, targetSpeed: null, ratio: null },
  },
  {
    name: 'target already met: nothing to go, the surplus shows, the border is passed',
    input: nov(TODAY, 2500),
    forecast: { borderMet: true, bonus: BONUS, projected: 52500 },
    road: { met: true, toGo: 0, surplus: 11500, perDay: 0 },
    speed: { ratio: 2.5 },
  },
  {
    name: 'a past month: only the result, no days left',
    input: {
      date: '2026-10-31',
      todayIso: TODAY,
      turnover: amounts(weekdays('2026-10'), 900),
      hours: hoursOn(weekdays('2026-10'), 6),
      target: amounts(weekdays('2026-10'), 1000),
    },
    forecast: { kind: 'past', projected: 19800, borderMet: false, bonus: 0 },
    road: { kind: 'past', toGo: 2200, perDay: null, workingDaysLeft: 0, met: false },
    speed: { speed: 150, targetSpeed: 1000 / 6 },
  },
  {
    name: 'a past month over the border earns the bonus',
    input: {
      date: '2026-10-01',
      todayIso: TODAY,
      turnover: amounts(weekdays('2026-10'), 1000),
      hours: [],
      target: amounts(weekdays('2026-10'), 1000),
    },
    forecast: { projected: 22000, borderMet: true, bonus: BONUS },
    road: { met: true, toGo: 0, surplus: 0, perDay: null },
    speed: { speed: null },
  },
  {
    name: 'a future month: only the target',
    input: {
      date: '2026-12-15',
      todayIso: TODAY,
      turnover: [],
      hours: [],
      target: amounts(weekdays('2026-12'), 1000),
    },
    forecast: { kind: 'future', runRate: null, projected: null, borderMet: false, bonus: null },
    road: { kind: 'future', toGo: 23000, perDay: 1000, workingDaysLeft: 23 },
    speed: { speed: null },
  },
  {
    name: 'no target series: Monday to Friday are the working days, nothing to go',
    input: { ...nov(TODAY, 1000), target: [] },
    forecast: { runRate: 1000, projected: 21000, bonus: BONUS },
    road: { targetTotal: 0, met: false, toGo: 0, workingDaysLeft: 8 },
    speed: { speed: 125, targetSpeed: null, ratio: null },
  },
  {
    name: 'a weekend shift counts in the turnover but not as a working day',
    input: {
      ...nov(TODAY, 1200),
      turnover: [
        ...amounts(weekdays('2026-11', TODAY), 1200),
        { date: '2026-11-14', amount: 1300 },
      ],
    },
    forecast: { turnoverToDate: 16900, runRate: 1300, projected: 16900 + 1300 * 8 },
    road: { toGo: 21000 - 16900 },
    speed: {},
  },
];

describe('the three dashboard figures', () => {
  it.each(rows)('$name', ({ input, forecast, road, speed }) => {
    const so = monthSoFar(input);
    expect(bonusForecast(so, BORDER, BONUS)).toMatchObject(forecast);
    expect(roadToGo(so)).toMatchObject(road);
    expect(teamSpeed(so)).toMatchObject(speed);
  });

  it('ignores figures outside the month', () => {
    const input = nov(TODAY, 1000);
    const so = monthSoFar({
      ...input,
      turnover: [...input.turnover, { date: '2026-10-30', amount: 99999 }],
      target: [...input.target, { date: '2026-12-01', amount: 99999 }],
    });
    expect(so.turnoverToDate).toBe(13000);
    expect(so.targetTotal).toBe(21000);
  });
});
