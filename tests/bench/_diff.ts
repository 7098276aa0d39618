import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './server';
const OUT = process.env.SHOTS ?? '/tmp/shots';
const FN = `async (a, b) => {
  const load = (src) => new Promise((res) => { const i = new Image(); i.onload = () => res(i); i.src = src; });
  const [ia, ib] = await Promise.all([load(a), load(b)]);
  const w = Math.max(ia.width, ib.width), h = Math.max(ia.height, ib.height);
  const ca = document.createElement('canvas'); ca.width = w; ca.height = h; const xa = ca.getContext('2d'); xa.drawImage(ia, 0, 0);
  const cb = document.createElement('canvas'); cb.width = w; cb.height = h; const xb = cb.getContext('2d'); xb.drawImage(ib, 0, 0);
  const da = xa.getImageData(0, 0, w, h).data, db = xb.getImageData(0, 0, w, h).data;
  let diff = 0, minY = h, maxY = 0;
  for (let i = 0; i < da.length; i += 4) if (Math.abs(da[i] - db[i]) + Math.abs(da[i+1] - db[i+1]) + Math.abs(da[i+2] - db[i+2]) > 30) { diff++; const y = Math.floor(i / 4 / w); if (y < minY) minY = y; if (y > maxY) maxY = y; }
  return { diff, size: ia.width + 'x' + ia.height + ' vs ' + ib.width + 'x' + ib.height, rows: diff ? minY + '-' + maxY : '' };
}`;
async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  for (const f of readdirSync(OUT).filter((f) => f.endsWith('-before.png')).sort()) {
    const name = f.replace('-before.png', '');
    let after: Buffer;
    try { after = readFileSync(`${OUT}/${name}-after.png`); } catch { console.log(name, 'no after'); continue; }
    const a = `data:image/png;base64,${readFileSync(`${OUT}/${f}`).toString('base64')}`;
    const b = `data:image/png;base64,${after.toString('base64')}`;
    const r = (await page.evaluate(`(${FN})(${JSON.stringify(a)}, ${JSON.stringify(b)})`)) as { diff: number; size: string; rows: string };
    console.log(name.padEnd(20), String(r.diff).padStart(7), r.size, r.rows);
  }
  await browser.close();
}
void main();
