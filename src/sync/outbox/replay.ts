import { NetworkError } from '../../api/errors';
import { sendWrite, type RawAnswer, type RawRequest } from '../../api/raw';
import { db } from '../../db/db';
import { deviceId } from '../../db/deviceId';
import { currentSendAuth, type SendAuth } from '../auth';
import { withLock } from '../lock';
import { applySuccesses, updateAnswered, type Success } from './apply';
import { resolvePath, sendableBatch } from './schedule';
import { settle, unresolvedChange, type RecordChange, type Settlement } from './settle';
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

/**
 * How many records travel at once. Only records of different entities with no dependency
 * between them share a window, so per-entity order holds. Twelve is two rounds of the
 * browser's six connections per host: the window's answers are applied in one transaction,
 * so the screens' live queries run once per window (measured: 25 → 50+ records/s, P3).
 */
export const SEND_WINDOW = 12;

type Claimed = { record: OutboxRecord; path: string };
type Settled = Claimed & { settlement: Settlement };

/**
 * Sends waiting outbox records in order, a window of independent ones at a time, under a Web
 * Lock shared by the page and the service worker (DESIGN.md "Replay"). The pass only loops:
 * pick a window, claim it, send it, settle each answer (settle.ts), write the window. A
 * record is marked done only after a 2xx, in the same transaction as the entity.
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
    const device = await deviceId();
    let refreshed = false;
    // The pass's copy of the outbox, to pick windows from. The person may give up changes
    // while the pass runs, so each window is read again before it goes (claim).
    const records = new Map<string, OutboxRecord>(
      (await db.outbox.where('ownerId').equals(owner).toArray()).map((r) => [r.id, r]),
    );
    await pruneDone(records);

    while (summary.stopped === null) {
      const picked = sendableBatch([...records.values()], owner, deps.now(), SEND_WINDOW);
      if (picked.length === 0) break;
      const { ready, unresolved } = await claim(picked, owner, records, deps.now());
      summary.failed += unresolved;
      if (ready.length === 0) continue;
      const token = auth.token;
      const answers = await Promise.allSettled(
        ready.map(({ record, path }) => sendOne(deps, record, path, token, device)),
      );
      const settled: Settled[] = [];
      const thrown: Error[] = [];
      answers.forEach((result, i) => {
        const claimed = ready[i]!;
        if (result.status === 'fulfilled') {
          const clock = { now: deps.now(), random: deps.random };
          settled.push({ ...claimed, settlement: settle(claimed.record, result.value, clock) });
        } else {
          thrown.push(result.reason instanceof Error ? result.reason : new Error('Sending failed'));
        }
      });
      await writeWindow(settled, owner, records, summary);

      for (const { settlement } of settled) {
        if (settlement.next === 'offline') summary.stopped = 'offline';
        if (settlement.next !== 'refresh') continue;
        // 401: the record is pending again and goes in a later window. The token is refreshed
        // at most once a pass; another record of this window may already have brought it.
        if (auth.token !== token) continue;
        const fresh = refreshed ? null : await deps.auth(true);
        refreshed = true;
        if (!fresh) summary.stopped = 'refresh-refused';
        else auth = fresh;
      }
      // Not a network failure: a bug. The records stay `sending` and go again next pass with
      // their idempotency keys, so the server applies each once.
      if (thrown[0]) throw thrown[0];
    }
  });
  return summary;
}

/**
 * Reads the picked records again and marks those still waiting `sending`, in one transaction:
 * a record given up since the pass began (discarded, or its row deleted before it went, see
 * resolve.ts and targets.ts) is never sent, and one changed meanwhile goes as it now is.
 * A record whose `{ref:…}` path cannot be resolved fails instead of going.
 */
async function claim(
  picked: readonly OutboxRecord[],
  owner: string,
  records: Map<string, OutboxRecord>,
  now: number,
): Promise<{ ready: Claimed[]; unresolved: number }> {
  const ready: Claimed[] = [];
  let unresolved = 0;
  await db.transaction('rw', db.outbox, async () => {
    const stored = await db.outbox.bulkGet(picked.map((r) => r.id));
    const writes: { key: string; changes: RecordChange }[] = [];
    picked.forEach(({ id }, i) => {
      const current = stored[i];
      if (!current || current.ownerId !== owner) {
        records.delete(id);
        return;
      }
      if (current.state !== 'pending' && current.state !== 'sending') {
        // Kept, so its entity's later records still wait behind it.
        records.set(id, current);
        return;
      }
      const path = resolvePath(current.path, records);
      const change: RecordChange =
        path === null
          ? unresolvedChange(now)
          : { state: 'sending', sentAt: current.sentAt ?? now, updatedAt: now };
      writes.push({ key: id, changes: change });
      records.set(id, { ...current, ...change });
      if (path === null) unresolved += 1;
      else ready.push({ record: { ...current, ...change }, path });
    });
    await db.outbox.bulkUpdate(writes);
  });
  return { ready, unresolved };
}

/**
 * Writes a window's answers: the successes in one transaction with their entities (apply.ts),
 * then the others. An answer whose record was given up while it was out is neither written
 * nor counted.
 */
async function writeWindow(
  settled: readonly Settled[],
  owner: string,
  records: Map<string, OutboxRecord>,
  summary: ReplaySummary,
): Promise<void> {
  const successes: Success[] = [];
  const updates: { record: OutboxRecord; change: RecordChange }[] = [];
  for (const { record, path, settlement } of settled) {
    const write = settlement.write;
    if (write.kind === 'apply') successes.push({ record, body: write.body, sentPath: path });
    else updates.push({ record, change: write.change });
  }
  // Successes first, as before the window's other answers.
  const applied = await applySuccesses(successes);
  const updated = await updateAnswered(updates);
  const stale = new Set<string>();
  for (const written of [applied, updated]) {
    // A re-based later record of the same entity may be another person's: not this pass's.
    for (const r of written.changed) if (r.ownerId === owner) records.set(r.id, r);
    for (const { id, stored } of written.stale) {
      stale.add(id);
      if (stored) records.set(id, stored);
      else records.delete(id);
    }
  }
  for (const { record, settlement } of settled) {
    if (settlement.tally && !stale.has(record.id)) summary[settlement.tally] += 1;
  }
}

/** A network failure is an answer too (null); anything else is thrown to the caller. */
async function sendOne(
  deps: ReplayDeps,
  record: OutboxRecord,
  path: string,
  token: string,
  device: string,
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
      deviceId: device,
    });
  } catch (error) {
    if (error instanceof NetworkError) return null;
    throw error;
  }
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
