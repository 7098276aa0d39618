import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../app/render.testkit';
import type { ProjectFormLists } from '../../../db/projectListHooks';
import { CreateProjectModal } from './CreateProjectModal';

const lists: ProjectFormLists = {
  companies: [
    { id: 3, version: 1, name: 'Acme Events' },
    { id: 4, version: 1, name: 'Beta Fairs' },
  ],
  branches: [{ id: 1, version: 1, name: 'North' }],
  cateringTypes: [{ id: 2, version: 1, name: 'Lunch package' }],
  rateCards: [{ id: 5, version: 1, companyId: 3, name: 'Standard rates' }],
};

vi.mock('../../../db/projectListHooks', () => ({ useProjectFormLists: () => lists }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => () => Promise.resolve() }));

afterEach(cleanup);

const open = () => renderInApp(<CreateProjectModal opened onClose={() => undefined} />);

describe('CreateProjectModal', () => {
  // The focus once stayed on the button, far below "Choose a company." on a phone.
  it('focuses the first invalid field after a refused submit', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    screen.getByText('Choose a company.');
    const company = screen.getByRole('combobox', { name: 'Company' });
    await vi.waitFor(() => expect(document.activeElement).toBe(company));
  });
});
