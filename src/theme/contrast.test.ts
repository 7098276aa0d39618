import { describe, expect, it } from 'vitest';
import { contrastRatio, darken, readableOn, worstContrast } from './contrast';

describe('WCAG contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    // Mantine's defaults the issue met: dimmed text, a link, a white label on green.
    ['#868e96', '#f8f9fa', 3.15],
    ['#228be6', '#ffffff', 3.55],
    ['#ffffff', '#40c057', 2.36],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });

  it.each([
    ['#ffffff', 0, '#ffffff'],
    ['#ffffff', 1, '#000000'],
    ['#ff8000', 0.5, '#804000'],
  ])('darken(%s, %d) is %s', (colour, amount, expected) => {
    expect(darken(colour, amount)).toBe(expected);
  });
});

describe('readableOn', () => {
  const light = ['#ffffff', '#f8f9fa', '#e7f5ff'];
  it.each([
    ['a colour that reads stays itself', '#1864ab', light],
    ['dimmed grey is darkened', '#868e96', light],
    ['yellow is darkened a long way', '#fab005', light],
    ['on a mid grey it ends at black at worst', '#fab005', ['#777777']],
  ])('%s', (_case, colour, backgrounds) => {
    const readable = readableOn(colour, backgrounds);
    expect(worstContrast(readable, backgrounds)).toBeGreaterThanOrEqual(4.5);
    if (worstContrast(colour, backgrounds) >= 4.5) expect(readable).toBe(colour);
  });

  it('darkens no more than needed', () => {
    // Dimmed text stays lighter than body text: just over the line, not near black.
    expect(worstContrast(readableOn('#868e96', light), light)).toBeLessThan(4.9);
  });
});
