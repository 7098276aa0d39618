import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './harness/test';
import { LoginPage } from './pages/LoginPage';
import { MailboxPage } from './pages/MailboxPage';
import { goOffline, waitForServiceWorker } from './offline';
import { resetServer } from './support';

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function logInOffice(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.logInAtHome('office@demo.test');
}

test('an office user reads a mail with an attachment, then reads both offline', async ({
  page,
  context,
}) => {
  await logInOffice(page);
  await waitForServiceWorker(page);
  const mail = new MailboxPage(page);
  await mail.open();
  // 46 messages: 25 a page, newest first; unread said in words, not by colour alone.
  await expect(mail.messages).toHaveCount(25);
  await expect(mail.messages.first()).toContainText('Weekly hours overview');
  await expect(mail.row('Signed quotation attached').getByText('Unread')).toBeVisible();
  await mail.main.getByRole('button', { name: 'Next page' }).click();
  await expect(mail.messages).toHaveCount(21);
  await expect(page).toHaveURL(/page=2/);
  await mail.main.getByRole('button', { name: 'Previous page' }).click();

  await mail.openMessage('Signed quotation attached');
  await expect(mail.body.getByText('Please find the signed quotation attached.')).toBeVisible();
  // The remote banner waits for the reader; the inline (data:) logo shows.
  await expect(mail.body.getByRole('img', { name: 'Fair Events logo' })).toBeVisible();
  const banner = mail.body.getByRole('img', { name: 'Autumn fair banner' });
  await expect(banner).not.toHaveAttribute('src');
  // Held back, it is not an image that could not be shown.
  await expect(mail.body.getByText(/could not be shown/)).toHaveCount(0);
  await mail.main.getByRole('button', { name: 'Show images in this e-mail' }).click();
  // Allowed, it is asked for; its host does not exist (.example), so it fails and says so in
  // its place (a held-back image would not: the note proves the source was let through).
  await expect(mail.body.getByText('Image could not be shown: Autumn fair banner')).toBeVisible();
  // Opening it kept the PDF on the device.
  const open = mail.attachments.getByRole('button', { name: 'Open signed-quotation.pdf' });
  await expect(open).toBeVisible();

  await page.goBack();
  await expect(mail.row('Signed quotation attached').getByText('Unread')).toHaveCount(0);

  await goOffline(context);
  await page.goForward();
  await page.reload();
  await expect(mail.subject).toHaveText('Signed quotation attached');
  await expect(mail.body.getByText('Please find the signed quotation attached.')).toBeVisible();
  const download = page.waitForEvent('download');
  await open.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('signed-quotation.pdf');
  expect(readFileSync(await file.path(), 'latin1').startsWith('%PDF-')).toBe(true);

  await mail.open();
  await mail.search('quotation');
  await expect(mail.messages).toHaveCount(1);
  await mail.search('no such mail anywhere');
  await expect(mail.main.getByText('Emails not found')).toBeVisible();
});

test('the XSS mail is inert in the browser: no dialog, no script, no CSP violation', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (m.type() === 'error' && /Content Security Policy|xss/i.test(text)) {
      consoleErrors.push(`${text} at ${m.location().url}:${m.location().lineNumber}`);
    }
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      );
    });
  });

  await logInOffice(page);
  const mail = new MailboxPage(page);
  await mail.open();
  await mail.openMessage('Invoice figures (suspicious)');
  await expect(mail.body.getByText('Regards, Mallory')).toBeVisible();
  await expect(mail.body.getByText('Styled block')).toBeVisible();
  // Its image with a source that is no image says so in its place, as text.
  await expect(mail.body.getByText('Image could not be shown: broken')).toBeVisible();

  // Nothing that runs, frames, submits or redirects is left in the page.
  for (const selector of ['script', 'iframe', 'svg', 'form', 'input', 'meta', 'base']) {
    await expect(mail.body.locator(selector)).toHaveCount(0);
  }
  await expect(mail.body.locator('[onerror], [onload], [style*="url"]')).toHaveCount(0);
  const link = mail.body.getByText('Open the report');
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).toBeNull();
  await link.click();

  // The click on the stripped link went nowhere, and no <base> moved the page's links.
  await expect(page).toHaveURL(/\/email-messages\/\d+$/);
  expect(await page.evaluate(() => document.baseURI)).toBe(page.url());
  expect(dialogs).toEqual([]);
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
