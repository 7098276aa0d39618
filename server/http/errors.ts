import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

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

export function fieldsOf(error: z.ZodError): Record<string, string> {
  // No prototype: a field named "__proto__" or "constructor" is reported, not swallowed.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw apiError(400, 'invalid_input', 'The request has invalid fields', {
      fields: fieldsOf(parsed.error),
    });
  }
  return parsed.data;
}
