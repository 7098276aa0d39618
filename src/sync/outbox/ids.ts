let last = 0;
let counter = 0;

/** Sortable id: milliseconds then a counter, both fixed width, so string order = creation order. */
export function sortableId(now = Date.now()): string {
  if (now === last) counter += 1;
  else {
    last = now;
    counter = 0;
  }
  return `${now.toString(36).padStart(10, '0')}-${counter.toString(36).padStart(4, '0')}-${randomPart()}`;
}

function randomPart(): string {
  return crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36).padStart(7, '0');
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

let lastLocal = 0;

/**
 * Ids for entities created offline, before the server gives them one: negative and unique.
 * Strictly decreasing in this page or worker, so two creations in the same millisecond never
 * share one (the chaos test caught a random suffix colliding); the random part keeps two tabs
 * apart.
 */
export function localEntityId(now = Date.now()): number {
  lastLocal = Math.min(-(now * 1000 + Math.floor(Math.random() * 1000)), lastLocal - 1);
  return lastLocal;
}
