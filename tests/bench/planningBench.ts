// The planning calendar figures of issue 14, measured beside the raw IndexedDB floor in one run.
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/seed/demoLogins';
import { logIn, median, percentile } from './measure';

const RUNS = 5;
const SAMPLES = 20;
/** Per month: 5,000 crew items of 300 persons in 40 functions over 1,000 projects. */
const SIZE = { items: 5000, persons: 300, functions: 40, projects: 1000 };
/**
 * Months far from the seed's data, filled on the device only. The month after is filled too,
 * so a month switch lands on a full month both ways (a switch to an empty month measures
 * nothing). Every row starts and ends within its month.
 */
const MONTHS = ['2031-05', '2031-06'] as const;
const DAYS: Record<(typeof MONTHS)[number], number> = { '2031-05': 31, '2031-06': 30 };

export type PlanningFigures = {
  planning_month_rows: number;
  planning_raw_idb_ms: number;
  planning_open_ms: number;
  planning_person_p95_ms: number;
  planning_function_p95_ms: number;
  planning_month_p95_ms: number;
};

/**
 * The months' crew item rows (the planningCalendarItems shape, ids by planningRowId: source id
 * times 8 for a crew item) and each month's syncState row, so the screen reads them as synced;
 * raw IndexedDB, one transaction.
 */
async function fillMonths(page: Page): Promise<void> {
  await page.evaluate(
    ({ months, days, size }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('crew-hub');
        open.onerror = () => reject(new Error('cannot open the database'));
        open.onsuccess = () => {
          const idb = open.result;
          const tx = idb.transaction(['planningCalendarItems', 'syncState'], 'readwrite');
          const store = tx.objectStore('planningCalendarItems');
          const statuses = ['confirmed', 'confirmed', 'confirmed', 'confirmed'];
          statuses.push('toConfirm', 'requested', 'cancelled');
          months.forEach((month, m) => {
            const last = days[m]!;
            for (let i = 0; i < size.items; i++) {
              const person = i % size.persons;
              const project = (i * 7) % size.projects;
              const fn = (i * 11) % size.functions;
              // Each person gets a crew item every other day; every sixth lasts three days and
              // runs into the person's next one (a double booking, as a busy month has).
              const day = 1 + ((Math.floor(i / size.persons) * 2 + person) % last);
              const end = Math.min(last, day + (i % 6 === 0 ? 2 : 0));
              const sourceId = 9_000_000 + m * 100_000 + i;
              store.put({
                id: sourceId * 8,
                version: 1,
                kind: 'crewItem',
                sourceId,
                personId: 800_000 + person,
                personName: `Bench person ${String(person).padStart(3, '0')}`,
                projectNumber: `PB-${String(project).padStart(4, '0')}`,
                projectName: `Bench project ${project}`,
                crewName: `Crew ${1 + (i % 3)}`,
                functionName: `Bench function ${String(fn).padStart(2, '0')}`,
                startDate: `${month}-${String(day).padStart(2, '0')}`,
                endDate: `${month}-${String(end).padStart(2, '0')}`,
                startTime: `${String(7 + (i % 10)).padStart(2, '0')}:00`,
                endTime: `${String(15 + (i % 8)).padStart(2, '0')}:30`,
                status: statuses[i % statuses.length],
                siteStatus: 'none',
                notNeeded: false,
                spare: i % 97 === 0,
                unpaid: false,
                label: null,
              });
            }
            tx.objectStore('syncState').put({
              resource: `planningCalendar:${month}`,
              lastSyncedAt: Date.now(),
              state: 'idle',
              lastError: null,
            });
          });
          tx.oncomplete = () => {
            idb.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('cannot write the planning rows'));
        };
      }),
    { months: [...MONTHS], days: MONTHS.map((m) => DAYS[m]), size: SIZE },
  );
}

/** The floor: the month's rows by the startDate index, as the screen reads them (62 days back). */
async function rawRead(page: Page): Promise<{ rows: number; ms: number }> {
  return page.evaluate(
    () =>
      new Promise<{ rows: number; ms: number }>((resolve, reject) => {
        const t0 = performance.now();
        const open = indexedDB.open('crew-hub');
        open.onerror = () => reject(new Error('cannot open the database'));
        open.onsuccess = () => {
          const idb = open.result;
          const req = idb
            .transaction('planningCalendarItems', 'readonly')
            .objectStore('planningCalendarItems')
            .index('startDate')
            .getAll(IDBKeyRange.bound('2031-03-30', '2031-05-31'));
          req.onsuccess = () => {
            const rows = (req.result as { endDate: string }[]).filter(
              (r) => r.endDate >= '2031-05-01',
            ).length;
            idb.close();
            resolve({ rows, ms: performance.now() - t0 });
          };
          req.onerror = () => reject(new Error('cannot read the planning rows'));
        };
      }),
  );
}

/**
 * Resolves on the next frame after the grid shows what the action leads to: every day of a
 * month of `days` days with its counts (`days` > 0), or any other counts than before (0).
 * The grid's state is its day cells' labels: "<day>: 12 Confirmed, 2 Double booking".
 */
