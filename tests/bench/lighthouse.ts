// Lighthouse mobile (issue 17) on /login and on /jobs as a logged-in crew member.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demoLogins';
import { CHROMIUM_ARGS, chromiumPath } from './server';
import { logIn } from './measure';
import type { Results } from './report';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PAGES = [
  ['login', '/login'],
  ['jobs', '/jobs'],
] as const;

/** What the bench keeps of one report: the four scores (0–100) and LCP and TBT (ms). */
function figures(key: string, lhr: Result): Results {
  const r: Results = {};
  for (const category of CATEGORIES) {
    r[`lh_${key}_${category.replace('-', '_')}`] = (lhr.categories[category]?.score ?? 0) * 100;
  }
  r[`lh_${key}_lcp_ms`] = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
  r[`lh_${key}_tbt_ms`] = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
  return r;
}

/** The audits that cost points, so a score below target says what to fix. */
function failedAudits(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`  ${category}: ${audit.id} ${audit.score.toFixed(2)}${value}`);
    }
  }
  return lines;
}

/**
 * How many times each page is audited. One run of /jobs scored anywhere from 81 to 95 on one
 * build here (TBT 241–795 ms), so a single run said little about a change; Lighthouse's own
 * advice for variable machines is the median of several runs (LIGHTHOUSE_RUNS, default 3).
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/**
 * Lighthouse's median run: the one nearest the median first paint and time to interactive
 * (lighthouse/core/lib/median-run), so its scores and figures all come from one real run.
 */
function medianRun(runs: Result[]): Result {
  const valid = filterToValidRuns(runs);
  // Its declaration names the global LH.Result, which is Result; the linter cannot see that.
  return computeMedianRun(valid.length > 0 ? valid : runs) as Result;
}

/**
 * What the largest paint was, so an LCP figure can be read: on a signed-in /jobs it is often
 * the install offer's text, which shows when Chromium offers the install, not the job list.
 */
function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const table = details?.type === 'list' ? details.items[0] : undefined;
  const first = table?.type === 'table' ? table.items[0] : undefined;
  const node = first?.node as { nodeLabel?: string } | undefined;
  return node?.nodeLabel ? `"${node.nodeLabel}"` : 'not reported';
}

/** "83 (81–95)": the reported run's performance score beside the spread of all runs. */
function spread(runs: Result[], chosen: Result): string {
  const scores = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
  const own = Math.round((chosen.categories.performance?.score ?? 0) * 100);
  return `${own} (${Math.min(...scores)}–${Math.max(...scores)} over ${runs.length} runs)`;
}

/**
 * Logs the crew member in, lets the first pull and the service worker's install finish, and
 * closes that tab: the audit is of a returning person opening /jobs, alone in the browser.
 * Left open, the login tab's app (its pull, its timers) ran beside every audited load on a
 * 2-core machine.
 */
async function logInAndSettle(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS[0].email, DEMO_PASSWORD);
  await page.waitForFunction(
    async (pullMeasure) =>
      performance.getEntriesByName(pullMeasure).length > 0 &&
      (await navigator.serviceWorker.ready).active?.state === 'activated',
    // PULL_MEASURE of src/sync/pull/pull.ts, as bench.ts reads it.
    'crewhub:pull',
    { timeout: 120_000, polling: 100 },
  );
  await page.close();
}

/**
 * Runs Lighthouse with its default mobile settings (Moto G Power screen, simulated slow 4G and
 * 4× CPU) against one Chromium that Playwright drives too: Playwright logs the crew member in
 * within the browser's default profile, so Lighthouse, told not to reset storage, opens /jobs
 * as that person. /login runs first, before anybody has logged in. Each page runs RUNS times
 * and reports its median run.
 */
export async function lighthouseFigures(url: string): Promise<Results> {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 9333);
  const profile = mkdtempSync(join(tmpdir(), 'crewhub-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    baseURL: url,
  });
  const r: Results = {};
  try {
    for (const [key, path] of PAGES) {
      if (key === 'jobs') await logInAndSettle(context);
      const flags: Flags = {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: key === 'jobs',
      };
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${url}${path}`, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        runs.push(result.lhr);
      }
      const lhr = medianRun(runs);
      Object.assign(r, figures(key, lhr));
      console.log(`Lighthouse ${path} performance: ${spread(runs, lhr)}`);
      console.log(`Lighthouse ${path} LCP element: ${lcpElement(lhr)}`);
      const save = process.env.LIGHTHOUSE_SAVE;
      if (save) writeFileSync(join(save, `lighthouse-${key}.json`), JSON.stringify(lhr));
      const failed = failedAudits(lhr);
      if (failed.length > 0)
        console.log(`Lighthouse ${path}, audits below 0.9:\n${failed.join('\n')}`);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return r;
}

const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 95,
};

/** The report's rows: each score beside its target, LCP and TBT without one. */
export function lighthouseRows(r: Results): [string, number | undefined, string, boolean][] {
  return PAGES.flatMap(([key, path]) => [
    ...CATEGORIES.map((category): [string, number | undefined, string, boolean] => {
      const value = r[`lh_${key}_${category.replace('-', '_')}`];
      const target = TARGETS[category];
      const label = target === 100 ? '= 100' : `≥ ${target}`;
      return [`Lighthouse ${path} ${category}`, value, label, (value ?? 0) >= target];
    }),
    [`Lighthouse ${path} LCP (ms)`, r[`lh_${key}_lcp_ms`], '', true],
    [`Lighthouse ${path} TBT (ms)`, r[`lh_${key}_tbt_ms`], '', true],
  ]);
}
