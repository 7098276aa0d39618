/*
 * Fixed ids and date helpers of the seed, in a module of their own: every area's seed module
 * imports them, and importing them from seed.ts (which imports those modules) made a cycle.
 */

export const iso = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n));

/** Person ids of the demo accounts (fixed, so tests and the seed agree). */
export const IDS = {
  crew: 1,
  chief: 2,
  client: 3,
  planner: 4,
  office: 5,
  bench: 6,
  welcome: 7,
  firstCrew: 100,
} as const;
