import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../app/render.testkit';
import type { PlannerCrew, PlannerCrewItem } from '../../../db/db';
import { CrewBookingList } from './CrewBookingList';

const crew: PlannerCrew = {
  id: 1,
  version: 1,
  projectNumber: 'P-1',
  name: 'Stage',
  locationName: null,
  city: null,
  chiefPersonId: null,
  chiefName: null,
  signedOff: false,
  lastLocationAt: null,
  ratingTypes: [],
};

const item = (over: Partial<PlannerCrewItem>): PlannerCrewItem => ({
  id: 1,
  version: 1,
  crewId: 1,
  personId: 7,
  personName: 'Sam',
  functionName: 'Runner',
  startDate: '2031-02-13',
  endDate: '2031-02-13',
  startTime: '08:00',
  endTime: '17:00',
  status: 'confirmed',
  notNeeded: false,
  siteStatus: 'none',
  crewChiefOnly: false,
  applicants: 0,
  ratings: [],
  ...over,
});

const nowrap = (text: string) => screen.getByText(text).style.whiteSpace;

// At 390 px "Thu, 13 Feb" above "2031" read as two dates: a day keeps to one line.
describe('the days of a booking', () => {
  afterEach(cleanup);

  it('keep each day, year and all, on one line', () => {
    renderInApp(<CrewBookingList crews={[crew]} items={[item({})]} />);
    expect(nowrap('Thu, 13 Feb 2031')).toBe('nowrap');
  });

  it('of a range may break only after the dash', () => {
    renderInApp(<CrewBookingList crews={[crew]} items={[item({ endDate: '2031-02-15' })]} />);
    expect(nowrap('Thu, 13 Feb 2031')).toBe('nowrap');
    expect(nowrap('Sat, 15 Feb 2031')).toBe('nowrap');
    expect(screen.getByText('Thu, 13 Feb 2031').parentElement?.textContent).toBe(
      'Thu, 13 Feb 2031\u00a0– Sat, 15 Feb 2031',
    );
  });
});
