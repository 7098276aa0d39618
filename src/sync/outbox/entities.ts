import { ENTITY_SCHEMAS, type EntityTable } from '../resources';

export { ENTITY_SCHEMAS };

/**
 * The schema of a stored record's table. A record read back from IndexedDB names its table as
 * a plain string: one queued by an older build may name a table this build no longer has.
 */
export function entitySchemaOf(table: string) {
  return Object.hasOwn(ENTITY_SCHEMAS, table) ? ENTITY_SCHEMAS[table as EntityTable] : undefined;
}
