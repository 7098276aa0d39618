import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { issuePath, type Issue } from '../../src/api/schemas/issues';

/** Every error answer is JSON `{code, message, fields?}`; never a stack trace. */
export function apiError(
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): HTTPException {
  return new HTTPException(status, {
    res: new Response(JSON.stringify({ code, message, ...extra }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  });
}

export function fieldsOf(issues: readonly Issue[]): Record<string, string> {
  // No prototype: a field named "__proto__" or "constructor" is reported, not swallowed.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const issue of issues) {
    const key = issuePath(issue) || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    throw apiError(400, 'invalid_input', 'The request has invalid fields', {
      fields: fieldsOf(parsed.issues),
    });
  }
  return parsed.output;
}
