import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import type * as profile from '../../sync/actions/profile';
import { UploadDocumentModal } from './UploadDocumentModal';

const uploadMobileDocument = vi.hoisted(() => vi.fn());
vi.mock('../../sync/actions/profile', async (original) => ({
  ...(await original<typeof profile>()),
  uploadMobileDocument,
}));

const scan = new File(['%PDF-1.4'], 'passport-scan.pdf', { type: 'application/pdf' });
const open = () => renderInApp(<UploadDocumentModal opened onClose={() => undefined} />);

describe('choosing the file of a new document', () => {
  afterEach(() => {
    cleanup();
    uploadMobileDocument.mockReset();
  });

  // The bare file input is worded by the browser in its own language ("Choose File").
  it('is a button in the app language; the labelled input stays hidden behind it', async () => {
    uploadMobileDocument.mockResolvedValueOnce(1);
    open();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('File', { exact: false });
    expect(input.type).toBe('file');
    expect(input.style.display).toBe('none');
    fireEvent.change(input, { target: { files: [scan] } });
    // The chosen file is named beside the button, and names the document.
    expect(await screen.findByText('passport-scan.pdf')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Name/ }).value).toBe(
      'passport-scan',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(uploadMobileDocument).toHaveBeenCalledWith(
        { name: 'passport-scan', type: 'other' },
        scan,
      ),
    );
  });

  it('without a file is refused with the button marked and focused', async () => {
    open();
    // The modal first puts the focus in itself; the refusal moves it on from there.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('BUTTON'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a file.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Choose a file' });
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toMatch(/-error$/);
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(uploadMobileDocument).not.toHaveBeenCalled();
  });

  it('named by the file after a refusal no longer asks for a name', async () => {
    open();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('BUTTON'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Give the document a name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('File', { exact: false }), {
      target: { files: [scan] },
    });
    await waitFor(() => expect(screen.queryByText('Give the document a name.')).toBeNull());
    expect(screen.queryByText('Choose a file.')).toBeNull();
  });

  it('named by hand after a refusal no longer asks for a name', async () => {
    open();
    await waitFor(() => expect(document.activeElement?.tagName).toBe('BUTTON'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Give the document a name.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /Name/ });
    // Spaces are not a name: the refusal stands.
    fireEvent.change(name, { target: { value: '  ' } });
    expect(screen.getByText('Give the document a name.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Passport' } });
    await waitFor(() => expect(screen.queryByText('Give the document a name.')).toBeNull());
    // The file's refusal is another matter: it stays until a file is chosen.
    expect(screen.getByText('Choose a file.')).toBeTruthy();
  });
});
