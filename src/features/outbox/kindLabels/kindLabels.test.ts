import { describe, expect, it } from 'vitest';
import { isOutboxKind, KIND_LABELS, LABEL_PARTS } from '.';

describe('the outbox labels, split by part of the app', () => {
  it('label each kind in one part only: a second label would silently win the merge', () => {
    const kinds = LABEL_PARTS.flatMap((part) => Object.keys(part));
    expect(kinds.length).toBe(new Set(kinds).size);
    expect(kinds.length).toBe(Object.keys(KIND_LABELS).length);
  });

  it.each([
    ['crewMember.checkIn', true],
    ['plusCrewFigure.add', true],
    ['invoice.edit', true],
    ['invoice.burn', false],
    ['toString', false],
  ])('%s is a known kind: %s', (kind, known) => {
    expect(isOutboxKind(kind)).toBe(known);
  });
});
