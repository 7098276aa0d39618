import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, startBenchServer } from './server';

const OUT = process.env.SHOTS ?? '/tmp/shots';
mkdirSync(OUT, { recursive: true });
type Step = { name: string; path?: string; click?: (p: Page) => Promise<void> };
const PLANS: { who: string | null; login?: string; steps: Step[] }[] = [
  { who: 'crew@demo.test', steps: [
    { name: 'block-dialog', click: async (p) => { await p.goto('/personal-calendar'); await p.getByRole('button', { name: 'Block dates' }).click(); await p.getByRole('dialog').waitFor(); } },
    { name: 'language-select', click: async (p) => { await p.goto('/profile'); await p.getByText('The language of the app').waitFor(); } },
    { name: 'job-tabs', click: async (p) => { await p.goto('/jobs'); await p.getByRole('tab').nth(1).click(); } },
  ] },
  { who: 'planner@demo.test', steps: [
    { name: 'planner-crew', click: async (p) => { await p.goto('/planner-crew'); await p.getByText(/\d+ people/).waitFor({ timeout: 60000 }); } },
    { name: 'planner-crew-select', click: async (p) => { await p.goto('/planner-crew'); await p.getByText(/\d+ people/).waitFor({ timeout: 60000 }); await p.getByRole('textbox', { name: 'Crews' }).click(); } },
    { name: 'project-detail', click: async (p) => { await p.goto('/projects'); await p.locator('main a[href^="/projects/"]').first().click(); await p.getByText(/booked/i).first().waitFor({ timeout: 60000 }); } },
    { name: 'copy-dialog', click: async (p) => { await p.goto('/projects'); await p.locator('main a[href^="/projects/"]').first().click(); await p.getByRole('button', { name: 'Copy project' }).click(); await p.getByRole('dialog').waitFor(); } },
  ] },
];

async function shoot(browser: Browser, url: string, tag: string) {
  for (const plan of PLANS) {
    const ctx = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await ctx.newPage();
    if (plan.login) { await page.goto(plan.login); await page.waitForURL((u) => !u.pathname.startsWith('/login')); }
    else if (plan.who) {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(plan.who);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('banner').getByRole('heading', { name: 'Home' }).waitFor();
    }
    for (const step of plan.steps) {
      try {
        if (step.path) await page.goto(step.path); else await step.click!(page);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(2500);
        await page.mouse.move(0, 0);
        writeFileSync(`${OUT}/${step.name}-${tag}.png`, await page.screenshot({ fullPage: true }));
      } catch (e) { console.log(tag, step.name, 'failed', String(e).slice(0, 200)); }
    }
    await ctx.close();
  }
}

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const [tag, dist, port] of [['before', 'dist-before', 8500], ['after', 'dist', 8501]] as const) {
    process.env.CREWHUB_DIST = dist;
    process.env.CREWHUB_TODAY = '2026-11-24';
    const server = await startBenchServer(port);
    try { await shoot(browser, server.url, tag); } finally { server.stop(); }
  }
  await browser.close();
}
void main();
