import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { freshDeviceSignedIn } from '../../db/device.testkit';

vi.mock('@tanstack/react-router', () => ({ Link: () => null }));
vi.mock('../../session/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    payload: { loginData: { personId: 1, contactNumber: null } },
  }),
}));

const { DocumentsToSignSection } = await import('./DocumentsToSignSection');

beforeEach(() => freshDeviceSignedIn('person:1'));
afterEach(cleanup);

describe('home: documents to sign while they are read', () => {
  // The card appeared only once read: "Documents not found" then pushed the tiles down, and
  // nothing said the documents were still being read.
  it('shows its heading and a spinner, then "Documents not found" on an empty device', async () => {
    renderInApp(<DocumentsToSignSection />);
    expect(screen.getByRole('heading', { name: 'Documents to sign' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Documents not found')).toBeNull();

    expect(await screen.findByText('Documents not found')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Loading' })).toBeNull();
  });
});
