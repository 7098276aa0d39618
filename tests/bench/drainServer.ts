/**
 * The server's share of the P3 outbox drain, without a browser: POST /blockDates against the
 * bench server (the same one bench.ts starts), first one after another, then in windows of 12
 * (the app's SEND_WINDOW). If this is slow, the drain in the browser cannot be faster.
 *
 *   npx tsx tests/bench/drainServer.ts   (DRAIN_COUNT, DRAIN_PORT, DRAIN_LOGIN, DRAIN_URL override)
 */
import { randomUUID } from 'node:crypto';
import { BENCH_ACCOUNT, DEMO_PASSWORD } from '../../server/seed/demoLogins';
import { startBenchServer } from './server';

const COUNT = Number(process.env.DRAIN_COUNT ?? 300);
const PORT = Number(process.env.DRAIN_PORT ?? 8391);
const LOGIN = process.env.DRAIN_LOGIN ?? BENCH_ACCOUNT;
const WINDOW = 12;

async function logIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { Type: 'MOBILE', 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: LOGIN, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Login as ${LOGIN} answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function post(url: string, token: string, i: number): Promise<void> {
  const res = await fetch(`${url}/api/v1/blockDates`, {
    method: 'POST',
    headers: {
      Type: 'MOBILE',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({
      startDate: `2028-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      endDate: null,
      reason: `Drain ${i}`,
      beginTime: null,
      endTime: null,
    }),
  });
  if (res.status !== 201) throw new Error(`POST /blockDates answered ${res.status}`);
  await res.arrayBuffer();
}

async function timed(label: string, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${(COUNT / seconds).toFixed(1)} records/s (${COUNT} in ${seconds.toFixed(2)} s)`,
  );
}

async function main(): Promise<void> {
  // DRAIN_URL: a server started by hand (for example under `node --cpu-prof`), left running.
  const server = process.env.DRAIN_URL
    ? { url: process.env.DRAIN_URL, stop: () => {} }
    : await startBenchServer(PORT);
  try {
    const token = await logIn(server.url);
    // Warm-up: the first requests pay for module loading and PGlite's first plans.
    for (let i = 0; i < 20; i++) await post(server.url, token, i);
    await timed('sequential', async () => {
      for (let i = 0; i < COUNT; i++) await post(server.url, token, i);
    });
    await timed(`windows of ${WINDOW}`, async () => {
      for (let i = 0; i < COUNT; i += WINDOW) {
        const window = Array.from({ length: Math.min(WINDOW, COUNT - i) }, (_, j) => i + j);
        await Promise.all(window.map((n) => post(server.url, token, n)));
      }
    });
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
