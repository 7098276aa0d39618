// Issue 11: a 12 MB photo upload must not hold up other requests (it blocked them for 19 s
// while PGlite stored the bytes). Measured over HTTP against the bench server.
import { DEMO_PASSWORD } from '../../server/seed/demoLogins';
import { median } from './measure';

const UPLOAD_BYTES = 12 * 1024 * 1024;
const RUNS = 5;
const FLOOR_SAMPLES = 20;
const HEADERS = { Type: 'MOBILE' };

async function statusMs(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/status`, { headers: HEADERS });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET /status answered ${res.status}`);
  return performance.now() - started;
}

async function token(url: string, login: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { ...HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!res.ok) throw new Error(`login as ${login} answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** A PNG-looking 12 MB photo, different per run (no upload is a repeat of another). */
function photo(run: number): Blob {
  const bytes = new Uint8Array(UPLOAD_BYTES);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
  for (let i = 8; i < bytes.length; i += 4096) bytes[i] = (i + run) & 255;
  return new Blob([bytes], { type: 'image/png' });
}

function upload(url: string, auth: string, run: number): Promise<Response> {
  const form = new FormData();
  const clientKey = `bench-photo-${Date.now()}-${run}`;
  form.append(
    'data',
    JSON.stringify({ clientKey, takenAt: new Date().toISOString(), fileName: 'bench.png' }),
  );
  form.append('file', photo(run), 'bench.png');
  return fetch(`${url}/api/v1/projectCrews/1/photos`, {
    method: 'POST',
    headers: { ...HEADERS, Authorization: `Bearer ${auth}`, 'Idempotency-Key': clientKey },
    body: form,
  });
}

export type UploadFigures = {
  /** GET /status alone: the floor, median of FLOOR_SAMPLES (ms). */
  statusFloorMs: number;
  /** Per run, the slowest GET /status sent back to back during the upload, less the floor. */
  delayMedianMs: number;
  delayMaxMs: number;
};

/**
 * During each upload, GET /status is sent again and again (one at a time) until the upload's
 * answer arrives; a run's delay is its slowest GET less the floor measured in the same run.
 */
export async function uploadDelay(url: string): Promise<UploadFigures> {
  const auth = await token(url, 'chief@demo.test', DEMO_PASSWORD);
  for (let i = 0; i < 5; i++) await statusMs(url);
  const floorSamples: number[] = [];
  for (let i = 0; i < FLOOR_SAMPLES; i++) floorSamples.push(await statusMs(url));
  const floor = median(floorSamples);

  const delays: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let done = false;
    const sent = upload(url, auth, run).then(async (res) => {
      await res.arrayBuffer();
      done = true;
      if (res.status !== 201) throw new Error(`the upload answered ${res.status}`);
    });
    let slowest = 0;
    while (!done) slowest = Math.max(slowest, await statusMs(url));
    await sent;
    delays.push(Math.max(0, slowest - floor));
  }
  return {
    statusFloorMs: floor,
    delayMedianMs: median(delays),
    delayMaxMs: Math.max(...delays),
  };
}
