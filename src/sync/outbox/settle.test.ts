import { describe, expect, it } from 'vitest';
import type { RawAnswer } from '../../api/raw';
import { outboxRecord } from './enqueue';
import { settle, unresolvedChange, type Settlement } from './settle';

const NOW = 1_000_000;
const clock = { now: NOW, random: () => 0.5 };
// Tried twice before: a retry is the third attempt, 4 s later (backoffDelay, no jitter at 0.5).
const record = {
  ...outboxRecord('person:1', {
    kind: 'blockDate.update',
    method: 'PUT',
    path: '/blockDates/7',
    body: { reason: 'mine' },
    entity: { table: 'blockDates', id: 7 },
    baseVersion: 2,
  }),
  state: 'sending' as const,
  attempts: 2,
};

const said = (status: number, extra: object = {}): RawAnswer => ({
  status,
  body: { code: 'x', message: `said ${status}`, ...extra },
});
const theirs = { id: 7, version: 3, reason: 'theirs' };

const retried = (lastError: string, next: Settlement['next'] = 'go-on'): Settlement => ({
  write: {
    kind: 'update',
    change: {
      state: 'pending',
      attempts: 3,
      nextTryAt: NOW + 4_000,
      lastError,
      lastErrorCode: 'x',
      updatedAt: NOW,
    },
  },
  tally: 'retried',
  next,
});
const failed = (lastError: string, lastErrorCode: string | null = 'x'): Settlement => ({
  write: { kind: 'update', change: { state: 'failed', lastError, lastErrorCode, updatedAt: NOW } },
  tally: 'failed',
  next: 'go-on',
});

describe('settle: what each answer does to its record (DESIGN.md "Replay")', () => {
  it.each<{ name: string; answer: RawAnswer | null; expected: Settlement }>([
    {
      name: '200: applied with the server entity',
      answer: { status: 200, body: theirs },
      expected: { write: { kind: 'apply', body: theirs }, tally: 'sent', next: 'go-on' },
    },
    {
      name: '201: applied',
      answer: { status: 201, body: theirs },
      expected: { write: { kind: 'apply', body: theirs }, tally: 'sent', next: 'go-on' },
    },
    {
      name: '204 (a delete): applied, no body',
      answer: { status: 204, body: null },
      expected: { write: { kind: 'apply', body: null }, tally: 'sent', next: 'go-on' },
    },
    {
      name: '401: pending again, no attempt counted, token refreshed',
      answer: said(401),
      expected: {
        write: { kind: 'update', change: { state: 'pending', updatedAt: NOW } },
        tally: null,
        next: 'refresh',
      },
    },
    {
      name: "412: conflict, with the server's current entity and who changed it beside mine",
      answer: said(412, {
        current: theirs,
        changedBy: { personId: 4, name: 'Pia Planner', deviceId: null, at: '2026-11-18T08:00:00Z' },
      }),
      expected: {
        write: {
          kind: 'update',
          change: {
            state: 'conflict',
            serverEntity: theirs,
            otherChange: {
              personId: 4,
              name: 'Pia Planner',
              deviceId: null,
              at: '2026-11-18T08:00:00Z',
            },
            lastError: 'said 412',
            lastErrorCode: 'x',
            updatedAt: NOW,
          },
        },
        tally: 'conflicts',
        next: 'go-on',
      },
    },
    {
      name: '412 without `current` or who: the whole body is kept as theirs, nobody named',
      answer: { status: 412, body: theirs },
      expected: {
        write: {
          kind: 'update',
          change: {
            state: 'conflict',
            serverEntity: theirs,
            otherChange: null,
            lastError: 'HTTP 412',
            lastErrorCode: null,
            updatedAt: NOW,
          },
        },
        tally: 'conflicts',
        next: 'go-on',
      },
    },
    {
      name: "409 (a rule said no): refused with the server's reason, not a conflict",
      answer: said(409, { current: theirs }),
      expected: {
        write: {
          kind: 'update',
          change: {
            state: 'refused',
            serverEntity: theirs,
            lastError: 'said 409',
            lastErrorCode: 'x',
            updatedAt: NOW,
          },
        },
        tally: 'failed',
        next: 'go-on',
      },
    },
    ...[408, 429, 500, 502, 503].map((status) => ({
      name: `${status}: pending, tried again after a backoff`,
      answer: said(status),
      expected: retried(`said ${status}`),
    })),
    {
      name: 'network failure (null): pending after a backoff, the pass stops, no attempt counted',
      answer: null,
      expected: {
        write: {
          kind: 'update',
          change: {
            state: 'pending',
            attempts: 2,
            nextTryAt: NOW + 2_000,
            lastError: 'No connection',
            lastErrorCode: null,
            updatedAt: NOW,
          },
        },
        tally: 'retried',
        next: 'offline',
      },
    },
    ...[400, 403, 404, 410, 422].map((status) => ({
      name: `${status}: failed, with the server's message`,
      answer: said(status),
      expected: failed(`said ${status}`),
    })),
    {
      name: '400 without a message: failed, with the status',
      answer: { status: 400, body: null },
      expected: failed('HTTP 400', null),
    },
    {
      name: '304 (no write should get it): failed, never dropped',
      answer: { status: 304, body: null },
      expected: failed('HTTP 304', null),
    },
  ])('$name', ({ answer, expected }) => {
    expect(settle(record, answer, clock)).toEqual(expected);
  });

  it('backs off further each attempt, up to 5 minutes', () => {
    const after = (attempts: number) => {
      const { write } = settle({ ...record, attempts }, said(503), clock);
      return write.kind === 'update' ? (write.change.nextTryAt ?? 0) - NOW : null;
    };
    expect([0, 1, 2, 3, 20].map(after)).toEqual([1_000, 2_000, 4_000, 8_000, 300_000]);
  });

  it('a path whose create was never saved: failed, saying so', () => {
    expect(unresolvedChange(NOW)).toEqual({
      state: 'failed',
      lastError: 'It depends on a change that was not saved.',
      lastErrorCode: null,
      updatedAt: NOW,
    });
  });
});
