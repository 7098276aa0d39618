import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { PlanningCalendarPage } from './pages/PlanningCalendarPage';
import { apiToken, resetServer } from './support';

type Row = {
  personId: number | null;
  personName: string | null;
  crewName: string | null;
  functionName: string | null;
  projectNumber: string | null;
  startDate: string;
};

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function rows(request: APIRequestContext, login: string): Promise<Row[]> {
  const token = await apiToken(request, login);
  const res = await request.get('/api/v1/planningCalendarItems?from=2026-11-01&to=2026-11-30', {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { items: Row[] }).items;
}

async function logIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.logInAtHome(email);
}

test('the planner sees a double booking in its day, by person and by function, and moves on a month', async ({
  page,
  request,
}) => {
  // The seed books one person twice on one day (server/seed/planningCalendar.ts).
  const planned = (await rows(request, 'planner@demo.test')).filter(
    (r) => r.crewName === 'Planning crew',
  );
  const counts = new Map<number, number>();
  for (const r of planned) counts.set(r.personId ?? 0, (counts.get(r.personId ?? 0) ?? 0) + 1);
  const doubled = planned.find(
    (r) => r.functionName === 'Rigger' && (counts.get(r.personId ?? 0) ?? 0) >= 2,
  )!;

  await logIn(page, 'planner@demo.test');
  const calendar = new PlanningCalendarPage(page);
  await calendar.open();
  await expect(calendar.legend.getByText('Double booking')).toBeVisible();
  await expect(calendar.legend.getByText('Spare position')).toBeVisible();

  // Its day's cell names the double booking before the day is opened.
  const dayOfMonth = Number(doubled.startDate.slice(8));
  await calendar.dayWith('Double booking', new RegExp(`\\b${dayOfMonth} November 2026:`)).click();
  await expect(page).toHaveURL(new RegExp(`day=${doubled.startDate}`));
  const person = calendar.group(doubled.personName!);
  await expect(person.getByText('Double booking').nth(1)).toBeVisible();

  await calendar.groupBy('Per function');
  await expect(page).toHaveURL(/group=function/);
  await expect(calendar.group('Rigger').getByText('Double booking').first()).toBeVisible();

  await calendar.nextMonth();
  await expect(page).toHaveURL(/month=2026-12/);
  await expect(calendar.dayWith('Bank holiday').first()).toBeVisible();
});

test('a client sees only their own projects’ items', async ({ page, request }) => {
  const mine = await rows(request, 'client@demo.test');
  const all = await rows(request, 'planner@demo.test');
  const own = new Set(mine.flatMap((r) => (r.projectNumber ? [r.projectNumber] : [])));
  const day = mine.find((r) => r.crewName === 'Planning crew')!.startDate;
  const others = all.filter(
    (r) => r.startDate <= day && r.projectNumber && !own.has(r.projectNumber),
  );
  expect(others.length).toBeGreaterThan(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'client@demo.test');
  const calendar = new PlanningCalendarPage(page);
  await calendar.open(`?day=${day}`);
  await expect(calendar.projectLinks.first()).toBeVisible();
  // At 390 px the month grid, filters and rows fit: nothing runs off to the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.screenshot({ path: test.info().outputPath('planning-390.png'), fullPage: true });
  const shown = await calendar.projectLinks.allTextContents();
  expect(shown.every((text) => own.has(text.split(' ')[0]!))).toBe(true);
  // No spare positions, no days off of persons: the legend is all a client sees of them.
  await expect(page.getByText('Spare position')).toHaveCount(1);
});
