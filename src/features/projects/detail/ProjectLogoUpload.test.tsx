import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../app/render.testkit';
import { fullDiskErrors, keyClash } from '../../../db/storageFull.testkit';
import type * as projectDetail from '../../../sync/actions/projectDetail';
import { ProjectLogoUpload } from './ProjectLogoUpload';

const uploadProjectLogo = vi.hoisted(() => vi.fn());
vi.mock('../../../sync/actions/projectDetail', async (original) => ({
  ...(await original<typeof projectDetail>()),
  uploadProjectLogo,
}));

const project = { id: 3, number: 'P-1' };
const logo = new File(['png'], 'logo.png', { type: 'image/png' });
const pick = () =>
  fireEvent.change(screen.getByLabelText('New logo'), { target: { files: [logo] } });

describe('a new project logo when saving fails', () => {
  afterEach(() => {
    cleanup();
    uploadProjectLogo.mockReset();
  });

  it('on a full device says so and offers the same logo again', async () => {
    uploadProjectLogo.mockRejectedValueOnce(fullDiskErrors().dexieQuota);
    renderInApp(<ProjectLogoUpload project={project} flag={undefined} />);
    pick();
    expect(
      await screen.findByText('The device is full: free some space and try again.'),
    ).toBeTruthy();
    uploadProjectLogo.mockResolvedValueOnce(null);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
    expect(uploadProjectLogo).toHaveBeenLastCalledWith(project, logo);
  });

  it('for another reason keeps its own words', async () => {
    uploadProjectLogo.mockRejectedValueOnce(keyClash());
    renderInApp(<ProjectLogoUpload project={project} flag={undefined} />);
    pick();
    expect(await screen.findByText('The logo could not be saved on this device.')).toBeTruthy();
  });
});

describe('choosing a project logo', () => {
  afterEach(cleanup);

  // The bare file input is worded by the browser in its own language ("Choose File").
  it('is a button in the app language; the labelled input stays hidden behind it', async () => {
    uploadProjectLogo.mockResolvedValueOnce(null);
    renderInApp(<ProjectLogoUpload project={project} flag={undefined} />);
    expect(screen.getByRole('button', { name: 'Choose a logo' })).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('New logo');
    expect(input.type).toBe('file');
    expect(input.style.display).toBe('none');
    pick();
    await waitFor(() => expect(uploadProjectLogo).toHaveBeenCalledWith(project, logo));
  });
});
