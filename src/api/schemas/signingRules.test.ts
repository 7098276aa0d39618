import { describe, expect, it } from 'vitest';
import type { Signatory } from './documents';
import {
  canSign,
  currentTurn,
  documentParameters,
  isFullySigned,
  isReadyToSign,
  isSigned,
  orderedSignatories,
  signBlock,
  signOneByOne,
  signedState,
  statusFromSignatures,
  turnOf,
  typeParameters,
  userSignatories,
  userSignatures,
} from './signingRules';

const ME = { personId: 1, contactNumber: 'C-0001' };

function signatory(
  id: number,
  caption: string,
  who: { person?: number; contact?: string },
  signed: boolean[] = [caption === 'Signed'],
): Signatory {
  return {
    id,
    position: id,
    name: `S${id}`,
    status: { caption },
    person: who.person === undefined ? null : { id: who.person },
    contact: who.contact === undefined ? null : { number: who.contact },
    signatures: signed.map((s, i) => ({ id: id * 10 + i, signed: s, signedAt: null })),
  };
}

const doc = (signatories: Signatory[], parameters = '{}', typeParams = '{}') => ({
  parameters,
  type: { parameters: typeParams },
  signatories,
});

const STATUSES = ['Ready to sign', 'On Going', 'Signed', 'Draft'] as const;
const MODES = [
  { name: 'one by one', parameters: '{"signatoriesOrder":[2,1]}' },
  { name: 'any order', parameters: '{}' },
] as const;

/**
 * Every combination of (previous signatory's status × my status × mode). The planner (id 2)
 * signs first in one-by-one mode; I am signatory 1. Expected values spelled out per row.
 */
const TABLE: [mode: string, other: string, mine: string, can: boolean, signed: boolean][] = [
  ['one by one', 'Ready to sign', 'Ready to sign', false, false],
  ['one by one', 'Ready to sign', 'On Going', false, false],
  ['one by one', 'Ready to sign', 'Signed', false, true],
  ['one by one', 'Ready to sign', 'Draft', false, false],
  ['one by one', 'On Going', 'Ready to sign', false, false],
  ['one by one', 'On Going', 'On Going', false, false],
  ['one by one', 'On Going', 'Signed', false, true],
  ['one by one', 'On Going', 'Draft', false, false],
  ['one by one', 'Signed', 'Ready to sign', true, false],
  ['one by one', 'Signed', 'On Going', true, false],
  ['one by one', 'Signed', 'Signed', false, true],
  ['one by one', 'Signed', 'Draft', false, false],
  ['one by one', 'Draft', 'Ready to sign', false, false],
  ['one by one', 'Draft', 'On Going', false, false],
  ['one by one', 'Draft', 'Signed', false, true],
  ['one by one', 'Draft', 'Draft', false, false],
  ['any order', 'Ready to sign', 'Ready to sign', true, false],
  ['any order', 'Ready to sign', 'On Going', true, false],
  ['any order', 'Ready to sign', 'Signed', false, true],
  ['any order', 'Ready to sign', 'Draft', false, false],
  ['any order', 'On Going', 'Ready to sign', true, false],
  ['any order', 'On Going', 'On Going', true, false],
  ['any order', 'On Going', 'Signed', false, true],
  ['any order', 'On Going', 'Draft', false, false],
  ['any order', 'Signed', 'Ready to sign', true, false],
  ['any order', 'Signed', 'On Going', true, false],
  ['any order', 'Signed', 'Signed', false, true],
  ['any order', 'Signed', 'Draft', false, false],
  ['any order', 'Draft', 'Ready to sign', true, false],
  ['any order', 'Draft', 'On Going', true, false],
  ['any order', 'Draft', 'Signed', false, true],
  ['any order', 'Draft', 'Draft', false, false],
];

describe('signing rules: every status combination in both modes', () => {
  it('the table covers all combinations', () => {
    expect(TABLE).toHaveLength(STATUSES.length ** 2 * MODES.length);
  });

  it.each(TABLE)(
    '%s: other %s, mine %s → may sign %s, signed %s',
    (mode, other, mine, can, signed) => {
      const parameters = MODES.find((m) => m.name === mode)!.parameters;
      const mineSignatures = mine === 'On Going' ? [true, false] : [mine === 'Signed'];
      const d = doc(
        [signatory(1, mine, { person: 1 }, mineSignatures), signatory(2, other, { person: 4 })],
        parameters,
      );
      const me = d.signatories[0]!;
      expect(signOneByOne(d)).toBe(mode === 'one by one');
      expect(canSign(d, me)).toBe(can);
      expect(isReadyToSign(d, ME)).toBe(can);
      expect(isSigned(d, ME)).toBe(signed);
      expect(userSignatories(d, ME).map((s) => s.id)).toEqual([1]);
    },
  );
});

