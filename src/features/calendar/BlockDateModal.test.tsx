import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../app/render.testkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockDateModal } from './BlockDateModal';

afterEach(cleanup);

describe('BlockDateModal', () => {
  // It once called the browser's window.close() instead: Cancel and Escape did nothing in a
  // tab, and could close an installed app's window.
  it.each([
    ['Cancel', () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => fireEvent.keyDown(screen.getByLabelText(/Reason/), { key: 'Escape' })],
  ])('%s closes the form, not the window', (_how, act) => {
    const onClose = vi.fn();
    const windowClose = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderInApp(<BlockDateModal opened onClose={onClose} />);
    act();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(windowClose).not.toHaveBeenCalled();
    windowClose.mockRestore();
  });
});
