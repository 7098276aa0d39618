import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../app/render.testkit';
import type { ProjectFormLists } from '../../../db/projectListHooks';
import type * as projectCreate from '../../../sync/actions/projectCreate';
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

const env = vi.hoisted(() => ({
  online: true,
  companies: 2,
  navigate: vi.fn(() => Promise.resolve()),
  createProject: vi.fn(() => Promise.resolve({ id: -5, recordId: 'r1' })),
}));

vi.mock('../../../db/projectListHooks', () => ({
  useProjectFormLists: () => ({ ...lists, companies: lists.companies.slice(0, env.companies) }),
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => env.navigate }));
vi.mock('../../../sync/online', () => ({ isOnline: () => env.online }));
vi.mock('../../../sync/actions/projectCreate', async (original) => ({
  ...(await original<typeof projectCreate>()),
  createProject: env.createProject,
}));
// The server made the project the form queued (record r1) as P-90001.
vi.mock('../../../db/projectCopyHooks', () => ({
  useCopyOutcome: (q: { recordId: string } | null) =>
    q?.recordId === 'r1' ? { kind: 'done', number: 'P-90001' } : { kind: 'waiting' },
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  env.online = true;
  env.companies = 2;
});

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

  // The form's own Escape does not need silencing while the question is open: only the top
  // modal hears the key (focus is trapped in it), so Escape answers "Keep editing" and the
  // form does not ask again.
  it('a second Escape answers the question and leaves the form open', async () => {
    const onClose = vi.fn();
    open(onClose);
    fireEvent.change(screen.getByRole('textbox', { name: 'Client mark' }), {
      target: { value: 'WGA' },
    });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await screen.findByText(ASK);
    // ConfirmModal listens from the key press after the one that opened it.
    await new Promise((resolve) => setTimeout(resolve, 10));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText(ASK)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByText(ASK)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Client mark' })).toHaveProperty('value', 'WGA');
    expect(onClose).not.toHaveBeenCalled();
  });

  const fillAndCreate = async () => {
    env.companies = 1;
    const onClose = vi.fn();
    open(onClose);
    fireEvent.change(screen.getByRole('textbox', { name: 'Client mark' }), {
      target: { value: 'WGA' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Project name' }), {
      target: { value: 'Winter gala' },
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Rate card' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Standard rates' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(env.createProject).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Winter gala', companyId: 3, rateCardId: 5 }),
    );
  };

  // The planner once stayed on the list, where the new project may sort far out of sight.
  it('opens the new project once the server made it', async () => {
    await fillAndCreate();
    await vi.waitFor(() =>
      expect(env.navigate).toHaveBeenCalledWith({
        to: '/projects/$number',
        params: { number: 'P-90001' },
      }),
    );
  });

  it('offline, stays on the list: the project is sent later', async () => {
    env.online = false;
    await fillAndCreate();
    expect(env.navigate).not.toHaveBeenCalled();
  });
});
