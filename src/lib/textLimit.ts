import type { z } from 'zod';

type Unwrappable = { unwrap: () => z.ZodType };

/**
 * The most characters a text schema takes (its zod `.max()`), looked up through `nullable`,
 * `optional` and `default`, so a field shows the very limit the server applies instead of a
 * copy of it. Throws on a schema without one: every free-text field has a limit.
 */
export function maxLengthOf(schema: z.ZodType): number {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 5; depth++) {
    const max = (current as { maxLength?: number | null }).maxLength;
    if (typeof max === 'number') return max;
    if (typeof (current as Partial<Unwrappable>).unwrap !== 'function') break;
    current = (current as unknown as Unwrappable).unwrap();
  }
  throw new Error('This text schema has no maximum length');
}

/** How a text stands against its limit: what the field says, and whether it is too long. */
export function textLimitState(value: string, max: number): { count: number; over: boolean } {
  // UTF-16 units, as zod's `.max()` and the browser's maxLength count: the three agree.
  return { count: value.length, over: value.length > max };
}
