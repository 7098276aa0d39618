import type { GenericSchema } from 'valibot';

/** What maxLengthOf reads of a schema: a pipe's items, or the schema a wrapper wraps. */
type Inspectable = {
  kind?: string;
  type?: string;
  requirement?: unknown;
  wrapped?: Inspectable;
  pipe?: readonly Inspectable[];
};

function findMax(schema: Inspectable, depth: number): number | undefined {
  if (depth > 5) return undefined;
  if (schema.wrapped) return findMax(schema.wrapped, depth + 1);
  for (const item of schema.pipe ?? []) {
    if (item.type === 'max_length' && typeof item.requirement === 'number') return item.requirement;
    // A pipe's first item is the schema it extends (`v.pipe(text(100), v.trim())`).
    if (item.kind === 'schema' && item !== schema) {
      const inner = findMax(item, depth + 1);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

/**
 * The most characters a text schema takes (its `v.maxLength`), looked up through pipes,
 * `nullable`, `optional` and `fallback`, so a field shows the very limit the server applies
 * instead of a copy of it. Throws on a schema without one: every free-text field has a limit.
 */
export function maxLengthOf(schema: GenericSchema): number {
  const max = findMax(schema, 0);
  if (max === undefined) throw new Error('This text schema has no maximum length');
  return max;
}

/** How a text stands against its limit: what the field says, and whether it is too long. */
export function textLimitState(value: string, max: number): { count: number; over: boolean } {
  // UTF-16 units, as valibot's `maxLength` and the browser's maxLength count: the three agree.
  return { count: value.length, over: value.length > max };
}
