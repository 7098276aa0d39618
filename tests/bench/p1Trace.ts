// `npx tsx tests/bench/p1Trace.ts [out.json]`: a Chromium trace of P1 (the offline start of
// /jobs with 1,000 jobs), and a summary of where its time goes: resources in load order
// (waterfalls of chunks), the longest main-thread tasks, and time per event kind.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { BENCH_ACCOUNT, DEMO_PASSWORD } from '../../server/seed/demoLogins';
import { CHROMIUM_ARGS, chromiumPath, startBenchServer } from './server';
import { goOffline, logIn, msUntilJobRows, waitForServiceWorker } from './measure';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; requestId?: string; frame?: string } };
};

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'navigation',
].join(',');

function summarise(events: TraceEvent[], startTs: number, endTs: number): void {
  const at = (ts: number) => ((ts - startTs) / 1000).toFixed(1).padStart(7);
  const sends = new Map<string, TraceEvent>();
  const lines: string[] = [];
  for (const e of events) {
    const data = e.args?.data;
    if (e.name === 'ResourceSendRequest' && data?.requestId) sends.set(data.requestId, e);
    if (e.name === 'ResourceFinish' && data?.requestId) {
      const send = sends.get(data.requestId);
      const url = send?.args?.data?.url ?? '?';
      if (send && send.ts >= startTs)
        lines.push(`${at(send.ts)} → ${at(e.ts)}  ${url.replace(/^https?:\/\/[^/]+/, '')}`);
    }
  }
  console.log('Resources (start → finish, ms from navigation):');
  console.log(lines.sort().join('\n'));
  const inWindow = events.filter((e) => e.ph === 'X' && e.ts >= startTs && e.ts <= endTs);
  const mainTid = inWindow
    .filter((e) => e.name === 'RunTask')
    .reduce<Map<string, number>>((m, e) => {
      const key = `${e.pid}:${e.tid}`;
      return m.set(key, (m.get(key) ?? 0) + (e.dur ?? 0));
    }, new Map());
  const busiest = [...mainTid.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const main = inWindow.filter((e) => `${e.pid}:${e.tid}` === busiest);
  const tasks = main.filter((e) => e.name === 'RunTask').sort((a, b) => b.dur! - a.dur!);
  console.log('\nLongest tasks on the main thread:');
  for (const t of tasks.slice(0, 15)) {
    const inner = main
      .filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur! && e.name !== 'RunTask')
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 3)
      .map(
        (e) =>
          `${e.name} ${(e.dur! / 1000).toFixed(1)}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''}`,
      );
    console.log(`${at(t.ts)}  ${(t.dur! / 1000).toFixed(1).padStart(6)} ms  ${inner.join(' | ')}`);
  }
  const byName = new Map<string, number>();
  for (const e of main) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur!);
  console.log('\nTime per event kind on the main thread (nested kinds overlap):');
  for (const [name, dur] of [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${(dur / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  const marks = events.filter(
    (e) =>
      e.ts >= startTs &&
      e.ts <= endTs &&
      (e.name.startsWith('crewhub') || e.name === 'firstContentfulPaint'),
  );
  console.log('\nMarks:');
  for (const m of marks) console.log(`${at(m.ts)}  ${m.name}`);
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/p1-trace.json';
  const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 8282));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await logIn(page, BENCH_ACCOUNT, DEMO_PASSWORD);
    await waitForServiceWorker(page);
    await page.goto('/jobs');
    await msUntilJobRows(page, 1000);
    await goOffline(context);
    // One warm-up start, as P1's median is of warm ones.
    await page.goto('/jobs');
    await msUntilJobRows(page, 1000);
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto('/jobs');
    const ms = await msUntilJobRows(page, 1000);
    const trace = await browser.stopTracing();
    writeFileSync(out, trace);
    const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const nav = events
      .filter(
        (e) => e.name === 'navigationStart' || e.name === 'NavigationBodyLoader::StartLoadingBody',
      )
      .sort((a, b) => a.ts - b.ts)[0];
    const start = nav?.ts ?? Math.min(...events.map((e) => e.ts).filter((t) => t > 0));
    console.log(`P1 this start: ${ms.toFixed(0)} ms; trace in ${out}\n`);
    summarise(events, start, start + ms * 1000);
    await context.close();
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
