import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../render.testkit';
import { useTextLimit } from './useTextLimit';

function Limited({ max, value }: { max: number; value: string }) {
  const limit = useTextLimit(v.pipe(v.string(), v.maxLength(max)));
  const { description, error } = limit(value);
  return (
    <>
      <p>{description}</p>
      <p>{error}</p>
    </>
  );
}

describe('useTextLimit', () => {
  // The figures in the reader's number format ("2.000" in German), not raw ("2000").
  it.each([
    [2000, 3, '3 of 2,000 characters'],
    [200, 3, '3 of 200 characters'],
    [3, 4, 'At most 3 characters, this has 4.'],
    [1000, 1001, 'At most 1,000 characters, this has 1,001.'],
  ])('max %s, %s typed → %s', (max, length, text) => {
    renderInApp(<Limited max={max} value={'x'.repeat(length)} />);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
