// The projects list figures of issue 13, measured beside the raw IndexedDB floor in one run.
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/seed/demoLogins';
import { logIn, median, percentile } from './measure';

const RUNS = 5;
const SAMPLES = 20;
/** Each changes the rows on screen (a search that leaves them as they are shows no change). */
const SEARCHES = ['gala', 'fair', 'concert', 'xyz-nothing', 'congress', ''];

export type ProjectFigures = {
  projects_rows: number;
  projects_raw_idb_ms: number;
  projects_first_screen_ms: number;
  projects_filter_p95_ms: number;
  projects_search_p95_ms: number;
};

/** Rows in the projects store and how long a raw IndexedDB getAll of them takes (the floor). */
async function rawProjectsRead(page: Page): Promise<{ rows: number; ms: number }> {
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
            const rows = (req.result as unknown[]).length;
            idb.close();
            resolve({ rows, ms: performance.now() - t0 });
          };
          req.onerror = () => reject(new Error('cannot read projects'));
        };
      }),
  );
}

/**
 * In-app navigation from home to /projects (as a tap in the menu does) until the first row is
 * on screen: the router's popstate path, no page load.
 */
async function firstScreenful(page: Page): Promise<number> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('heading', { name: 'Home' }).waitFor();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector('main li[aria-posinset] a')) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - t0));
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        history.pushState({}, '', '/projects');
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      }),
  );
}

/** From a click (or a keystroke) to the next frame after the list changed. */
async function msUntilListChanges(page: Page, act: 'filter' | 'search', arg: string) {
  return page.evaluate(
    ([kind, value]) =>
      new Promise<number>((resolve) => {
        const main = document.querySelector('main')!;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - t0));
        });
        observer.observe(main, { childList: true, subtree: true, characterData: true });
        const t0 = performance.now();
        if (kind === 'filter') {
          const label = [...main.querySelectorAll('label')].find(
            (l) => l.textContent?.trim() === value,
          );
          if (!label)
            throw new Error(
              `no label ${value} in ${[...main.querySelectorAll('label')].map((l) => l.textContent).join('|')} at ${location.href}`,
            );
          label.click();
        } else {
          const input = main.querySelector<HTMLInputElement>('input[type="search"]')!;
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
          setter.set!.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }),
    [act, arg] as const,
  );
}

export async function projectFigures(browser: Browser, url: string): Promise<ProjectFigures> {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await logIn(page, 'planner@demo.test', DEMO_PASSWORD);
  await page.goto('/projects');
  // Wait until the pull has filled the table (the open and the closed lists).
  await page.waitForFunction(
    () => document.querySelector('main li[aria-posinset] a') !== null,
    undefined,
    {
      timeout: 120_000,
    },
  );
  await page.waitForLoadState('networkidle');
  const raw: number[] = [];
  const first: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const r = await rawProjectsRead(page);
    raw.push(r.ms);
    rows = r.rows;
    first.push(await firstScreenful(page));
  }
  const filters: number[] = [];
  const labels = ['Closed', 'Not closed', 'Mine', 'All'];
  for (let i = 0; i < SAMPLES; i++) {
    filters.push(await msUntilListChanges(page, 'filter', labels[i % labels.length]!));
  }
  const searches: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    searches.push(await msUntilListChanges(page, 'search', SEARCHES[i % SEARCHES.length]!));
  }
  await context.close();
  return {
    projects_rows: rows,
    projects_raw_idb_ms: median(raw),
    projects_first_screen_ms: median(first),
    projects_filter_p95_ms: percentile(filters, 95),
    projects_search_p95_ms: percentile(searches, 95),
  };
}

/** The report's lines for these figures: [name, value, target, ok]. */
export function projectRows(
  r: Partial<ProjectFigures>,
): [string, number | undefined, string, boolean][] {
  return [
    ['Projects in the local table (rows)', r.projects_rows, '', true],
    ['Projects: raw IndexedDB getAll (ms, floor)', r.projects_raw_idb_ms, '', true],
    [
      'Projects: first screenful (ms)',
      r.projects_first_screen_ms,
      '≤ 300',
      (r.projects_first_screen_ms ?? Infinity) <= 300,
    ],
    [
      'Projects: filter switch, p95 (ms)',
      r.projects_filter_p95_ms,
      '≤ 50',
      (r.projects_filter_p95_ms ?? Infinity) <= 50,
    ],
    [
      'Projects: search keystroke, p95 (ms)',
      r.projects_search_p95_ms,
      '≤ 50',
      (r.projects_search_p95_ms ?? Infinity) <= 50,
    ],
  ];
}
