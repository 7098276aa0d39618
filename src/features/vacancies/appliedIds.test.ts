import { describe, expect, it } from 'vitest';
import type { Job } from '../../db/db';
import type { Vacancy } from '../../db/jobsHooks';
import { appliedIds } from './appliedIds';

const vacancy = (id: number, applied: boolean) => ({ id, applied }) as Vacancy;
const job = (id: number, status: Job['status']) => ({ id, status }) as Job;

describe('appliedIds', () => {
  it.each<[string, Vacancy[], Job[], number[]]>([
    ['server flag when no job row', [vacancy(1, true), vacancy(2, false)], [], [1]],
    ['optimistic apply: the job row says applied', [vacancy(1, false)], [job(1, 'applied')], [1]],
    [
      'optimistic withdraw: the job row says cancelled',
      [vacancy(1, true)],
      [job(1, 'cancelled')],
      [],
    ],
    [
      'a job of someone else’s id with another status',
      [vacancy(1, false)],
      [job(2, 'applied')],
      [],
    ],
  ])('%s', (_, vacancies, jobs, ids) => {
    expect([...appliedIds(vacancies, jobs)]).toEqual(ids);
  });
});
