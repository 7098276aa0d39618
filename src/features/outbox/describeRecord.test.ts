import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OtherChange, OutboxRecord } from '../../db/outboxRecord';
import { otherChangeLine, versionFields, whoChanged } from './conflictText';
import { describeRecord } from './describeRecord';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // Days name their year only outside the current one (dateFormats.ts): pin "today" in 2026.
  vi.useFakeTimers({ now: new Date('2026-11-18T12:00:00'), toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

type Described = Pick<OutboxRecord, 'kind' | 'body' | 'undo' | 'about'>;
const sam = { id: 30, name: 'Sam Crew', siteStatus: 'none', startTime: '08:00' };
const at = (hhmm: string) => new Date(`2026-11-18T${hhmm}:00`).toISOString();

describe('every change in words, never raw fields', () => {
  it.each<[string, Described, string]>([
    [
      'a check-in: who and when on the device clock',
      {
        kind: 'crewMember.checkIn',
        body: { kind: 'checkIn', deviceTime: at('08:02'), latitude: null },
        undo: [{ table: 'crewMembers', id: 30, row: sam }],
      },
      'Checked in Sam Crew at 08:02',
    ],
    [
      'a rating',
      {
        kind: 'crewMember.rate',
        body: { crewItemId: 30, ratingTypeId: 1, value: 4 },
        undo: [{ table: 'crewMembers', id: 30, row: sam }],
      },
      'Rated Sam Crew 4 of 5',
    ],
    [
      'a confirmed job: project and day, in words',
      {
        kind: 'job.confirm',
        body: null,
        undo: [
          { table: 'jobs', id: 7, row: { id: 7, projectName: 'Gala', startDate: '2026-11-24' } },
        ],
      },
      'Confirm Gala on Tue 24 Nov',
    ],
    [
      'a vacancy: named by the vacancy row when the job row did not exist',
      {
        kind: 'vacancy.apply',
        body: null,
        undo: [
          { table: 'jobs', id: 50, row: null },
          {
            table: 'vacancies',
            id: 50,
            row: { id: 50, projectName: 'Expo', startDate: '2026-12-03' },
          },
        ],
      },
      'Apply for Expo on Thu 3 Dec',
    ],
    [
      'a blocked range: days, not ISO dates',
      {
        kind: 'blockDate.create',
        body: { startDate: '2026-06-02', endDate: '2026-06-04' },
        undo: [],
      },
      'Block Tue 2 Jun to Thu 4 Jun',
    ],
    [
      'a changed blocked range: both days',
      {
        kind: 'blockDate.update',
        body: { startDate: '2026-12-19', endDate: '2026-12-21', reason: 'Family visit' },
        undo: [{ table: 'blockDates', id: 9, row: { id: 9, startDate: '2026-12-19' } }],
      },
      'Change the blocked dates Sat 19 Dec to Mon 21 Dec',
    ],
    [
      'a deleted blocked range: both days, from the row as it was',
      {
        kind: 'blockDate.delete',
        body: null,
        undo: [
          {
            table: 'blockDates',
            id: 9,
            row: { id: 9, startDate: '2026-12-19', endDate: '2026-12-21' },
          },
        ],
      },
      'Delete the blocked dates Sat 19 Dec to Mon 21 Dec',
    ],
    [
      "a security check: its title, day and shift (what it is about, from the device's tables)",
      {
        kind: 'formResult.send',
        body: {},
        undo: [{ table: 'formResults', id: -3, row: { id: -3, formId: 3, answers: {} } }],
        about: { name: 'Security check Stage crew A', date: '2026-11-29', shift: 'morning' },
      },
      'Send “Security check Stage crew A”, Sun 29 Nov, morning',
    ],
    [
      'a saved form: its title',
      {
        kind: 'formResult.update',
        body: { formId: 1, securityCheckId: null, answers: {} },
        undo: [],
        about: { name: 'Personal details' },
      },
      'Save the form “Personal details”',
    ],
    // One day entered offline is two changes (turnover, hours): they read as a duplicate.
    [
      "a plus crew's turnover of a day",
      {
        kind: 'plusCrewFigure.add',
        body: { plusCrewValueId: 3, date: '2026-11-30', amount: 1200 },
        undo: [{ table: 'plusCrewValueDatas', id: -1, row: null }],
        about: { figure: 'turnover' },
      },
      'Add the turnover of Mon 30 Nov',
    ],
    [
      "a plus crew's hours of the same day",
      {
        kind: 'plusCrewFigure.add',
        body: { plusCrewValueId: 4, date: '2026-11-30', amount: 7.5 },
        undo: [{ table: 'plusCrewValueDatas', id: -2, row: null }],
        about: { figure: 'hours' },
      },
      'Add the staff hours of Mon 30 Nov',
    ],
    [
      "a plus crew's corrected turnover",
      {
        kind: 'plusCrewFigure.correct',
        body: { amount: 1300, date: '2026-11-30' },
        undo: [],
        about: { figure: 'turnover' },
      },
      'Correct the turnover of Mon 30 Nov',
    ],
    [
      "a plus crew's deleted hours: the day from the row as it was",
      {
        kind: 'plusCrewFigure.delete',
        body: null,
        undo: [{ table: 'plusCrewValueDatas', id: 9, row: { id: 9, dateFrom: '2026-11-27' } }],
        about: { figure: 'hours' },
      },
      'Delete the staff hours of Fri 27 Nov',
    ],
    [
      "a plus crew's figure queued before it said which: the plain sentence",
      {
        kind: 'plusCrewFigure.add',
        body: { plusCrewValueId: 3, date: '2026-11-30', amount: 1200 },
        undo: [],
      },
      "Add the plus crew's figure of Mon 30 Nov",
    ],
    [
      'a form queued before its title was kept: the plain label',
      { kind: 'formResult.create', body: { formId: 1, answers: {} }, undo: [] },
      'Save a form',
    ],
    [
      'facts missing (queued by an older build): the plain label',
      { kind: 'crewMember.checkIn', body: { kind: 'checkIn' }, undo: undefined },
      'Check in a crew member',
    ],
    [
      'an unknown kind: no raw kind name',
      { kind: 'teleport.now', body: {}, undo: [] },
      'A change this version of the app does not know',
    ],
  ])('%s', (_name, record, expected) => {
    expect(describeRecord(record, i18n)).toBe(expected);
  });
});

describe('who made the other change', () => {
  const me = { personId: 2, deviceId: 'device-a' };
  const other = (personId: number | null, deviceId: string | null, name = 'Pia Planner') =>
    ({ personId, deviceId, name, at: at('09:15') }) satisfies OtherChange;

  it.each<[string, OtherChange | null, string]>([
    ['the same person elsewhere', other(2, 'device-b', 'Chris Chief'), 'you, on another device'],
    ['the same person, no device known', other(2, null, 'Chris Chief'), 'you, on another device'],
    ['the same person on this device', other(2, 'device-a', 'Chris Chief'), 'you, on this device'],
    ['the planner', other(4, null), 'Pia Planner'],
    ['not told', null, 'someone else'],
  ])('%s', (_name, change, expected) => {
    expect(whoChanged(change, me, i18n)).toBe(expected);
  });

  it('says when, in words', () => {
    expect(otherChangeLine(other(4, null), me, i18n)).toBe(
      'Changed on the server by Pia Planner on Wed 18 Nov, 09:15.',
    );
  });

  it.each<
    [
      string,
      Parameters<typeof versionFields>[0],
      { label: string; mine: string | null; theirs: string | null }[],
    ]
  >([
    [
      'an edit: only what differs, named, never keys, ids or versions',
      {
        method: 'PUT',
        entity: { table: 'crewMembers', id: 30 },
        body: { startTime: '08:30' },
        serverEntity: { ...sam, id: 30, version: 5, startTime: '09:45', ratings: [] },
        undo: [{ table: 'crewMembers', id: 30, row: { ...sam, version: 4 } }],
      },
      [{ label: 'Start time', mine: '08:30', theirs: '09:45' }],
    ],
    [
      'a changed blocked date: my reason next to theirs, the field they left alone as it was',
      {
        method: 'PUT',
        entity: { table: 'blockDates', id: 9 },
        body: {
          startDate: '2026-12-19',
          endDate: '2026-12-21',
          reason: 'Family visit (mine, offline)',
        },
        serverEntity: {
          id: 9,
          version: 3,
          startDate: '2026-12-19',
          endDate: '2026-12-22',
          reason: 'Family visit (theirs)',
        },
        undo: [
          {
            table: 'blockDates',
            id: 9,
            row: {
              id: 9,
              version: 2,
              startDate: '2026-12-19',
              endDate: '2026-12-21',
              reason: 'Family visit',
            },
          },
        ],
      },
      [
        { label: 'From', mine: 'Sat 19 Dec', theirs: 'Sat 19 Dec' },
        { label: 'Until', mine: 'Mon 21 Dec', theirs: 'Tue 22 Dec' },
        { label: 'Reason', mine: 'Family visit (mine, offline)', theirs: 'Family visit (theirs)' },
      ],
    ],
    [
      "a member's site status in words, not the raw value",
      {
        method: 'POST',
        entity: { table: 'crewMembers', id: 30 },
        body: { kind: 'checkOut' },
        serverEntity: { ...sam, siteStatus: 'checkedIn' },
        undo: [{ table: 'crewMembers', id: 30, row: sam }],
      },
      [{ label: 'On site', mine: null, theirs: 'Checked in' }],
    ],
    [
      'a delete: mine leaves no row, theirs is what they changed',
      {
        method: 'DELETE',
        entity: { table: 'blockDates', id: 9 },
        body: null,
        serverEntity: { id: 9, version: 3, reason: 'theirs' },
        undo: [{ table: 'blockDates', id: 9, row: { id: 9, version: 2, reason: 'mine' } }],
      },
      [{ label: 'Reason', mine: null, theirs: 'theirs' }],
    ],
  ])('both versions: %s', (_name, record, expected) => {
    expect(versionFields(record, i18n)).toEqual(expected);
  });
});
