import { NetworkError } from '../../api/errors';
import { sendWrite, type RawAnswer, type RawRequest } from '../../api/raw';
import { db } from '../../db/db';
import { currentSendAuth, type SendAuth } from '../auth';
import { withLock } from '../lock';
import { backoffDelay, classifyAnswer } from './answers';
import { applySuccess } from './apply';
import { nextSendable, resolvePath } from './schedule';
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
 * Sends waiting outbox records in order, one at a time, under a Web Lock shared by the page
 * and the service worker (DESIGN.md "Replay"). Each answer moves its record per the table in
 * answers.ts; a record is marked done only after a 2xx, in the same transaction as the entity.
 */
export async function replayOutbox(deps: ReplayDeps = defaultReplayDeps): Promise<ReplaySummary> {
  const summary: ReplaySummary = { sent: 0, retried: 0, failed: 0, conflicts: 0, stopped: null };
  await withLock(OUTBOX_LOCK, async () => {
    let auth = await deps.auth(false);
    if (!auth) {
      summary.stopped = 'no-session';
      return;
    }
    let refreshed = false;
    const records = new Map<string, OutboxRecord>(
      (await db.outbox.where('ownerId').equals(auth.ownerId).toArray()).map((r) => [r.id, r]),
    );
    await pruneDone(records);
    const update = async (id: string, change: Partial<OutboxRecord>) => {
      const next = { ...records.get(id)!, ...change, updatedAt: deps.now() };
      records.set(id, next);
      await db.outbox.update(id, { ...change, updatedAt: next.updatedAt });
    };

    for (;;) {
      const record = nextSendable([...records.values()], auth.ownerId, deps.now());
      if (!record) break;
      const path = resolvePath(record.path, records);
      if (path === null) {
        await update(record.id, {
          state: 'failed',
          lastError: 'It depends on a change that was not saved.',
        });
        summary.failed += 1;
        continue;
      }
      await update(record.id, { state: 'sending' });
      let answer: RawAnswer | null = null;
      try {
        answer = await deps.send({
          method: record.method,
          path,
          token: auth.token,
          body: record.body,
          blobs: record.blobs,
          idempotencyKey: record.idempotencyKey,
          ifMatch: record.baseVersion,
        });
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
      }
      const outcome = classifyAnswer(answer?.status ?? null);

      if (outcome.kind === 'done' && answer) {
        await applySuccess(record, answer.body, path);
        // applySuccess re-based the later changes of this entity on the server's new version:
        // send those, not the copies read at the start of the pass (or they come back 412).
        const touched = record.entityKey
          ? await db.outbox.where('entityKey').equals(record.entityKey).toArray()
          : [];
        for (const r of touched) if (r.ownerId === auth.ownerId) records.set(r.id, r);
        records.set(record.id, (await db.outbox.get(record.id)) ?? { ...record, state: 'done' });
        summary.sent += 1;
        continue;
      }
      if (outcome.kind === 'refresh') {
        // 401: refresh once and resend without counting an attempt.
        const fresh = refreshed ? null : await deps.auth(true);
        refreshed = true;
        await update(record.id, { state: 'pending' });
        if (!fresh) {
          summary.stopped = 'refresh-refused';
          break;
        }
        auth = fresh;
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
        if (!answer) {
          summary.stopped = 'offline';
          break;
        }
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
  });
  return summary;
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
