import { describe, expect, it } from 'vitest';
import type { OpenStep } from '../../db/crewPaperworkHooks';
import { stepViews } from './stepView';

const open = (kind: string, state: OpenStep['state'] = 'pending'): OpenStep => ({
  id: kind,
  kind,
  state,
  lastError: state === 'conflict' ? 'Release the delivery note before it is signed' : null,
});

describe('delivery note step view', () => {
  it.each([
    ['open', [], ['next', 'later', 'later']],
    ['released', [], ['done', 'next', 'later']],
    ['released', [open('deliveryNote.release')], ['onDevice', 'next', 'later']],
    [
      'signed',
      [open('deliveryNote.release', 'sending'), open('deliveryNote.sign')],
      ['onDevice', 'onDevice', 'next'],
    ],
    ['signed', [open('deliveryNote.sign')], ['done', 'onDevice', 'next']],
    ['sent', [open('deliveryNote.send')], ['done', 'done', 'onDevice']],
    ['sent', [], ['done', 'done', 'done']],
    ['signed', [open('deliveryNote.sign', 'conflict')], ['done', 'problem', 'next']],
  ] as const)('%s with %j waiting reads %j', (status, waiting, states) => {
    expect(stepViews(status, waiting).map((v) => v.state)).toEqual(states);
  });

  it('a refused step carries the server reason', () => {
    const [, sign] = stepViews('signed', [open('deliveryNote.sign', 'conflict')]);
    expect(sign?.error).toBe('Release the delivery note before it is signed');
  });
});
