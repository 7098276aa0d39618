import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../build/precompress';
import { serveApp } from './staticFiles';

const dist = mkdtempSync(join(tmpdir(), 'crewhub-static-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// Real code, not a repeated line: zopfli's edge over zlib shows on text like the app's.
const script = readFileSync('server/http/staticFiles.ts', 'utf8');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export {};\n');
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Crew Hub</title>');
writeFileSync(join(dist, 'robots.txt'), readFileSync('public/robots.txt'));
await precompressFolder(dist);

const app = new Hono();
serveApp(app, dist);
const get = (path: string, encoding?: string) =>
  app.request(path, { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

describe('the built app', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    [undefined, null],
  ])('sends a script compressed as accepted (%s → %s)', async (accept, encoding) => {
    const res = await get('/assets/app-abc123.js', accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Content-Encoding')).toBe(encoding);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    if (encoding) expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    else expect(await res.text()).toBe(script);
  });

  it('writes a standard gzip copy, smaller than zlib at its best', () => {
    const body = readFileSync(join(dist, 'assets', 'app-abc123.js'));
    const copy = readFileSync(join(dist, 'assets', 'app-abc123.js.gz'));
    expect(gunzipSync(copy).toString()).toBe(script);
    expect(copy.length).toBeLessThan(gzipSync(body, { level: 9 }).length);
  });

  it('leaves a file too small to gain from compression as it is', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br');
    expect(res.headers.get('Content-Encoding')).toBeNull();
  });

  it('answers app routes with the shell, never cached, and unknown API paths with 404', async () => {
    const shell = await get('/jobs/12');
    expect(shell.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(shell.headers.get('Cache-Control')).toBe('no-cache');
    expect((await get('/api/v1/nothing')).status).toBe(404);
  });

  it('serves robots.txt as text (Lighthouse read the shell there: 40 errors)', async () => {
    const res = await get('/robots.txt');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    for (const line of lines) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap):\s*\S/);
    expect(lines[0]).toBe('User-agent: *');
  });
});
