import * as v from 'valibot';

/** The envelope of every list call (`limit` and `page` in the query, SPEC §9). */
export const listOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), total: v.pipe(int, v.minValue(0)) });

/** The largest PostgreSQL `integer` (int4): every id column is one, so a larger id names nothing. */
export const INT4_MAX = 2_147_483_647;

/** A whole number, as zod's `.int()` had it: a safe integer (no 2^53 and beyond). */
export const int = v.pipe(v.number(), v.safeInteger());

/** An entity id as JSON carries it: a positive int4. */
export const entityId = v.pipe(int, v.minValue(1), v.maxValue(INT4_MAX));

/**
 * An entity id as a path or query carries it: digits only (no "1e3", "0x10", " 7" or "+7",
 * which `Number()` would accept) and within int4, else the database answers 22003 and the
 * caller a 500.
 */
export const idText = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/, 'expected a positive integer'),
  v.transform(Number),
  entityId,
);

/** An id from a path, a query or a JSON body: digits as text, or a number as JSON has it. */
export const idParam = v.union([entityId, idText]);

/** A whole number in a query string ("25"), as `Number()` reads it, within min…max. */
export const queryInt = (min: number, max: number) =>
  v.pipe(v.unknown(), v.transform(Number), int, v.minValue(min), v.maxValue(max));

/**
 * Years the API accepts in a date. The lower bound keeps out year 0000 (which PostgreSQL
 * refuses) and typos like 0202; 1900 still covers every birth date and contract the app holds.
 * The upper bound keeps out typos like 20270 → 2027-0… and 9999-style sentinels, while leaving
 * centuries of room for planning.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/** True when `YYYY-MM-DD` names a day that exists on the calendar (2027-02-30 does not). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids DST shifts.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const REAL_DATE = `expected a real date between ${MIN_YEAR} and ${MAX_YEAR}`;

export const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'),
  v.check(isRealDate, REAL_DATE),
);

/**
 * RFC 3339: seconds (a fraction allowed), then `Z` or an offset. valibot's isoTimestamp also
 * takes a space for the `T` and offsets without a colon, which the API never sends.
 */
const DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** An ISO date-time with an offset, whose date part exists (2027-02-30T… is refused). */
export const isoDateTime = v.pipe(
  v.string(),
  v.regex(DATE_TIME, 'expected an ISO date-time with an offset'),
  v.check((value) => isRealDate(value.slice(0, 10)), REAL_DATE),
);
export const hhmm = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm'));

/**
 * NUL cannot be stored in PostgreSQL text or jsonb (22021 / 22P05), and a lone UTF-16
 * surrogate is not a character at all: encoders silently turn it into U+FFFD, so what is
 * stored would differ from what was sent.
 */
// eslint-disable-next-line no-control-regex -- the NUL is exactly what this looks for
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `value` cannot be stored as text, or null when it can. */
export function unstorableText(value: string): string | null {
  if (NUL.test(value)) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(value)) return 'must not contain a lone UTF-16 surrogate';
  return null;
}

/**
 * Free text a person types: at most `max` characters, storable in PostgreSQL. Every text
 * field the server parses uses this so no field is unbounded (a 900 KB function name was
 * once stored).
 */
export const text = (max: number, tooLong = `must be at most ${max} characters`) =>
  v.pipe(
    v.string(),
    v.maxLength(max, tooLong),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? unstorableText(dataset.value) : null;
      if (problem) addIssue({ message: problem });
    }),
  );

/**
 * A rule across fields of an object (an end date not before its start), reported on the field
 * `on` names. It is judged only once every field in `fields` passed its own checks: valibot's
 * `partialCheck` also runs when one failed a check that leaves it typed (an impossible date
 * such as 2027-02-30), and the person then read a second, misleading message beside the first.
 * Other fields' faults do not stop it, so a form shows it beside theirs. `rule` reads only
 * `fields`.
 */
export function fieldsRule<TInput extends Record<string, unknown>>(
  // NoInfer: the object's type comes from the pipe the rule sits in, not from `rule`.
  fields: readonly NoInfer<keyof TInput & string>[],
  rule: (value: NoInfer<TInput>) => boolean,
  message: string,
  on: NoInfer<keyof TInput & string>,
): v.RawCheckAction<TInput> {
  const judged = new Set<unknown>(fields);
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (typeof dataset.value !== 'object' || dataset.value === null) return;
    const value = dataset.value as TInput;
    // An issue without a field (the body is not an object) or on a judged field: not judged.
    if (dataset.issues?.some((issue) => !issue.path || judged.has(issue.path[0]?.key))) return;
    if (rule(value)) return;
    addIssue({
      message,
      path: [{ type: 'object', origin: 'value', input: value, key: on, value: value[on] }],
    });
  });
}

/**
 * Every entity the app can change carries a version; the server bumps it on each write. An
 * entity's schema spreads these first: `v.object({ ...versioned.entries, … })`.
 */
export const versioned = v.object({
  id: int,
  version: v.pipe(int, v.minValue(1)),
});
