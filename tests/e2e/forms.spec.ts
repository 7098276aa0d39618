import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './harness/test';
import { E2E_TODAY } from './harness/clock';
import { FormPage, TINY_PNG } from './pages/FormPage';
import { goOffline, goOnline, logInOfflineReady } from './offline';
import { apiToken, appliedWrites, resetServer } from './support';
import { DATABASE_NAME } from '../../src/db/localDatabase';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const writesTo = async (request: APIRequestContext, re: RegExp) =>
  (await appliedWrites(request)).filter((w) => w.method === 'POST' && re.test(w.path));

test('(a) a form with every question type filled offline, photo included, stored once', async ({
  page,
  context,
  request,
}) => {
  await logInOfflineReady(page);
  const form = new FormPage(page);
  await expect(page.getByRole('link', { name: 'Site induction' })).toBeVisible();

  await goOffline(context);
  await page.reload();
  await form.openFromHome('Site induction');

  // A required question left empty: a clear message, focus on it, nothing queued.
  await form.question('Your full name').getByRole('textbox').fill('Sam Crew');
  await form.send();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some answers are missing' }),
  ).toBeVisible();
  await expect(
    form.question('Years of experience').getByText('This question is required.'),
  ).toBeVisible();
  await expect(form.question('Years of experience').getByRole('textbox')).toBeFocused();
  expect(
    await page.evaluate(
      (name) =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const tx = open.result.transaction('outbox', 'readonly');
            const count = tx.objectStore('outbox').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
      DATABASE_NAME,
    ),
  ).toBe(0);

  await form.fillInduction('Sam Crew');
  await form.send();
  await form.expectSentOnDevice();
  await expect(page.getByText('Pending')).toBeVisible();

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('Pending')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /Signed result \(PDF\)/ })).toBeVisible();

  expect(await writesTo(request, /\/formQuestions\/107\/file$/)).toHaveLength(1);
  expect(await writesTo(request, /\/formResults\/perform$/)).toHaveLength(1);
  expect(await writesTo(request, /\/formResults\/perform\/\d+\/send$/)).toHaveLength(1);

  const headers = {
    Type: 'MOBILE',
    Authorization: `Bearer ${await apiToken(request, 'crew@demo.test')}`,
  };
  const results = (await (
    await request.get('/api/v1/formResults/perform', { headers })
  ).json()) as {
    items: { status: string; answers: Record<string, unknown> }[];
  };
  expect(results.items).toHaveLength(1);
  expect(results.items[0]?.status).toBe('sent');
  const file = results.items[0]?.answers['107'] as { fileKey: string };
  const stored = await request.get(`/api/v1/formFiles/${file.fileKey}`, { headers });
  expect(Buffer.from(await stored.body()).equals(TINY_PNG)).toBe(true);
});

test('(b) a deep link opens the form at the question', async ({ page }) => {
  await logInOfflineReady(page);
  await expect(page.getByRole('link', { name: 'Site induction' })).toBeVisible();
  await page.goto('/forms/1/site-induction/106');
  const form = new FormPage(page);
  const target = form.question('Date of your last first aid course');
  // The field, not the hidden input that carries its value in a form post.
  await expect(target.getByRole('textbox')).toBeFocused();
  await expect(target).toBeInViewport();
});

test('(c) the crew chief fills and sends a security check offline, applied once', async ({
  page,
  context,
  request,
}) => {
  await logInOfflineReady(page, 'chief@demo.test');
  const url = `/crews/1/security-check/3/${E2E_TODAY}/morning`;
  await page.goto(url);
  const form = new FormPage(page);
  await expect(page.getByRole('heading', { name: 'Security check', level: 2 })).toBeVisible();

  await goOffline(context);
  await page.reload();
  await form.fillSecurityCheck();
  await form.signAndSend('Alex Chief');
  expect(await writesTo(request, /formResults/)).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('button', { name: /Signed result \(PDF\)/ })).toBeVisible({
    timeout: 15_000,
  });
  expect(await writesTo(request, /\/formResults\/perform$/)).toHaveLength(1);
  expect(await writesTo(request, /\/formResults\/perform\/\d+\/send$/)).toHaveLength(1);
});
