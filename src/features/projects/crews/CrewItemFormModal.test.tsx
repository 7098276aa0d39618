import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../app/render.testkit';
import type { PlannerCrew } from '../../../db/db';
import { CrewItemFormModal } from './CrewItemFormModal';

afterEach(cleanup);

const crew: PlannerCrew = {
  id: 3,
  version: 1,
  projectNumber: 'P-1',
  name: 'Crew B',
  locationName: null,
  city: null,
  chiefPersonId: null,
  chiefName: null,
  signedOff: false,
  lastLocationAt: null,
  ratingTypes: [],
};

const open = () =>
  renderInApp(
    <CrewItemFormModal
      projectNumber="P-1"
      target={{ kind: 'create', crew, startDate: '2027-05-20', endDate: '2027-05-25' }}
      onClose={() => undefined}
    />,
  );

describe('CrewItemFormModal', () => {
  // It once let 150 characters in against the server's 100, without a count.
  it('holds the function to the schema’s limit and counts it', () => {
    open();
    const fn = screen.getByRole<HTMLInputElement>('textbox', { name: 'Function' });
    expect(fn.maxLength).toBe(100);
    fireEvent.change(fn, { target: { value: 'Loader' } });
    screen.getByText('6 of 100 characters');
  });

  // A required day cannot be emptied (DateField keeps the day); the order of the two days
  // is the form's to tell, in its own words, beside the field.
  it('says a last day before the first one in its words, typed in the person’s format', () => {
    open();
    fireEvent.change(screen.getByRole('textbox', { name: /Last day/ }), {
      target: { value: '10/05/2027' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add crew item' }));
    screen.getByText('The last day cannot be before the first day.');
  });

  it('takes a start time typed without its colon as 24-hour time', () => {
    open();
    const start = screen.getByRole<HTMLInputElement>('textbox', { name: /Start time/ });
    fireEvent.change(start, { target: { value: '0745' } });
    fireEvent.blur(start);
    expect(start.value).toBe('07:45');
  });
});
