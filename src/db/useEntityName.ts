import { useLiveQuery } from 'dexie-react-hooks';
import { readEntityName, type EntityKind } from './entityNames';

/**
 * The live name of the entity a page shows (issue 17, header titles): undefined while the
 * first read runs, null when the device holds no such entity or the page names none.
 */
export function useEntityName(
  kind: EntityKind | null,
  key: string | null,
): string | null | undefined {
  const read = useLiveQuery(
    async () => ({
      kind,
      key,
      name: kind === null || key === null ? null : await readEntityName({ kind, key }),
    }),
    [kind, key],
  );
  // A live query keeps its last answer while the next one runs: the previous page's entity
  // must not title this one, not even for a frame.
  if (!read || read.kind !== kind || read.key !== key) return undefined;
  return read.name;
}
