import { expect, test } from './harness/test';
import { E2E_TODAY } from './harness/clock';
import { waitForServiceWorker } from './offline';

// The page and the service worker both read and write the outbox's retry times, and the app
// reckons "today" in both: they must read the run's pinned day, and the same time.
test('the page and the service worker read the pinned day, at the same time', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();

  const pageNow = await page.evaluate(() => Date.now());
  const workerNow = await worker!.evaluate(() => Date.now());
  expect(new Date(pageNow).toISOString().slice(0, 10)).toBe(E2E_TODAY);
  expect(new Date(workerNow).toISOString().slice(0, 10)).toBe(E2E_TODAY);
  expect(Math.abs(workerNow - pageNow)).toBeLessThan(5_000);
  // Time runs: the clock is moved, not stopped.
  await expect.poll(() => page.evaluate(() => Date.now())).toBeGreaterThan(pageNow);
  expect(await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format())).toBe(E2E_TODAY);
});
