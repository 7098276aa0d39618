import { safeParse } from 'valibot';
import { ENTITY_SCHEMAS, type EntityTable } from '../resources';

export { ENTITY_SCHEMAS };

/**
 * The schema of a stored record's table. A record read back from IndexedDB names its table as
 * a plain string: one queued by an older build may name a table this build no longer has.
 */
export function entitySchemaOf(table: string) {
  return Object.hasOwn(ENTITY_SCHEMAS, table) ? ENTITY_SCHEMAS[table as EntityTable] : undefined;
}

/** A server answer checked against its table's schema; undefined for a table this build lacks. */
export function parseEntity(table: string, body: unknown) {
  const schema = entitySchemaOf(table);
  return schema ? safeParse(schema, body) : undefined;
}
