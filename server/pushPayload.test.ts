import { describe, expect, it } from 'vitest';
import { jobPushPayload } from './push';

describe('job push payload', () => {
  it('writes the day in words, not ISO', () => {
    const job = {
      id: 7,
      projectName: 'Festival',
      functionName: 'Rigger',
      startDate: '2026-11-24',
      startTime: '08:00',
    };
    expect(jobPushPayload('confirmed', job)).toEqual({
      title: 'Job confirmed',
      body: 'Festival – Rigger, Tue, 24 Nov 2026 08:00',
      url: '/jobs/7',
      tag: 'job-7',
    });
  });
});
