import { describe, expect, it } from 'vitest';
import type { AvailabilityJob, AvailabilityVacation } from './availabilityRules';
import { decideBorder, type BorderFacts, type BorderDecision } from './crewBorderRules';

const TODAY = '2026-11-18';

const job = (id: number, over: Partial<AvailabilityJob> = {}): AvailabilityJob => ({
  id,
  status: 'confirmed',
  startDate: '2026-11-20',
  endDate: '2026-11-20',
  startTime: '08:00',
  endTime: '17:00',
  ...over,
});
const vacation = (id: number, over: Partial<AvailabilityVacation> = {}): AvailabilityVacation => ({
  id,
  status: 'requested',
  startDate: '2026-12-01',
  endDate: '2026-12-03',
  firstDayHalf: null,
  lastDayHalf: null,
  ...over,
});
const doc = (document: string, validUntil: string | null) => ({ document, validUntil });
const facts = (over: Partial<BorderFacts> = {}): BorderFacts => ({
  documents: [],
  jobs: [],
  vacations: [],
  ...over,
});

const cases: [string, BorderFacts, BorderDecision][] = [
  ['nothing known: no border', facts(), { border: 'none', reasons: [] }],
  [
    'a document without end date and one valid for long: none',
    facts({ documents: [doc('Forklift licence', null), doc('First aid', '2027-06-01')] }),
    { border: 'none', reasons: [] },
  ],
  [
    'a document expired yesterday: red',
    facts({ documents: [doc('First aid', '2026-11-17')] }),
    {
      border: 'red',
      reasons: [{ code: 'documentExpired', document: 'First aid', date: '2026-11-17' }],
    },
  ],
  [
    'a document valid until today: yellow (expiring), not expired',
    facts({ documents: [doc('First aid', TODAY)] }),
    {
      border: 'yellow',
      reasons: [{ code: 'documentExpiring', document: 'First aid', date: TODAY }],
    },
  ],
  [
    'valid until the 30th day (today counts as the 1st): yellow',
    facts({ documents: [doc('VCA', '2026-12-17')] }),
    {
      border: 'yellow',
      reasons: [{ code: 'documentExpiring', document: 'VCA', date: '2026-12-17' }],
    },
  ],
  [
    'valid until the 31st day: none',
    facts({ documents: [doc('VCA', '2026-12-18')] }),
    { border: 'none', reasons: [] },
  ],
  [
    'two confirmed shifts overlapping in the coming week: red on that day',
    facts({ jobs: [job(1), job(2, { startTime: '12:00', endTime: '20:00' })] }),
    { border: 'red', reasons: [{ code: 'hardCollision', date: '2026-11-20' }] },
  ],
  [
    'two confirmed shifts that only touch: none',
    facts({ jobs: [job(1), job(2, { startTime: '17:00', endTime: '22:00' })] }),
    { border: 'none', reasons: [] },
  ],
  [
    'a confirmed and a requested shift overlapping: no hard collision',
    facts({ jobs: [job(1), job(2, { status: 'requested' })] }),
    { border: 'none', reasons: [] },
  ],
  [
    'a cancelled shift overlapping: none',
    facts({ jobs: [job(1), job(2, { status: 'cancelled' })] }),
    { border: 'none', reasons: [] },
  ],
  [
    'a double booking on the 7th day ahead is in the week: red',
    facts({
      jobs: [
        job(1, { startDate: '2026-11-24', endDate: '2026-11-24' }),
        job(2, { startDate: '2026-11-24', endDate: '2026-11-24' }),
      ],
    }),
    { border: 'red', reasons: [{ code: 'hardCollision', date: '2026-11-24' }] },
  ],
  [
    'a double booking on the 8th day ahead is beyond the week: none',
    facts({
      jobs: [
        job(1, { startDate: '2026-11-25', endDate: '2026-11-25' }),
        job(2, { startDate: '2026-11-25', endDate: '2026-11-25' }),
      ],
    }),
    { border: 'none', reasons: [] },
  ],
  [
    'a double booking in the past: none',
    facts({
      jobs: [
        job(1, { startDate: '2026-11-10', endDate: '2026-11-10' }),
        job(2, { startDate: '2026-11-10', endDate: '2026-11-10' }),
      ],
    }),
    { border: 'none', reasons: [] },
  ],
  [
    'a confirmed shift during an approved vacation: red',
    facts({
      jobs: [job(1)],
      vacations: [
        vacation(9, { status: 'approved', startDate: '2026-11-19', endDate: '2026-11-21' }),
      ],
    }),
    { border: 'red', reasons: [{ code: 'hardCollision', date: '2026-11-20' }] },
  ],
  [
    'a requested vacation within 30 days: yellow',
    facts({ vacations: [vacation(9)] }),
    {
      border: 'yellow',
      reasons: [{ code: 'vacationRequested', from: '2026-12-01', to: '2026-12-03' }],
    },
  ],
  [
    'a requested vacation starting after 30 days, or declined, or over: none',
    facts({
      vacations: [
        vacation(1, { startDate: '2026-12-18', endDate: '2026-12-20' }),
        vacation(2, { status: 'declined' }),
        vacation(3, { startDate: '2026-11-01', endDate: '2026-11-17' }),
      ],
    }),
    { border: 'none', reasons: [] },
  ],
  [
    'red and yellow together: red, red reasons first',
    facts({
      documents: [doc('VCA', '2026-11-30'), doc('First aid', '2026-01-01')],
      vacations: [vacation(9)],
    }),
    {
      border: 'red',
      reasons: [
        { code: 'documentExpired', document: 'First aid', date: '2026-01-01' },
        { code: 'documentExpiring', document: 'VCA', date: '2026-11-30' },
        { code: 'vacationRequested', from: '2026-12-01', to: '2026-12-03' },
      ],
    },
  ],
];

describe('decideBorder', () => {
  it.each(cases)('%s', (_, input, expected) => {
    expect(decideBorder(input, TODAY)).toEqual(expected);
  });
});
