import { NetworkError } from '../../api/errors';
import { sendWrite, type RawAnswer, type RawRequest } from '../../api/raw';
import { db } from '../../db/db';
import { currentSendAuth, type SendAuth } from '../auth';
import { withLock } from '../lock';
import { backoffDelay, classifyAnswer } from './answers';
import { applySuccesses } from './apply';
import { resolvePath, sendableBatch } from './schedule';
import type { OutboxRecord } from './types';

export const OUTBOX_LOCK = 'crewhub-outbox';

export type ReplayDeps = {
  send: (req: RawRequest) => Promise<RawAnswer>;
  auth: (force: boolean) => Promise<SendAuth>;
  now: () => number;
  random: () => number;
};

export const defaultReplayDeps: ReplayDeps = {
  send: sendWrite,
  auth: (force) => currentSendAuth(Date.now(), force),
  now: () => Date.now(),
  random: Math.random,
};

export type ReplaySummary = {
  sent: number;
  retried: number;
  failed: number;
  conflicts: number;
  /** Why the pass ended early, if it did. */
  stopped: 'no-session' | 'offline' | 'refresh-refused' | null;
};

function errorText(answer: RawAnswer): string {
  const body = answer.body as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : `HTTP ${answer.status}`;
}

/**
 * How many records travel at once. Only records of different entities with no dependency
 * between them share a window, so per-entity order holds. Twelve is two rounds of the
 * browser's six connections per host: the window's answers are applied in one transaction,
 * so the screens' live queries run once per window (measured: 25 → 50+ records/s, P3).
 */
export const SEND_WINDOW = 12;

type Sent = { record: OutboxRecord; path: string; token: string; answer: RawAnswer | null };

/**
 * Sends waiting outbox records in order, a window of independent ones at a time, under a Web
 * Lock shared by the page and the service worker (DESIGN.md "Replay"). Each answer moves its
 * record per the table in answers.ts; a record is marked done only after a 2xx, in the same
 * transaction as the entity.
 */
export async function replayOutbox(deps: ReplayDeps = defaultReplayDeps): Promise<ReplaySummary> {
  const summary: ReplaySummary = { sent: 0, retried: 0, failed: 0, conflicts: 0, stopped: null };
  await withLock(OUTBOX_LOCK, async () => {
    let auth = await deps.auth(false);
    if (!auth) {
      summary.stopped = 'no-session';
      return;
    }
    const owner = auth.ownerId;
    let refreshed = false;
    const records = new Map<string, OutboxRecord>(
      (await db.outbox.where('ownerId').equals(owner).toArray()).map((r) => [r.id, r]),
    );
    await pruneDone(records);
    const update = async (id: string, change: Partial<OutboxRecord>) => {
      const next = { ...records.get(id)!, ...change, updatedAt: deps.now() };
      records.set(id, next);
      await db.outbox.update(id, { ...change, updatedAt: next.updatedAt });
    };

    while (summary.stopped === null) {
      const batch = sendableBatch([...records.values()], owner, deps.now(), SEND_WINDOW);
      if (batch.length === 0) break;
      const ready: { record: OutboxRecord; path: string }[] = [];
      for (const record of batch) {
        const path = resolvePath(record.path, records);
        if (path !== null) ready.push({ record, path });
        else {
          await update(record.id, {
            state: 'failed',
            lastError: 'It depends on a change that was not saved.',
          });
          summary.failed += 1;
        }
      }
      if (ready.length === 0) continue;
      await markSending(
        ready.map((r) => r.record.id),
        records,
        deps.now(),
      );
      const token = auth.token;
      const settled = await Promise.allSettled(
        ready.map(({ record, path }) => sendOne(deps, record, path, token)),
      );
      const sent: Sent[] = [];
      const thrown: Error[] = [];
      settled.forEach((result, i) => {
        const { record, path } = ready[i]!;
        if (result.status === 'fulfilled') sent.push({ record, path, token, answer: result.value });
        else
          thrown.push(result.reason instanceof Error ? result.reason : new Error('Sending failed'));
      });

      // Successes of the window first, in one transaction; then the other answers in order.
      const successes = sent.filter(
        (s) => s.answer && classifyAnswer(s.answer.status).kind === 'done',
      );
      for (const r of await applySuccesses(
        successes.map((s) => ({ record: s.record, body: s.answer!.body, sentPath: s.path })),
      )) {
        if (r.ownerId === owner) records.set(r.id, r);
      }
      summary.sent += successes.length;

      for (const { record, answer } of sent) {
        const outcome = classifyAnswer(answer?.status ?? null);
        if (outcome.kind === 'done') continue;
        if (outcome.kind === 'refresh') {
          // 401: refresh once and resend without counting an attempt. Another record of the
          // same window may already have brought a fresh token: then just send again.
          await update(record.id, { state: 'pending' });
          if (auth.token !== token) continue;
          const fresh = refreshed ? null : await deps.auth(true);
          refreshed = true;
          if (!fresh) summary.stopped = 'refresh-refused';
          else auth = fresh;
          continue;
        }
        if (outcome.kind === 'retry') {
          const attempts = record.attempts + 1;
          await update(record.id, {
            state: 'pending',
            attempts,
            nextTryAt: deps.now() + backoffDelay(attempts, deps.random),
            lastError: answer ? errorText(answer) : 'No connection',
          });
          summary.retried += 1;
          if (!answer) summary.stopped = 'offline';
          continue;
        }
        if (outcome.kind === 'conflict' && answer) {
          const body = answer.body as { current?: unknown } | null;
          await update(record.id, {
            state: 'conflict',
            serverEntity: body?.current ?? answer.body,
            lastError: errorText(answer),
          });
          summary.conflicts += 1;
          continue;
        }
        await update(record.id, { state: 'failed', lastError: answer ? errorText(answer) : null });
        summary.failed += 1;
      }
      // Not a network failure: a bug. The records stay `sending` and go again next pass with
      // their idempotency keys, so the server applies each once.
      if (thrown[0]) throw thrown[0];
    }
  });
  return summary;
}

