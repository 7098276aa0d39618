import type { APIRequestContext } from '@playwright/test';
import { expect, pinClock, test } from './harness/test';
import { SignDocumentPage } from './pages/SignDocumentPage';
import { LoginPage } from './pages/LoginPage';
import { goOffline, goOnline, logInOfflineReady } from './offline';
import { apiToken, appliedWrites, resetServer } from './support';
import { slowPhone } from './slowPhone';

// Seed ids (server/seed/documents.ts DOCUMENT_IDS).
const CREW_FIRST = 1;
const ANY_ORDER_TWO = 3;
const CHIEF_THEN_CREW = 5;

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const signWrites = async (request: APIRequestContext) =>
  (await appliedWrites(request)).filter((w) => /\/sign$/.test(w.path));

test('(a) one by one: the second signatory waits until the first has signed', async ({
  page,
  browser,
}) => {
  const login = new LoginPage(page);
  await login.logInAtHome('crew@demo.test');
  // Home lists the documents to sign and links to them.
  const onHome = page.getByRole('list', { name: 'Documents to sign' });
  await onHome.getByRole('link', { name: 'Site rules Build-up crew' }).click();
  const crewDoc = new SignDocumentPage(page);
  await expect(page).toHaveURL(new RegExp(`/documents/${CHIEF_THEN_CREW}$`));
  await expect(crewDoc.signButton).toBeDisabled();
  await expect(page.getByText('Waiting for Alex Chief to sign first')).toBeVisible();

  const chiefContext = await browser.newContext();
  await pinClock(chiefContext);
  const chiefPage = await chiefContext.newPage();
  const chiefLogin = new LoginPage(chiefPage);
  await chiefLogin.logInAtHome('chief@demo.test');
  const chiefDoc = new SignDocumentPage(chiefPage);
  await chiefDoc.open(CHIEF_THEN_CREW);
  await chiefDoc.sign('Alex Chief');
  await chiefDoc.expectSigned('Alex Chief');
  await chiefContext.close();

  await page.reload();
  await crewDoc.expectSigned('Alex Chief');
  await expect(crewDoc.signButton).toBeEnabled();
  // My own row says it is my turn, never "Their turn" beside "(you)".
  await expect(crewDoc.signatory('Sam Crew').getByText('Your turn')).toBeVisible();
  await expect(page.getByText('Their turn')).toBeHidden();
  await crewDoc.signAfterEmptyTry('Sam Crew');
  await crewDoc.expectSigned('Sam Crew');
  // Both have signed: the document is signed, not only "by you".
  await expect(crewDoc.signedByYouOnly).toBeHidden();
});

test('(b) signed offline, then online: applied once', async ({ page, context, request }) => {
  await logInOfflineReady(page);
  const doc = new SignDocumentPage(page);
  await doc.open(CREW_FIRST);
  await expect(doc.pdfPage('Crew agreement 2027')).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(doc.pdfPage('Crew agreement 2027')).toBeVisible();
  await doc.sign('Sam Crew');
  await expect(doc.waitingOnDevice).toBeVisible();
  await expect(doc.signatory('Sam Crew').getByText('Signed', { exact: true })).toBeHidden();
  expect(await signWrites(request)).toHaveLength(0);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await doc.expectSigned('Sam Crew');
  await expect(doc.waitingOnDevice).toBeHidden();
  // One of two signatories signed: not a signed document yet, and it is the planner's turn.
  await expect(doc.signedByYouOnly).toBeVisible();
  await expect(doc.signatory('Pat Planner').getByText('Their turn')).toBeVisible();
  const writes = await signWrites(request);
  expect(writes).toHaveLength(1);
  expect(writes[0]).toMatchObject({ status: 200, personId: 1 });
});

test('(c) the document changed on the server while offline: sign again on the new version', async ({
  page,
  context,
  request,
}) => {
  await logInOfflineReady(page);
  const doc = new SignDocumentPage(page);
  await doc.open(ANY_ORDER_TWO);
  await expect(page.getByText('Version 1')).toBeVisible();

  await goOffline(context);
  await page.reload();
  await doc.sign('Sam Crew');
  await expect(doc.waitingOnDevice).toBeVisible();

  // A planner changes the document meanwhile (a new version).
  const planner = await apiToken(request, 'planner@demo.test');
  const changed = await request.post(`/api/v1/documents/${ANY_ORDER_TWO}`, {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${planner}` },
    data: { description: 'Radios, tools and now also the forklift.' },
  });
  expect(changed.status()).toBe(200);

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(doc.conflict).toBeVisible();
  await expect(doc.conflict).toContainText('now version 2');
  await expect(doc.signatory('Sam Crew').getByText('Signed', { exact: true })).toBeHidden();
  expect(await signWrites(request)).toHaveLength(0);

  await doc.signAgain('Sam Crew');
  await doc.expectSigned('Sam Crew');
  await expect(page.getByText('Version 2')).toBeVisible();
  await expect(doc.conflict).toBeHidden();
  expect(await signWrites(request)).toHaveLength(1);
});

test('(d) an uploaded file shows as awaiting approval and reaches the server once', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.logInAtHome('crew@demo.test');
  const doc = new SignDocumentPage(page);
  await doc.open(CREW_FIRST);
  // On a slow phone the file's row was once drawn before its waiting record (CI, 2026-11-28).
  await slowPhone(page);
  await doc.uploadFile({
    name: 'signed-copy.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 signed copy'),
  });
  await expect(doc.awaitingApproval).toBeVisible();
  await expect(page.getByText('Waiting to be sent')).toBeHidden();
  const uploads = (await appliedWrites(request)).filter((w) => w.path.endsWith('/file'));
  expect(uploads).toMatchObject([{ method: 'POST', status: 201 }]);
});
