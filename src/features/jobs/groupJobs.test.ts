import { describe, expect, it } from 'vitest';
import type { Job } from '../../db/db';
import { groupJobs, type JobGroups } from './groupJobs';

const job = (
  id: number,
  status: Job['status'],
  startDate: string,
  extra: Partial<Job> = {},
): Job => ({
  id,
  version: 1,
  status,
  projectNumber: `P-${id}`,
  projectName: `Project ${id}`,
  company: 'Co',
  crewId: 1,
  crewName: 'Crew',
  functionName: 'Stagehand',
  startDate,
  endDate: startDate,
  startTime: '08:00',
  endTime: '17:00',
  crewChiefOnly: false,
  isCrewChief: false,
  locationId: null,
  locationName: null,
  city: null,
  ...extra,
});

const TODAY = '2026-11-23';
type Ids = Record<keyof JobGroups, number[]>;
const none: Ids = { toConfirm: [], applied: [], upcoming: [], past: [], crewChief: [] };

describe('groupJobs', () => {
  it.each<[string, Job[], Partial<Ids>]>([
    ['no jobs', [], {}],
    [
      'confirmed split by end date; past newest first',
      [
        job(1, 'confirmed', '2026-11-01'),
        job(2, 'confirmed', '2026-11-20'),
        job(3, 'confirmed', TODAY),
        job(4, 'confirmed', '2026-11-22', { endDate: TODAY }),
      ],
      { upcoming: [4, 3], past: [2, 1] },
    ],
    [
      'to confirm and applied whatever the date; cancelled nowhere',
      [
        job(1, 'toConfirm', '2026-12-01'),
        job(2, 'applied', '2026-12-03'),
        job(3, 'cancelled', '2026-12-02'),
        job(4, 'toConfirm', '2026-11-28'),
      ],
      { toConfirm: [4, 1], applied: [2] },
    ],
    [
      'same day sorts by start time',
      [
        job(1, 'confirmed', TODAY, { startTime: '14:00' }),
        job(2, 'confirmed', TODAY, { startTime: '06:30' }),
      ],
      { upcoming: [2, 1] },
    ],
    [
      'crew chief jobs from today also show in their own group',
      [
        job(1, 'confirmed', TODAY, { isCrewChief: true }),
        job(2, 'confirmed', TODAY, { isCrewChief: true, crewChiefOnly: true, startTime: '06:30' }),
        job(3, 'confirmed', '2026-11-01', { isCrewChief: true }),
        job(4, 'toConfirm', '2026-11-30', { isCrewChief: true }),
      ],
      { upcoming: [2, 1], past: [3], toConfirm: [4], crewChief: [2, 1, 4] },
    ],
  ])('%s', (_, jobs, expected) => {
    const groups = groupJobs(jobs, TODAY);
    const ids = Object.fromEntries(
      Object.entries(groups).map(([k, list]) => [k, list.map((j) => j.id)]),
    );
    expect(ids).toEqual({ ...none, ...expected });
  });
});
