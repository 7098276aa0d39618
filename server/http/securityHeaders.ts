import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export type SecurityOptions = {
  /** CSP frame-ancestors sources (CREWHUB_FRAME_ANCESTORS): who may show the app in a frame. */
  frameAncestors: string[];
  /** Origins of an app built with VITE_API_BASE that may call this API (CREWHUB_CORS_ORIGINS). */
  corsOrigins: string[];
  /** More connect-src sources for the shell served here (CREWHUB_CSP_CONNECT_SRC). */
  connectSrc: string[];
};

// A CSP source expression: a keyword, a scheme, or an (optionally wildcard) host with scheme and
// port. A value never reaches the header with ';' or anything after it: it cannot add directives.
const SOURCE =
  /^('self'|'none'|\*|[a-z][a-z0-9+.-]*:|([a-z][a-z0-9+.-]*:\/\/)?(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d+|\*))?)$/i;

const sourcesOf = (raw: string | undefined) =>
  (raw ?? '')
    .split(';')[0]!
    .split(/[\s,]+/)
    .filter((s) => SOURCE.test(s));

export function securityOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SecurityOptions {
  const ancestors = sourcesOf(env.CREWHUB_FRAME_ANCESTORS);
  return {
    // SPEC: the app may be embedded in a frame (top-menu layout); by default only by itself.
    frameAncestors: ancestors.length > 0 ? ancestors : ["'self'"],
    corsOrigins: sourcesOf(env.CREWHUB_CORS_ORIGINS),
    connectSrc: sourcesOf(env.CREWHUB_CSP_CONNECT_SRC),
  };
}

/**
 * The policy of the app shell. Scripts only from this origin (the build has no inline script).
 * Styles allow 'unsafe-inline': Mantine and Emotion-style theming inject <style> tags at run
 * time. Images may come from https (the tenant's background and favicon URLs) and blob: (photos
 * and files kept on the device).
 */
export function contentSecurityPolicy(options: SecurityOptions): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...options.connectSrc].join(' '),
    "worker-src 'self' blob:",
    "media-src 'self' blob:",
    "frame-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Replaces X-Frame-Options, which cannot name several allowed origins.
    `frame-ancestors ${options.frameAncestors.join(' ')}`,
  ].join('; ');
}

/**
 * nosniff and the referrer policy on every answer; the CSP on HTML (the shell). Other answers
 * (JSON, PDFs, scripts, the workers) get none: a CSP on a worker script would restrict the
 * worker itself, and one on a PDF can break the browser's viewer.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const csp = contentSecurityPolicy(options);
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (c.res.headers.get('Content-Type')?.startsWith('text/html'))
      c.res.headers.set('Content-Security-Policy', csp);
  };
}

/**
 * Cross-origin calls: none by default (the app is served from this origin). A build with
 * VITE_API_BASE served elsewhere names its origin in CREWHUB_CORS_ORIGINS. No cookies are used
 * (bearer tokens), so credentials stay off.
 */
export function corsPolicy(options: SecurityOptions): MiddlewareHandler | null {
  if (options.corsOrigins.length === 0) return null;
  return cors({
    origin: options.corsOrigins,
    allowMethods: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH'],
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'Type',
      'If-Match',
      'Idempotency-Key',
      'Device-Id',
    ],
    exposeHeaders: ['Content-Disposition', 'ETag', 'Retry-After'],
    maxAge: 600,
  });
}
