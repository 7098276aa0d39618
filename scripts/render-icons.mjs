// `node scripts/render-icons.mjs`: the manifest's PNG icons and the apple-touch-icon, drawn
// from public/favicon.svg by Chromium (the project has no image library). Run it after
// changing the SVG and commit the PNGs in public/.
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync('public/favicon.svg', 'utf8');
// Maskable and Apple icons fill their square: the platform cuts its own shape out of it, and
// a transparent corner would show as black (iOS) or a white ring (Android). The glyph lies
// within 21 of the 32 units around the centre, inside the safe circle of 40 % (25.6 units).
const fullBleed = svg.replace(/ rx="[^"]*"/, '');

const ICONS = [
  { file: 'public/icon-192.png', size: 192, svg },
  { file: 'public/icon-512.png', size: 512, svg },
  { file: 'public/icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'public/apple-touch-icon.png', size: 180, svg: fullBleed },
];

const executablePath = [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, '/usr/bin/chromium'].find(
  (p) => p && existsSync(p),
);
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: icon.file, omitBackground: true });
    console.log(`${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
