import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './server';
// usage: name y0 y1 -> side by side crop
const [name, y0, y1] = process.argv.slice(2);
async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 800, height: Number(y1) - Number(y0) } });
  const src = (t: string) => `data:image/png;base64,${readFileSync(`${process.env.SHOTS ?? "/tmp/shots"}/${name}-${t}.png`).toString('base64')}`;
  await page.setContent(`<body style="margin:0;display:flex;gap:20px;background:#f0f"><div style="width:390px;height:${Number(y1) - Number(y0)}px;overflow:hidden"><img src="${src('before')}" style="margin-top:-${y0}px"></div><div style="width:390px;height:${Number(y1) - Number(y0)}px;overflow:hidden"><img src="${src('after')}" style="margin-top:-${y0}px"></div></body>`);
  writeFileSync(`/tmp/crop-${name}.png`, await page.screenshot());
  await browser.close();
}
void main();
