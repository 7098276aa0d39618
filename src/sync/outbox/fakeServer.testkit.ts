import type { RawAnswer, RawRequest } from '../../api/raw';
import { NetworkError } from '../../api/errors';

type Stored = { id: number; version: number; [k: string]: unknown };

/**
 * An in-memory stand-in for the reference API's write rules, for replay unit tests:
 * idempotency keys answer their first response, If-Match is checked (and required on PUT),
 * faults can be scripted.
 */
export function fakeServer() {
  const entities = new Map<number, Stored>();
  const keys = new Map<string, RawAnswer>();
  const applied: RawRequest[] = [];
  const received: RawRequest[] = [];
  let nextId = 100;
  /** Scripted answers for the next requests: a status, 'drop' (no answer), or 'commit-drop'. */
  const script: (number | 'drop' | 'commit-drop' | 'malformed')[] = [];

  function apply(req: RawRequest): RawAnswer {
    const idMatch = /\/(?:blockDates|vacationRequests)\/(-?\d+)$/.exec(req.path);
    if (req.method === 'POST') {
      const entity: Stored = {
        ...(req.body as object),
        // A new vacation request waits for its answer, as on the reference server.
        ...(req.path === '/vacationRequests' ? { status: 'requested', answer: null } : {}),
        id: nextId++,
        version: 1,
        personId: 1,
      };
      entities.set(entity.id, entity);
      applied.push(req);
      return { status: 201, body: entity };
    }
    const id = Number(idMatch?.[1]);
    const current = entities.get(id);
    if (!current) return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    // As the reference server: a PUT without If-Match would overwrite blindly (issue 11).
    if (req.method === 'PUT' && req.ifMatch === null) {
      return { status: 428, body: { code: 'precondition_required', message: 'If-Match missing' } };
    }
    if (req.ifMatch !== null && req.ifMatch !== current.version) {
      return {
        status: 412,
        body: { code: 'version_conflict', message: 'Changed by someone else', current },
      };
    }
    applied.push(req);
    if (req.method === 'DELETE') {
      entities.delete(id);
      return { status: 204, body: null };
    }
    const next = { ...current, ...(req.body as object), version: current.version + 1 };
    entities.set(id, next);
    return { status: 200, body: next };
  }

  function answer(req: RawRequest): RawAnswer {
    received.push(req);
    const step = script.shift();
    if (step === 'drop') throw new NetworkError('connection dropped');
    if (typeof step === 'number')
      return { status: step, body: { code: 'x', message: `scripted ${step}` } };
    const seen = keys.get(req.idempotencyKey);
    if (seen) return seen;
    const applied = apply(req);
    if (applied.status < 500) keys.set(req.idempotencyKey, applied);
    if (step === 'commit-drop') throw new NetworkError('dropped after commit');
    if (step === 'malformed') return { status: applied.status, body: { nonsense: true } };
    return applied;
  }

  // A scripted drop surfaces as a rejected promise, as the real client's does.
  const send = (req: RawRequest): Promise<RawAnswer> => Promise.resolve().then(() => answer(req));

  return { entities, applied, received, script, send, seed: (e: Stored) => entities.set(e.id, e) };
}
