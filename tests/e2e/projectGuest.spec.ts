import { expect, test } from './harness/test';
import { CrewProfilePage } from './pages/CrewProfilePage';
import { GuestLandingPage } from './pages/GuestLandingPage';
import { LoginPage } from './pages/LoginPage';
import { goOffline, goOnline, waitForServiceWorker } from './offline';
import { GUEST_PASSWORD } from './support';
import { DEMO_PROJECT_NUMBER } from '../../server/seed/demoLogins';

const OWN = new RegExp(`/projects/${DEMO_PROJECT_NUMBER}$`);

test('the project guest lands on its project: crews, contacts, places, the account note; offline too', async ({
  page,
  context,
}) => {
  const landing = new GuestLandingPage(page);
  await landing.logInByUrl(DEMO_PROJECT_NUMBER, GUEST_PASSWORD);
  await expect(page).toHaveURL(OWN);
  await expect(landing.crewsHeading).toBeVisible();
  const crew = landing.crews.first();
  await expect(crew).toBeVisible();
  await expect(landing.accountNote).toBeVisible();
  await expect(landing.projectManagerLink).toBeVisible();
  await expect(landing.crewChiefLink(crew)).toBeVisible();
  await expect(landing.memberLinks(crew).first()).toBeVisible();
  // SPEC §2: no back arrow on the project page in project guest mode.
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  await landing.locationLink(crew).click();
  await expect(page).toHaveURL(/\/locations\/\d+$/);
  await page.goBack();
  await landing.crewChiefLink(crew).click();
  await expect(page).toHaveURL(/\/crews\/\d+\/contact-crew-chief$/);
  await page.goBack();
  await landing.projectManagerLink.click();
  await expect(page).toHaveURL(
    new RegExp(`/projects/${DEMO_PROJECT_NUMBER}/contact-project-manager$`),
  );

  // SPEC §5: the project list and any other project lead back to the guest's own page.
  for (const path of ['/projects', '/projects/P-20002', '/crew-profile/1']) {
    await page.goto(path);
    await expect(page).toHaveURL(OWN);
    await expect(landing.crewsHeading).toBeVisible();
  }

  // After one visit the page reads from the device.
  await waitForServiceWorker(page);
  await goOffline(context);
  await page.reload();
  await expect(landing.crews.first()).toBeVisible();
  await expect(landing.accountNote).toBeVisible();
  await goOnline(context);
});

test('a planner opens a crew profile: contact, functions, tags, document-based skills, ratings', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.logInAtHome('planner@demo.test');
  const profile = new CrewProfilePage(page);
  await profile.open(1);
  await expect(profile.heading('Sam Crew')).toBeVisible();
  await expect(profile.callLink).toBeVisible();
  await expect(profile.mailLink).toBeVisible();
  await expect(profile.list('Qualified functions').filter({ hasText: '(main)' })).toHaveCount(1);
  await expect(profile.list('Tags')).not.toHaveCount(0);
  // One of the seeded documents has expired: the profile says so.
  await expect(profile.list('Document-based skills').filter({ hasText: 'expired on' })).toHaveCount(
    1,
  );
  await expect(profile.list('Ratings')).toHaveCount(3);
  await expect(profile.list('Ratings').first()).toContainText(/of 5 · \d+ ratings?/);
});

test('without the crewProfile CONTACT right no contact data reaches the app', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.logInAtHome('client@demo.test');
  const profile = new CrewProfilePage(page);
  await profile.open(1);
  await expect(profile.heading('Sam Crew')).toBeVisible();
  await expect(profile.callLink).toHaveCount(0);
  await expect(profile.mailLink).toHaveCount(0);

  // And not in the answer either (the client holds no crewProfile CONTACT right).
  const token = await request
    .post('/api/v1/auth/token', {
      headers: { Type: 'MOBILE' },
      data: { login: 'client@demo.test', password: 'demo1234' },
    })
    .then(async (r) => ((await r.json()) as { token: string }).token);
  const answer = await request.get('/api/v1/crewProfiles/1', {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  expect(await answer.json()).toMatchObject({ phone: null, email: null });
  const lists = await request.get('/api/v1/crewMember/1/crewRatings', {
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
  });
  expect(lists.status()).toBe(403);
});
