import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { CreateCrewModal } from './CreateCrewModal';

afterEach(cleanup);

describe('CreateCrewModal', () => {
  // It once let 100 characters in against the server's 80, without a count.
  it('holds the name to the schema’s limit and counts it', () => {
    renderInApp(<CreateCrewModal opened onClose={() => undefined} />);
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(name.maxLength).toBe(80);
    fireEvent.change(name, { target: { value: 'Loaders' } });
    screen.getByText('7 of 80 characters');
  });
});
