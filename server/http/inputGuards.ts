import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { unstorableText } from '../../src/api/schemas/common';
import type { AppEnv } from './context';
import { apiError } from './errors';
import { sqlStateOf } from '../db/sqlState';

/** Every body, whatever its Content-Type or framing, except the file uploads below. */
export const BODY_LIMIT = 1024 * 1024;
/** Multipart file uploads: the largest file (15 MB photos and documents) plus its form. */
export const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;

/**
 * The routes that take a multipart file (every caller of readUpload in server/routes).
 * Matched on the end of the path so the API base does not matter; a new upload route must
 * be added here or its bodies stop at 1 MB.
 */
const UPLOAD_PATHS: readonly RegExp[] = [
  /\/projectCrews\/[^/]+\/photos$/,
  /\/documents\/[^/]+\/file$/,
  /\/formQuestions\/[^/]+\/file$/,
  /\/mobileDocuments$/,
  /\/persons\/[^/]+\/profilePictures$/,
];

export const isUploadRoute = (method: string, path: string) =>
  method === 'POST' && UPLOAD_PATHS.some((p) => p.test(path));

const tooLarge = () => {
  throw apiError(413, 'payload_too_large', 'The request is too large');
};
const smallBodies = bodyLimit({ maxSize: BODY_LIMIT, onError: tooLarge });
const uploadBodies = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });

/**
 * One body limit for every request. hono's bodyLimit trusts Content-Length when there is
 * one (Node refuses a body longer than it declares) and otherwise counts a chunked stream
 * as it reads it, so neither `text/plain` nor `Transfer-Encoding: chunked` slips past.
 */
export const limitBodies = (): MiddlewareHandler<AppEnv> => (c, next) =>
  isUploadRoute(c.req.method, c.req.path) ? uploadBodies(c, next) : smallBodies(c, next);

const invalid = (where: string, problem: string) =>
  apiError(400, 'invalid_input', `The ${where} ${problem}`);

/** Percent-decodes one URL part, refusing what is not UTF-8 or not storable. */
function decodedPart(raw: string, where: string): string {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    throw invalid(where, 'is not valid UTF-8 (a lone surrogate or a broken %-escape)');
  }
  const problem = unstorableText(value);
  if (problem) throw invalid(where, problem);
  return value;
}

/** Every string in a parsed JSON body, keys included, is storable text. */
function checkJson(value: unknown, path: string): void {
  if (typeof value === 'string') {
    const problem = unstorableText(value);
    if (problem)
      throw apiError(400, 'invalid_input', `The body ${problem}`, {
        fields: { [path || '_']: problem },
      });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkJson(item, path ? `${path}.${i}` : String(i)));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      checkJson(key, path);
      checkJson(item, path ? `${path}.${key}` : key);
    }
  }
}

/**
 * NUL and lone surrogates in the path, the query or a JSON body answer 400 before any route
 * runs: PostgreSQL refuses NUL in text and jsonb (a 500 once), and a lone surrogate would be
 * stored as U+FFFD, not as sent. The schemas refuse them too (`text()`), but a jsonb column
 * (form answers) or a route without a schema must not depend on that.
 */
export const rejectUnstorableInput = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const url = new URL(c.req.url);
  for (const segment of url.pathname.split('/')) decodedPart(segment, 'path');
  if (url.search.length > 1) {
    for (const pair of url.search.slice(1).split('&')) {
      for (const part of pair.split('=')) decodedPart(part.replace(/\+/g, ' '), 'query');
    }
  }
  if ((c.req.header('Content-Type') ?? '').includes('json') && c.req.raw.body) {
    // text() is cached by Hono, so the route's own c.req.json() still reads the same body.
    const body = await c.req.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined; // the route answers its own "invalid JSON"
    }
    checkJson(parsed, '');
  }
  await next();
};

/** What each PostgreSQL input error (SQLSTATE class 22, and 54000) says to the caller. */
const PG_INPUT_ERRORS = new Map<string, string>([
  ['22003', 'A number is out of range'],
  ['22P02', 'A value has the wrong form'],
  ['22007', 'A date or time has the wrong form'],
  ['22008', 'A date or time is out of range'],
  ['22021', 'A text contains a character that cannot be stored'],
  ['22P05', 'A text contains a character that cannot be stored'],
  ['54000', 'A value is too long'],
]);

/**
 * The safety net for createApp's onError: a PostgreSQL input error is the caller's bad
 * input that a schema missed, so it answers 400, not 500. The schemas and guards above are
 * the fix; this only keeps a gap in them from becoming a 500. Null for any other error.
 */
export function pgInputErrorResponse(error: unknown): Response | null {
  const state = sqlStateOf(error);
  if (!state || !(state.startsWith('22') || state === '54000')) return null;
  const message = PG_INPUT_ERRORS.get(state) ?? 'A value is not valid';
  return apiError(400, 'invalid_input', message, { sqlState: state }).getResponse();
}