/** A network failure is an answer too (null); anything else is thrown to the caller. */
async function sendOne(
  deps: ReplayDeps,
  record: OutboxRecord,
  path: string,
  token: string,
): Promise<RawAnswer | null> {
  try {
    return await deps.send({
      method: record.method,
      path,
      token,
      body: record.body,
      blobs: record.blobs,
      idempotencyKey: record.idempotencyKey,
      ifMatch: record.baseVersion,
    });
  } catch (error) {
    if (error instanceof NetworkError) return null;
    throw error;
  }
}

/** The window's records are marked `sending` in one transaction. */
async function markSending(
  ids: readonly string[],
  records: Map<string, OutboxRecord>,
  now: number,
): Promise<void> {
  for (const id of ids) records.set(id, { ...records.get(id)!, state: 'sending', updatedAt: now });
  await db.outbox.bulkUpdate(
    ids.map((key) => ({ key, changes: { state: 'sending', updatedAt: now } })),
  );
}

/**
 * A done record stays only while a waiting one still needs it (its dependency, or the id the
 * server gave its entity for a `{ref:…}` path). Without this the outbox grows for ever and
 * every pass reads all of it.
 */
async function pruneDone(records: Map<string, OutboxRecord>): Promise<void> {
  const needed = new Set<string>();
  for (const r of records.values()) {
    if (r.state === 'done') continue;
    for (const dep of r.dependsOn) needed.add(dep);
    for (const m of r.path.matchAll(/\{ref:([^}]+)\}/g)) if (m[1]) needed.add(m[1]);
  }
  const gone = [...records.values()]
    .filter((r) => r.state === 'done' && !needed.has(r.id))
    .map((r) => r.id);
  if (gone.length === 0) return;
  await db.outbox.bulkDelete(gone);
  for (const id of gone) records.delete(id);
}

/** On start and on `online`: waiting records may be tried at once (backoff resets). */
export async function resetBackoff(now = Date.now()): Promise<void> {
  await db.outbox.where('state').anyOf('pending', 'sending').modify({ nextTryAt: now });
}
