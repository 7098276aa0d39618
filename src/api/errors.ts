/** The server answered with an error status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The parsed error body, e.g. the server's current entity on a 412. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** No answer at all: offline, DNS, refused, dropped or timed out. */
export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

/** The server answered 2xx with data that does not match the schema: nothing is stored. */
export class MalformedResponseError extends Error {
  constructor(
    readonly path: string,
    /** What did not match, from the schema (valibot). */
    readonly issues: readonly { message: string }[],
  ) {
    super(`Malformed answer from ${path}`);
    this.name = 'MalformedResponseError';
  }
}
