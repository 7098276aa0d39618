// The projects calendar figures of issue 14, measured beside the raw IndexedDB floor in one run.
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/seed/demoLogins';
import { logIn, median, percentile } from './measure';

const RUNS = 5;
const SAMPLES = 20;
const MONTH_PROJECTS = 1000;
/** A month far from the seed's projects, filled on the device only (the server's lists stay as seeded). */
const BENCH_DAY = '2031-03-15';

export type ProjectsCalendarFigures = {
  projects_calendar_month_rows: number;
  projects_calendar_raw_idb_ms: number;
  projects_calendar_open_ms: number;
  projects_calendar_switch_p95_ms: number;
};

/** Puts 1,000 projects into March 2031 in the local table (raw IndexedDB, one transaction). */
async function fillMonth(page: Page): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('crew-hub');
        open.onerror = () => reject(new Error('cannot open the database'));
        open.onsuccess = () => {
          const idb = open.result;
          const tx = idb.transaction('projects', 'readwrite');
          const store = tx.objectStore('projects');
          const statuses = ['confirmed', 'quoted', 'designClient'];
          for (let i = 0; i < count; i++) {
            const day = 1 + (i % 28);
            const begin = `2031-03-${String(day).padStart(2, '0')}`;
            const end = `2031-03-${String(Math.min(31, day + (i % 4))).padStart(2, '0')}`;
            store.put({
              id: 900_000 + i,
              version: 1,
              number: `B-${900_000 + i}`,
              name: `Bench project ${i}`,
              company: 'Bench Events',
              clientMark: null,
              beginDate: begin,
              endDate: end,
              reference: null,
              closed: false,
              projectManagerId: null,
              projectManagerName: null,
              companyId: 1,
              status: statuses[i % 3],
              branchId: null,
              branchName: null,
              rateCardId: null,
              rateCardName: null,
              cateringTypeId: null,
              cateringTypeName: null,
              comment: null,
              locationNames: [],
              internalKind: null,
            });
          }
          tx.oncomplete = () => {
            idb.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('cannot write projects'));
        };
      }),
    MONTH_PROJECTS,
  );
}

/** The floor: a raw getAll of the projects store, and how many of them lie in the bench month. */
async function rawRead(page: Page): Promise<{ rows: number; ms: number }> {
  return page.evaluate(
    () =>
      new Promise<{ rows: number; ms: number }>((resolve, reject) => {
        const t0 = performance.now();
        const open = indexedDB.open('crew-hub');
        open.onerror = () => reject(new Error('cannot open the database'));
        open.onsuccess = () => {
          const idb = open.result;
          const req = idb.transaction('projects', 'readonly').objectStore('projects').getAll();
          req.onsuccess = () => {
            const rows = (req.result as { beginDate: string }[]).filter((p) =>
              p.beginDate.startsWith('2031-03'),
            ).length;
            idb.close();
            resolve({ rows, ms: performance.now() - t0 });
          };
          req.onerror = () => reject(new Error('cannot read projects'));
        };
      }),
  );
}

/** In-app navigation from home to the bench month until its chosen day's first project shows. */
async function openMonth(page: Page): Promise<number> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('heading', { name: 'Home' }).waitFor();
  return page.evaluate(
    (day) =>
      new Promise<number>((resolve) => {
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector('main ul[aria-label^="Projects of"] li a')) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - t0));
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        history.pushState({}, '', `/projects-calendar?date=${day}`);
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      }),
    BENCH_DAY,
  );
}

/** From a tap on next or previous month to the next frame after the screen changed. */
async function switchMonth(page: Page, label: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const main = document.querySelector('main')!;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        observer.observe(main, { childList: true, subtree: true, characterData: true });
        const t0 = performance.now();
        main.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!.click();
      }),
    label,
  );
}

export async function projectsCalendarFigures(
  browser: Browser,
  url: string,
): Promise<ProjectsCalendarFigures> {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await logIn(page, 'planner@demo.test', DEMO_PASSWORD);
  await page.goto('/projects');
  await page.waitForFunction(() => document.querySelector('main ul li a') !== null, undefined, {
    timeout: 120_000,
  });
  await page.waitForLoadState('networkidle');
  await fillMonth(page);
  const raw: number[] = [];
  const opened: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const r = await rawRead(page);
    raw.push(r.ms);
    rows = r.rows;
    opened.push(await openMonth(page));
  }
  const switches: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    switches.push(await switchMonth(page, i % 2 === 0 ? 'Next month' : 'Previous month'));
  }
  await context.close();
  return {
    projects_calendar_month_rows: rows,
    projects_calendar_raw_idb_ms: median(raw),
    projects_calendar_open_ms: median(opened),
    projects_calendar_switch_p95_ms: percentile(switches, 95),
  };
}

/** The report's lines for these figures: [name, value, target, ok]. */
export function projectsCalendarRows(
  r: Partial<ProjectsCalendarFigures>,
): [string, number | undefined, string, boolean][] {
  return [
    [
      'Projects calendar: projects in the month',
      r.projects_calendar_month_rows,
      '≥ 1000',
      (r.projects_calendar_month_rows ?? 0) >= 1000,
    ],
    [
      'Projects calendar: raw IndexedDB getAll (ms, floor)',
      r.projects_calendar_raw_idb_ms,
      '',
      true,
    ],
    [
      'Projects calendar: month opens (ms)',
      r.projects_calendar_open_ms,
      '≤ 500',
      (r.projects_calendar_open_ms ?? Infinity) <= 500,
    ],
    [
      'Projects calendar: month switch, p95 (ms)',
      r.projects_calendar_switch_p95_ms,
      '≤ 100',
      (r.projects_calendar_switch_p95_ms ?? Infinity) <= 100,
    ],
  ];
}
