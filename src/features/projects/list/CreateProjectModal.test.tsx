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

const open = (onClose = () => undefined) =>
  renderInApp(<CreateProjectModal opened onClose={onClose} />);

const ASK = 'Discard this new project?';

describe('CreateProjectModal', () => {
  // The focus once stayed on the button, far below "Choose a company." on a phone.
  it('focuses the first invalid field after a refused submit', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    screen.getByText('Choose a company.');
    const company = screen.getByRole('combobox', { name: 'Company' });
    await vi.waitFor(() => expect(document.activeElement).toBe(company));
  });

  it('closes at once when nothing was typed', () => {
    const onClose = vi.fn();
    open(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(ASK)).toBeNull();
  });

  // Cancel, Escape or the close button once threw typed input away without a word.
  it.each([
    ['Cancel', () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })],
  ])('asks before %s discards what was typed', async (_how, leave) => {
    const onClose = vi.fn();
    open(onClose);
    fireEvent.change(screen.getByRole('textbox', { name: 'Client mark' }), {
      target: { value: 'WGA' },
    });
    leave();
    await screen.findByText(ASK);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    leave();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
