// The raw floors of P1–P3, measured in the same Chromium and run as the figures they bound
// (issue 17): machines of one kind differ 2–3× in speed, so a figure is judged beside them.
import type { Browser } from 'playwright-core';
import { median } from './measure';
import type { Results } from './report';

const ROWS = 1000;
const BULK_RUNS = 5;
const SINGLE_RUNS = 30;

type RawFloors = { bulkMs: number[]; singleMs: number[] };

/**
 * Raw IndexedDB, no Dexie: a put of 1,000 job-like rows (about 400 bytes each, the jobs
 * table's key and indexes) in one transaction, and one row put in its own read-write
 * transaction, each timed to the transaction's `complete`. A database of its own on the app's
 * origin, so the app's tables are not touched.
 */
async function rawFloors(browser: Browser, url: string): Promise<RawFloors> {
  const context = await browser.newContext({ baseURL: url, serviceWorkers: 'block' });
  const page = await context.newPage();
  // Any page of the origin will do; this one does not boot the app.
  await page.goto('/api/v1/status');
  // tsx wraps named functions in a `__name` helper the page lacks: give it one (a string, so
  // tsx leaves it alone).
  await page.evaluate('window.__name = (f) => f');
  const floors = await page.evaluate(
    async ({ rows, bulkRuns, singleRuns }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(`bench-floors-${Date.now()}`, 1);
        open.onupgradeneeded = () => {
          const store = open.result.createObjectStore('jobs', { keyPath: 'id' });
          store.createIndex('startDate', 'startDate');
          store.createIndex('status', 'status');
        };
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error('cannot open the floors database'));
      });
      const job = (id: number) => ({
        id,
        version: 1,
        status: id % 5 === 0 ? 'toConfirm' : 'confirmed',
        projectNumber: `P-${20000 + id}`,
        projectName: `Festival stage build ${id} at the river park`,
        company: 'Northern Events and Productions B.V.',
        crewId: 1000 + id,
        crewName: `Stage hands ${id}`,
        functionName: 'Stage hand with forklift licence',
        startDate: `2026-${String(1 + (id % 12)).padStart(2, '0')}-${String(1 + (id % 28)).padStart(2, '0')}`,
        endDate: `2026-${String(1 + (id % 12)).padStart(2, '0')}-${String(1 + (id % 28)).padStart(2, '0')}`,
        startTime: '07:30',
        endTime: '18:00',
        crewChiefOnly: false,
        isCrewChief: id % 17 === 0,
        locationId: 300 + (id % 40),
        locationName: 'Riverside Park, north entrance gate 3',
        city: 'Amsterdam',
      });
      const timed = (fill: (store: IDBObjectStore) => void) =>
        new Promise<number>((resolve, reject) => {
          const t0 = performance.now();
          const tx = db.transaction('jobs', 'readwrite');
          fill(tx.objectStore('jobs'));
          tx.oncomplete = () => resolve(performance.now() - t0);
          tx.onerror = () => reject(new Error('floor transaction failed'));
        });
      const bulkMs: number[] = [];
      for (let run = 0; run < bulkRuns; run++) {
        await timed((store) => store.clear());
        const batch = Array.from({ length: rows }, (_, i) => job(i + 1));
        bulkMs.push(await timed((store) => batch.forEach((row) => store.put(row))));
      }
      const singleMs: number[] = [];
      for (let run = 0; run < singleRuns; run++) {
        const row = job(rows + 1 + run);
        singleMs.push(await timed((store) => store.put(row)));
      }
      const name = db.name;
      db.close();
      indexedDB.deleteDatabase(name);
      return { bulkMs, singleMs };
    },
    { rows: ROWS, bulkRuns: BULK_RUNS, singleRuns: SINGLE_RUNS },
  );
  await context.close();
  return floors;
}

export async function floorFigures(browser: Browser, url: string): Promise<Results> {
  const { bulkMs, singleMs } = await rawFloors(browser, url);
  const bulk = median(bulkMs);
  return {
    floor_bulk_put_1000_ms: bulk,
    floor_bulk_put_rows_per_s: (ROWS / bulk) * 1000,
    floor_single_put_ms: median(singleMs),
  };
}

/** Write to screen: 16 ms, or 3× the single-put floor where that floor alone exceeds 5 ms. */
export function writeToScreenLimitMs(r: Results): number {
  const floor = r.floor_single_put_ms;
  return floor !== undefined && floor > 5 ? 3 * floor : 16;
}

type Row = [string, number | undefined, string, boolean];

/** The rows of P1–P3 for the report, each beside its floor and its goal. */
export function speedRows(r: Results): Row[] {
  const pullGoal = r.floor_bulk_put_rows_per_s! * 0.7;
  const screenLimit = writeToScreenLimitMs(r);
  return [
    ['Floor: raw IndexedDB put of 1000 rows (ms)', r.floor_bulk_put_1000_ms, '', true],
    ['Floor: same, rows/s', r.floor_bulk_put_rows_per_s, '', true],
    ['Floor: one-row put transaction, median (ms)', r.floor_single_put_ms, '', true],
    [
      'P1 first screenful of 1000 jobs, offline (ms)',
      r.p1_offline_ms,
      '≤ 500',
      r.p1_offline_ms! <= 500,
    ],
    ['P1 same, network-first on Fast 3G (ms)', r.p1_3g_network_first_ms, '', true],
    ['P1 ratio', r.p1_ratio, '≥ 10', r.p1_ratio! >= 10],
    [
      'P2 pull throughput (rows/s)',
      r.p2_pull_rows_per_s,
      `≥ ${pullGoal.toFixed(0)}`,
      r.p2_pull_rows_per_s! >= pullGoal,
    ],
    [
      'P2 as share of the bulk-put floor (%)',
      r.p2_pull_rows_per_s === undefined
        ? undefined
        : (100 * r.p2_pull_rows_per_s) / r.floor_bulk_put_rows_per_s!,
      '≥ 70',
      (100 * r.p2_pull_rows_per_s!) / r.floor_bulk_put_rows_per_s! >= 70,
    ],
    ['P2 of which the store alone (rows/s)', r.p2_write_rows_per_s, '', true],
    [
      'P3 outbox drain (records/s)',
      r.p3_drain_records_per_s,
      '≥ 50',
      r.p3_drain_records_per_s! >= 50,
    ],
    [
      'P3 write to screen, median (ms)',
      r.p3_write_to_screen_median_ms,
      `≤ ${screenLimit.toFixed(1)}`,
      r.p3_write_to_screen_median_ms! <= screenLimit,
    ],
    ['P3 write to screen, p95 (ms)', r.p3_write_to_screen_p95_ms, '', true],
  ];
}
