// P4 first load (issues 3 and 17): the JS and CSS a new visitor transfers, gzip, per page.
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demoLogins';
import { logIn } from './measure';
import type { Results } from './report';

const LOGIN_LIMIT_KB = 150;
const JOBS_LIMIT_KB = 250;

type Transfer = { gzipKb: number; receivedKb: number };

/**
 * KB of every script and stylesheet the page fetches while `load` runs, each URL once, as a
 * visitor without the service worker's cache gets them: `gzipKb` gzips each body (issue 17's
 * measure, what a gzip-only client would transfer); `receivedKb` is the bodies as Chromium
 * received them, the server's brotli copies (build/precompress.ts), small files plain.
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
      gzip: gzipSync(await res.body()).length,
      received: (await res.request().sizes()).responseBodySize,
    })),
  );
  const kb = (pick: (s: (typeof sizes)[number]) => number) =>
    sizes.reduce((n, s) => n + pick(s), 0) / 1024;
  return { gzipKb: kb((s) => s.gzip), receivedKb: kb((s) => s.received) };
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
    p4_login_received_kb: login.receivedKb,
    p4_jobs_received_kb: jobs.receivedKb,
  };
}

export function firstLoadRows(r: Results): [string, number | undefined, string, boolean][] {
  return [
    [
      'P4 JS+CSS for /login (gzip KB)',
      r.p4_login_gzip_kb,
      `≤ ${LOGIN_LIMIT_KB}`,
      (r.p4_login_gzip_kb ?? 0) <= LOGIN_LIMIT_KB,
    ],
    [
      'P4 JS+CSS for /jobs, logged in (gzip KB)',
      r.p4_jobs_gzip_kb,
      `≤ ${JOBS_LIMIT_KB}`,
      (r.p4_jobs_gzip_kb ?? 0) <= JOBS_LIMIT_KB,
    ],
    ['P4 same, as Chromium received it (brotli, KB)', r.p4_jobs_received_kb, '', true],
  ];
}
