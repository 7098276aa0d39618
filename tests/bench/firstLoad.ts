// P4 first load (issues 3 and 17): the JS and CSS a new visitor transfers, gzip, per page.
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demoLogins';
import { logIn } from './measure';
import type { Results } from './report';

const LOGIN_LIMIT_KB = 150;
const JOBS_LIMIT_KB = 250;

type Transfer = { gzipKb: number; zlibKb: number; receivedKb: number };

/** The bytes the server sends for `url` to a client that accepts gzip and nothing newer. */
function gzipServed(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * KB of every script and stylesheet the page fetches while `load` runs, each URL once, as a
 * visitor without the service worker's cache gets them:
 * - `gzipKb` (issue 17's measure): what the server sends a gzip-only client, its gzip copies
 *   (build/precompress.ts, made with zopfli), small files plain;
 * - `zlibKb`: each body gzipped here at zlib's default level, the measure up to stop 43,
 *   printed so that figures stay comparable with earlier notes;
 * - `receivedKb`: the bodies as Chromium received them, the server's brotli copies.
 */
async function jsCssTransfer(page: Page, load: () => Promise<void>): Promise<Transfer> {
  const responses = new Map<string, Response>();
  const onResponse = (res: Response) => {
    const type = res.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && !responses.has(res.url())) {
      responses.set(res.url(), res);
    }
  };
  page.on('response', onResponse);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const sizes = await Promise.all(
    [...responses.values()].map(async (res) => ({
      gzip: await gzipServed(res.url()),
      zlib: gzipSync(await res.body()).length,
      received: (await res.request().sizes()).responseBodySize,
    })),
  );
  const kb = (pick: (s: (typeof sizes)[number]) => number) =>
    sizes.reduce((n, s) => n + pick(s), 0) / 1024;
  return {
    gzipKb: kb((s) => s.gzip),
    zlibKb: kb((s) => s.zlib),
    receivedKb: kb((s) => s.received),
  };
}

/**
 * /login for a first visit; /jobs opened cold (browser cache off, no service worker) by a crew
 * member who has logged in: the boot, the signed-in shell and the jobs screen together.
 */
export async function firstLoadFigures(browser: Browser, url: string): Promise<Results> {
  const context = await browser.newContext({ baseURL: url, serviceWorkers: 'block' });
  const page = await context.newPage();
  const login = await jsCssTransfer(page, async () => {
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
  });
  await logIn(page, DEMO_ACCOUNTS[0].email, DEMO_PASSWORD);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const jobs = await jsCssTransfer(page, async () => {
    await page.goto('/jobs');
    await page.getByRole('banner').getByRole('heading', { name: 'Jobs' }).waitFor();
  });
  await context.close();
  return {
    p4_login_gzip_kb: login.gzipKb,
    p4_jobs_gzip_kb: jobs.gzipKb,
    p4_login_zlib_kb: login.zlibKb,
    p4_jobs_zlib_kb: jobs.zlibKb,
    p4_login_received_kb: login.receivedKb,
    p4_jobs_received_kb: jobs.receivedKb,
  };
}

export function firstLoadRows(r: Results): [string, number | undefined, string, boolean][] {
  return [
    [
      'P4 /login JS+CSS, gzip as served (KB)',
      r.p4_login_gzip_kb,
      `≤ ${LOGIN_LIMIT_KB}`,
      (r.p4_login_gzip_kb ?? 0) <= LOGIN_LIMIT_KB,
    ],
    [
      'P4 /jobs logged in, gzip as served (KB)',
      r.p4_jobs_gzip_kb,
      `≤ ${JOBS_LIMIT_KB}`,
      (r.p4_jobs_gzip_kb ?? 0) <= JOBS_LIMIT_KB,
    ],
    ['P4 /jobs, each body zlib level 6 (KB)', r.p4_jobs_zlib_kb, '', true],
    ['P4 /jobs as Chromium got it, brotli (KB)', r.p4_jobs_received_kb, '', true],
  ];
}