describe('signing rules: details', () => {
  it('explains why a signatory waits, and whose turn it is', () => {
    const d = doc(
      [
        signatory(1, 'Ready to sign', { person: 1 }),
        signatory(2, 'Ready to sign', { contact: 'K-9' }),
      ],
      '{"signatoriesOrder":[2,1]}',
    );
    expect(signBlock(d, d.signatories[0]!)).toEqual({ reason: 'waiting', for: d.signatories[1] });
    expect(currentTurn(d)?.id).toBe(2);
    expect(signBlock(d, d.signatories[1]!)).toBeNull();
  });

  it('one-by-one from the type parameters follows the positions', () => {
    const d = doc(
      [signatory(2, 'Ready to sign', { person: 4 }), signatory(1, 'Ready to sign', { person: 1 })],
      '{}',
      '{"signOneByOne":true}',
    );
    expect(orderedSignatories(d).map((s) => s.id)).toEqual([1, 2]);
    expect(canSign(d, d.signatories[1]!)).toBe(true);
    expect(signBlock(d, d.signatories[0]!)).toMatchObject({ reason: 'waiting' });
  });

  it('a third signatory waits for the second, not only the first', () => {
    const d = doc(
      [
        signatory(1, 'Signed', { person: 2 }),
        signatory(2, 'Ready to sign', { person: 4 }),
        signatory(3, 'Ready to sign', { person: 1 }),
      ],
      '{"signatoriesOrder":[1,2,3]}',
    );
    expect(signBlock(d, d.signatories[2]!)).toMatchObject({ reason: 'waiting', for: { id: 2 } });
  });

  it('contacts sign by contact number', () => {
    const d = doc([signatory(5, 'Ready to sign', { contact: 'C-0001' })]);
    expect(userSignatories(d, ME).map((s) => s.id)).toEqual([5]);
    expect(userSignatories(d, { personId: 1, contactNumber: null })).toEqual([]);
  });

  it('signed only when every ready signature of mine is signed', () => {
    const d = doc([
      signatory(1, 'Signed', { person: 1 }, [true]),
      signatory(2, 'On Going', { contact: 'C-0001' }, [true, false]),
      signatory(3, 'Draft', { person: 1 }, [false]),
    ]);
    expect(userSignatures(d, ME)).toHaveLength(3);
    expect(isSigned(d, ME)).toBe(false);
    expect(isSigned(doc([signatory(3, 'Draft', { person: 1 }, [false])]), ME)).toBe(false);
    expect(isSigned(doc([]), ME)).toBe(false);
  });

  it('allowSignatories false forbids signing in the app', () => {
    const d = doc([signatory(1, 'Ready to sign', { person: 1 })], '{"allowSignatories":false}');
    expect(signBlock(d, d.signatories[0]!)).toEqual({ reason: 'notAllowed' });
  });

  it.each([
    ['not json', { allowSignatories: true, signatoriesOrder: [] }],
    ['[1,2]', { allowSignatories: true, signatoriesOrder: [] }],
    ['null', { allowSignatories: true, signatoriesOrder: [] }],
    ['{"signatoriesOrder":"2,1"}', { allowSignatories: true, signatoriesOrder: [] }],
    [
      '{"signatoriesOrder":[3,1],"allowSignatories":false}',
      { allowSignatories: false, signatoriesOrder: [3, 1] },
    ],
  ])('parameters %s decode to %j', (raw, expected) => {
    expect(documentParameters(raw)).toEqual(expected);
  });

  it('undecodable type parameters fall back to empty values', () => {
    expect(typeParameters('{oops')).toEqual({ signOneByOne: false, rating: false, formFields: [] });
    expect(
      typeParameters('{"rating":true,"formFields":[{"name":"place","label":"Place"}]}'),
    ).toEqual({
      signOneByOne: false,
      rating: true,
      formFields: [{ name: 'place', label: 'Place' }],
    });
  });

  it.each([
    [[], 'Ready to sign'],
    [[false, false], 'Ready to sign'],
    [[true, false], 'On Going'],
    [[true, true], 'Signed'],
  ])('signatures %j give status %s', (signed, status) => {
    expect(statusFromSignatures(signed.map((s) => ({ signed: s })))).toBe(status);
  });
});

describe('signing rules: the document as a whole', () => {
  /** Two signatories, me (1) and another (2), any order: the badge after each step. */
  const STEPS: [mine: string, other: string, full: boolean, state: string][] = [
    ['Ready to sign', 'Ready to sign', false, 'open'],
    ['Signed', 'Ready to sign', false, 'signedByYou'],
    ['Signed', 'On Going', false, 'signedByYou'],
    ['Ready to sign', 'Signed', false, 'open'],
    ['Signed', 'Signed', true, 'signed'],
    // A signatory that does not take part (unknown caption) does not hold the document back.
    ['Signed', 'Draft', true, 'signed'],
  ];

  it.each(STEPS)('mine %s, other %s → fully signed %s, badge %s', (mine, other, full, state) => {
    const d = doc([
      signatory(1, mine, { person: 1 }),
      signatory(2, other, { person: 4 }, other === 'On Going' ? [true, false] : undefined),
    ]);
    expect(isFullySigned(d)).toBe(full);
    expect(signedState(d, ME)).toBe(state);
  });

  it('a signatory marked Signed with a signature still open is not signed', () => {
    expect(isFullySigned(doc([signatory(1, 'Signed', { person: 1 }, [true, false])]))).toBe(false);
    expect(isFullySigned(doc([]))).toBe(false);
  });

  it.each([
    // order [2,1]: 2 signs first
    ['Ready to sign', 'Ready to sign', 1, null],
    ['Ready to sign', 'Ready to sign', 2, 'theirs'],
    ['Ready to sign', 'Signed', 1, 'yours'],
    ['Ready to sign', 'Signed', 2, null],
    ['Signed', 'Signed', 1, null],
  ] as const)('one by one: mine %s, other %s → row %i shows %s', (mine, other, row, turn) => {
    const d = doc(
      [signatory(1, mine, { person: 1 }), signatory(2, other, { person: 4 })],
      '{"signatoriesOrder":[2,1]}',
    );
    expect(
      turnOf(
        d,
        d.signatories.find((s) => s.id === row)!,
        ME,
      ),
    ).toBe(turn);
  });

  it('any order shows no turn', () => {
    const d = doc([signatory(1, 'Ready to sign', { person: 1 })]);
    expect(turnOf(d, d.signatories[0]!, ME)).toBeNull();
  });
});
