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

  // An empty last day once read "The last day cannot be before the first day."
  it('asks for each empty day in its own words', () => {
    open();
    fireEvent.change(screen.getByLabelText(/First day/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/Last day/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add crew item' }));
    screen.getByText('Choose the first day.');
    screen.getByText('Choose the last day.');
    expect(screen.queryByText('The last day cannot be before the first day.')).toBeNull();
  });
});
