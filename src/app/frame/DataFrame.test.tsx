import { cleanup, screen } from '@testing-library/react';
import { renderInApp } from '../render.testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFrame } from './DataFrame';

afterEach(cleanup);

const frame = (value: { name: string } | null | undefined) =>
  renderInApp(
    <DataFrame value={value} notFound="Contract not found">
      {(c) => <p>Loaded {c.name}</p>}
    </DataFrame>,
  );

describe('DataFrame', () => {
  it('shows a labelled spinner while the query loads', () => {
    const { container } = frame(undefined);
    expect(container.querySelector('[aria-label="Loading"]')).not.toBeNull();
    expect(screen.queryByText('Contract not found')).toBeNull();
  });

  it('says not found when the device does not have it', () => {
    frame(null);
    expect(screen.getByText('Contract not found')).toBeTruthy();
    expect(screen.queryByText(/^Loaded/)).toBeNull();
  });

  it('renders the screen with the loaded value', () => {
    frame({ name: 'Summer' });
    expect(screen.getByText('Loaded Summer')).toBeTruthy();
    expect(document.querySelector('[aria-label="Loading"]')).toBeNull();
  });
});
