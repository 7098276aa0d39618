// The bench's report: every figure beside its target, and tests/bench/results.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { uploadDelay } from './upload';
import { projectRows } from './projectsBench';
import { projectDetailRows } from './projectDetail';
import { projectsCalendarRows } from './projectsCalendarBench';
import { planningRows } from './planningBench';
import { firstLoadRows } from './firstLoad';
import { lighthouseRows } from './lighthouse';
import { speedRows } from './floors';

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
    ...speedRows(r),
    ...firstLoadRows(r),
    ['P4 precache (KB)', r.p4_precache_kb!, '≤ 2048', r.p4_precache_kb! <= 2048],
    ['P4 cached on demand, all groups together (KB)', r.p4_on_demand_kb!, '', true],
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
