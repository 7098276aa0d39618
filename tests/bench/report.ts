// The bench's report: every figure beside its target, and tests/bench/results.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { uploadDelay } from './upload';
import { projectRows } from './projectsBench';
import { projectDetailRows } from './projectDetail';
import { projectsCalendarRows } from './projectsCalendarBench';
import { planningRows } from './planningBench';
import { firstLoadRows } from './firstLoad';
import { lighthouseRows } from './lighthouse';

export type Results = Record<string, number>;

export function uploadFigures(f: Awaited<ReturnType<typeof uploadDelay>>): Results {
  return {
    upload_status_floor_ms: f.statusFloorMs,
    upload_status_delay_median_ms: f.delayMedianMs,
    upload_status_delay_max_ms: f.delayMaxMs,
  };
}

export function report(r: Results): void {
  const rows: [string, number | undefined, string, boolean][] = [
    ['P1 jobs list of 1000, offline (ms)', r.p1_offline_ms!, '≤ 1000', r.p1_offline_ms! <= 1000],
    ['P1 same, network-first on Fast 3G (ms)', r.p1_3g_network_first_ms!, '', true],
    ['P1 ratio', r.p1_ratio!, '≥ 10', r.p1_ratio! >= 10],
    ['P2 pull throughput (rows/s)', r.p2_pull_rows_per_s!, '≥ 5000', r.p2_pull_rows_per_s! >= 5000],
    [
      'P3 outbox drain (records/s)',
      r.p3_drain_records_per_s!,
      '≥ 50',
      r.p3_drain_records_per_s! >= 50,
    ],
    [
      'P3 write to screen, median (ms)',
      r.p3_write_to_screen_median_ms!,
      '≤ 16',
      r.p3_write_to_screen_median_ms! <= 16,
    ],
    ['P3 write to screen, p95 (ms)', r.p3_write_to_screen_p95_ms!, '', true],
    ...firstLoadRows(r),
    ['P4 precache (KB)', r.p4_precache_kb!, '≤ 2048', r.p4_precache_kb! <= 2048],
    ['P4 cached on demand for crew members (KB)', r.p4_on_demand_kb!, '', true],
    ['GET /status alone, median (ms)', r.upload_status_floor_ms!, '', true],
    ['12 MB upload: /status delay, median (ms)', r.upload_status_delay_median_ms!, '', true],
    [
      '12 MB upload: /status delay, max (ms)',
      r.upload_status_delay_max_ms!,
      '≤ 200',
      r.upload_status_delay_max_ms! <= 200,
    ],
    ...projectRows(r),
    ...projectDetailRows(r),
    ...projectsCalendarRows(r),
    ...planningRows(r),
    ...lighthouseRows(r),
  ];
  for (const [name, value, target, ok] of rows) {
    if (value === undefined) continue;
    console.log(
      `${name.padEnd(42)} ${value.toFixed(1).padStart(10)}  ${target.padEnd(7)} ${target ? (ok ? 'ok' : 'MISSED') : ''}`,
    );
  }
  mkdirSync('tests/bench', { recursive: true });
  writeFileSync(
    'tests/bench/results.json',
    JSON.stringify({ measuredAt: new Date().toISOString(), ...r }, null, 2),
  );
}