async function msUntilGrid(page: Page, act: () => Promise<void>, days: number): Promise<number> {
  await page.evaluate((n) => {
    // No named helpers in here: tsx would wrap them in a `__name` the page lacks.
    const w = window as unknown as Record<string, unknown>;
    const grid = 'main table button:not([data-hidden])';
    const before = [...document.querySelectorAll(grid)]
      .map((c) => c.getAttribute('aria-label'))
      .join('|');
    w.__benchDone = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`grid unchanged at ${location.href}`)),
        15_000,
      );
      const observer = new MutationObserver(() => {
        const labels = [...document.querySelectorAll(grid)].map(
          (c) => c.getAttribute('aria-label') ?? '',
        );
        const done =
          n > 0
            ? labels.length === n && labels.every((l) => l.includes(': '))
            : labels.join('|') !== before;
        if (!done) return;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => resolve(performance.now()));
      });
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['aria-label', 'data-hidden'],
      });
    });
  }, days);
  // Playwright's own round trip is not counted: the click's time is taken inside the page.
  await act();
  return page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown>;
    return (await (w.__benchDone as Promise<number>)) - (w.__benchT0 as number);
  });
}

/** Clicks `selector`'s first element whose text is `text` (or a button by label), timed. */
const clickInPage = (page: Page, selector: string, text: string | null) =>
  page.evaluate(
    ([sel, want]) => {
      const el = [...document.querySelectorAll<HTMLElement>(sel)].find(
        (e) => want === null || e.textContent?.trim() === want,
      );
      if (!el) throw new Error(`nothing to click: ${sel} ${want}`);
      (window as unknown as Record<string, unknown>).__benchT0 = performance.now();
      el.click();
    },
    [selector, text] as const,
  );

/** In-app navigation from home to the month (the router's popstate path, no page load). */
async function openMonth(page: Page): Promise<number> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('heading', { name: 'Home' }).waitFor();
  const go = (to: string) =>
    page.evaluate((url) => {
      (window as unknown as Record<string, unknown>).__benchT0 = performance.now();
      history.pushState({}, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, to);
  return msUntilGrid(page, () => go(`/planning-calendar?month=${MONTHS[0]}`), DAYS[MONTHS[0]]);
}

/**
 * A person picks in the filter's list: opens it (not timed), then taps an option (timed). Every
 * other switch taps the chosen option again, which clears the filter (everyone's rows again).
 */
async function filterSwitches(page: Page, label: string, options: string[]): Promise<number[]> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const option = options[Math.floor(i / 2) % options.length]!;
    await input.click();
    await page.getByRole('option', { name: option, exact: true }).waitFor({ state: 'attached' });
    samples.push(await msUntilGrid(page, () => clickInPage(page, '[role="option"]', option), 0));
  }
  return samples;
}

export async function planningFigures(browser: Browser, url: string): Promise<PlanningFigures> {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  // The server holds no rows in these months: a pull of one would store its empty answer and
  // delete the device's bench rows (storePlanningMonth replaces the month's window). So the
  // pulls are answered 503 here: the screen keeps its rows and says the last update failed.
  await page.route(/\/api\/v1\/planningCalendarItems\?/, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'bench', message: 'Blocked by the bench' }),
    }),
  );
  await logIn(page, 'planner@demo.test', DEMO_PASSWORD);
  await page.goto(`/planning-calendar?month=${MONTHS[0]}`);
  await page.getByRole('button', { name: 'Next month' }).waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await fillMonths(page);
  const raw: number[] = [];
  const opened: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const r = await rawRead(page);
    raw.push(r.ms);
    rows = r.rows;
    opened.push(await openMonth(page));
  }
  const people = [0, 37, 74, 111, 148, 185, 222, 259, 296, 33].map((k) =>
    String(k).padStart(3, '0'),
  );
  const persons = await filterSwitches(
    page,
    'Person',
    people.map((k) => `Bench person ${k}`),
  );
  const functions = await filterSwitches(
    page,
    'Function',
    [0, 7, 14, 21, 28, 35, 3, 10, 17, 24].map(
      (f) => `Bench function ${String(f).padStart(2, '0')}`,
    ),
  );
  const months: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const next = i % 2 === 0;
    const days = DAYS[MONTHS[next ? 1 : 0]];
    const button = `main button[aria-label="${next ? 'Next month' : 'Previous month'}"]`;
    months.push(await msUntilGrid(page, () => clickInPage(page, button, null), days));
  }
  await context.close();
  return {
    planning_month_rows: rows,
    planning_raw_idb_ms: median(raw),
    planning_open_ms: median(opened),
    planning_person_p95_ms: percentile(persons, 95),
    planning_function_p95_ms: percentile(functions, 95),
    planning_month_p95_ms: percentile(months, 95),
  };
}

/** The report's lines: [figure, name, target, met]; the floor has no target. */
const LINES: [keyof PlanningFigures, string, string, (v: number) => boolean][] = [
  ['planning_month_rows', 'crew items in the month', '≥ 5000', (v) => v >= 5000],
  ['planning_raw_idb_ms', 'raw IndexedDB read (ms, floor)', '', () => true],
  ['planning_open_ms', 'month opens (ms)', '≤ 500', (v) => v <= 500],
  ['planning_person_p95_ms', 'person switch, p95 (ms)', '≤ 100', (v) => v <= 100],
  ['planning_function_p95_ms', 'function switch, p95 (ms)', '≤ 100', (v) => v <= 100],
  ['planning_month_p95_ms', 'month switch, p95 (ms)', '≤ 100', (v) => v <= 100],
];

export function planningRows(
  r: Partial<PlanningFigures>,
): [string, number | undefined, string, boolean][] {
  return LINES.map(([key, name, target, met]) => [
    `Planning calendar: ${name}`,
    r[key],
    target,
    r[key] !== undefined && met(r[key]),
  ]);
}
