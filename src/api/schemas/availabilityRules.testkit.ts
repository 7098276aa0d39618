import type { Collision, PersonAvailability, ProposedChange } from './availabilityRules';

// What both availability rules test files (availabilityRulesVacation,
// availabilityRulesBlockAndApply) build their cases from: the day they run on, the changes a
// person proposes, and a collision read as one line. The rows the changes meet are in
// availabilityTestRows.ts. Test-only; nothing in the app imports it.

export const TODAY = '2026-11-18';

export const newVacation = (
  over: Partial<ProposedChange & { kind: 'vacation' }> = {},
): ProposedChange => ({
  kind: 'vacation',
  startDate: '2026-11-30',
  endDate: '2026-12-04',
  firstDayHalf: null,
  lastDayHalf: null,
  ...over,
});
export const newBlock = (
  over: Partial<ProposedChange & { kind: 'blockDate' }> = {},
): ProposedChange => ({
  kind: 'blockDate',
  startDate: '2026-12-01',
  endDate: null,
  beginTime: null,
  endTime: null,
  ...over,
});
export const applyFor = (over: Partial<ProposedChange & { kind: 'job' }> = {}): ProposedChange => ({
  kind: 'job',
  id: 900,
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '08:00',
  endTime: '17:00',
  ...over,
});

export const person = (p: Partial<PersonAvailability>): PersonAvailability => ({
  jobs: [],
  blockDates: [],
  vacations: [],
  ...p,
});

/** A collision in one line: "block confirmedJob job:1 2026-12-01,2026-12-02". */
export const brief = (c: Collision) =>
  [c.severity, c.reason, c.with ? `${c.with.kind}:${c.with.id}` : '-', c.days.join(',')]
    .join(' ')
    .trim();
