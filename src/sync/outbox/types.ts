import type { EntityTable } from '../resources';
import type { EntityRef as StoredEntityRef } from '../../db/outboxRecord';

export { OUTBOX_STATES, OPEN_STATES, entityKeyOf } from '../../db/outboxRecord';
export type { OutboxRecord, OutboxState, UndoRow, OtherChange } from '../../db/outboxRecord';
export type { EntityTable };

/** A row an action touches: the table must be one a resource declares (sync/resources). */
export type EntityRef = StoredEntityRef<EntityTable>;
