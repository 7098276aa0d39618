import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Deps } from './context';
import { securityHeaders, securityOptionsFromEnv, type SecurityOptions } from './securityHeaders';

const DEFAULTS = securityOptionsFromEnv({});

/** A shell page and a JSON answer behind the headers, as main.ts serves them. */
function shell(options: SecurityOptions) {
  const app = new Hono();
  app.use('*', securityHeaders(options));
  app.get('/', (c) => c.html('<!doctype html><div id="root"></div>'));
  app.get('/data', (c) => c.json({ ok: true }));
  return app;
}

const directives = (csp: string | null) =>
  new Map((csp ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

describe('security headers', () => {
  it.each(['/', '/data'])('%s: nosniff and a strict referrer policy', async (path) => {
    const res = await shell(DEFAULTS).request(path);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('the shell gets a CSP without inline or eval scripts; JSON gets none', async () => {
    const csp = directives(
      (await shell(DEFAULTS).request('/')).headers.get('Content-Security-Policy'),
    );
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(
      (await shell(DEFAULTS).request('/data')).headers.get('Content-Security-Policy'),
    ).toBeNull();
  });

  it.each([
    {
      env: "'self' https://portal.example.com",
      ancestors: ["'self'", 'https://portal.example.com'],
    },
    {
      env: 'https://a.example, https://b.example',
      ancestors: ['https://a.example', 'https://b.example'],
    },
    // A value trying to add a directive of its own loses that part.
    { env: "https://a.example; script-src 'unsafe-inline'", ancestors: ['https://a.example'] },
    { env: "'unsafe-inline' http://x.example:8080", ancestors: ['http://x.example:8080'] },
    { env: "'none'", ancestors: ["'none'"] },
  ])('CREWHUB_FRAME_ANCESTORS=$env', async ({ env, ancestors }) => {
    const options = securityOptionsFromEnv({ CREWHUB_FRAME_ANCESTORS: env });
    const header = (await shell(options).request('/')).headers.get('Content-Security-Policy');
    expect(directives(header).get('frame-ancestors')).toEqual(ancestors);
    expect(directives(header).get('script-src')).toEqual(["'self'"]);
  });
});

describe('CORS for VITE_API_BASE deployments', () => {
  // /status and preflights touch no database: deps without one are enough.
  const deps = { testApi: false } as unknown as Deps;
  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,type,content-type,idempotency-key',
    },
  });

  it.each([
    { origins: '', origin: 'https://app.example.com', allowed: null },
    {
      origins: 'https://app.example.com',
      origin: 'https://app.example.com',
      allowed: 'https://app.example.com',
    },
    {
      origins: 'https://app.example.com,https://b.example',
      origin: 'https://evil.example',
      allowed: null,
    },
  ])('allowed [$origins], call from $origin → $allowed', async ({ origins, origin, allowed }) => {
    const app = createApp(deps, securityOptionsFromEnv({ CREWHUB_CORS_ORIGINS: origins }));
    const pre = await app.request('/api/v1/auth/token', preflight(origin));
    expect(pre.headers.get('Access-Control-Allow-Origin')).toBe(allowed);
    if (allowed) {
      expect(pre.status).toBe(204);
      expect(pre.headers.get('Access-Control-Allow-Headers')).toContain('Idempotency-Key');
    }
    const get = await app.request('/api/v1/status', {
      headers: { Type: 'MOBILE', Origin: origin },
    });
    expect(get.status).toBe(200);
    expect(get.headers.get('Access-Control-Allow-Origin')).toBe(allowed);
    expect(get.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
