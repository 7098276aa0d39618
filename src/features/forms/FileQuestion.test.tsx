import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { fullDiskErrors } from '../../db/storageFull.testkit';
import type * as forms from '../../sync/actions/forms';
import { FileQuestion } from './FileQuestion';

const keepFormFile = vi.hoisted(() => vi.fn());
vi.mock('../../sync/actions/forms', async (original) => ({
  ...(await original<typeof forms>()),
  keepFormFile,
}));
vi.mock('../../db/hooks', () => ({ useKeptFile: () => null }));

const question = {
  label: 'Photo of the damage',
  help: null,
  required: false,
} as forms.FormQuestion;

describe('a file answer on a full device', () => {
  afterEach(cleanup);

  it('says the device is full and keeps the answer as it was', async () => {
    keepFormFile.mockRejectedValue(fullDiskErrors().abortedForQuota);
    const onChange = vi.fn();
    const { container } = renderInApp(
      <FileQuestion
        question={question}
        value={null}
        onChange={onChange}
        error={null}
        disabled={false}
      />,
    );
    const input = container.querySelector('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'damage.jpg', { type: 'image/jpeg' })] },
    });
    expect(
      await screen.findByText('The device is full: free some space and try again.'),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
