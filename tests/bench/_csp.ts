import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, startBenchServer } from './server';
async function main() {
  const server = await startBenchServer(8500);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ baseURL: server.url });
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.log('CSP', e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber)));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Audits.enable');
  cdp.on('Audits.issueAdded', (i) => console.log('ISSUE', JSON.stringify(i.issue).slice(0, 600)));
  for (const path of ['/login', '/jobs']) {
    await page.goto(path); await page.waitForLoadState('networkidle');
  }
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('crew@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('banner').getByRole('heading', { name: 'Home' }).waitFor();
  await page.goto('/jobs'); await page.waitForLoadState('networkidle');
  await browser.close(); server.stop();
}
void main();
