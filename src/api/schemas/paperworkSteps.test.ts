import { describe, expect, it } from 'vitest';
import type { DeliveryNoteStatus } from './crewPaperwork';
import {
  canConfirmSignOff,
  canSetHours,
  canTakeStep,
  nextStep,
  shiftLength,
  stepRefusal,
  type DeliveryNoteStep,
} from './paperworkSteps';

// Which step may be taken from which state (SPEC §4: release → signed → send).
const TABLE: [DeliveryNoteStatus, DeliveryNoteStep, boolean][] = [
  ['open', 'release', true],
  ['open', 'sign', false],
  ['open', 'send', false],
  ['released', 'release', false],
  ['released', 'sign', true],
  ['released', 'send', false],
  ['signed', 'release', false],
  ['signed', 'sign', false],
  ['signed', 'send', true],
  ['sent', 'release', false],
  ['sent', 'sign', false],
  ['sent', 'send', false],
];

describe('delivery note step order', () => {
  it.each(TABLE)('from %s, %s allowed: %s', (status, step, allowed) => {
    expect(canTakeStep(status, step)).toBe(allowed);
    expect(stepRefusal(status, step) === null).toBe(allowed);
  });

  it.each([
    ['open', 'release'],
    ['released', 'sign'],
    ['signed', 'send'],
    ['sent', null],
  ] as const)('after %s comes %s', (status, step) => {
    expect(nextStep(status)).toBe(step);
  });

  it('says why a step is refused', () => {
    expect(stepRefusal('open', 'sign')).toBe('Release the delivery note before it is signed');
    expect(stepRefusal('released', 'send')).toMatch(/released and signed before it is sent/);
    expect(stepRefusal('sent', 'sign')).toBe('The delivery note was already signed');
  });
});

describe('sign-off', () => {
  it.each([
    ['open', true],
    ['confirmed', false],
  ] as const)('from %s, hours and confirm allowed: %s', (status, allowed) => {
    expect(canSetHours(status)).toBe(allowed);
    expect(canConfirmSignOff(status)).toBe(allowed);
  });

  it.each([
    ['08:00', '17:00', 9],
    ['22:00', '06:00', 8],
    ['16:00', '23:30', 7.5],
    ['06:30', '07:00', 0.5],
    ['09:00', '09:00', 0],
  ])('a shift from %s to %s lasts %s hours', (from, to, hours) => {
    expect(shiftLength(from, to)).toBe(hours);
  });
});
