import { db as appDb, type CrewHubDb } from './db';

/** The entities whose name may stand as a page's title (SPEC §2). */
export type EntityKind = 'project' | 'crew' | 'document' | 'form' | 'plusCrew';

/** An entity named by a route: its kind and the path parameter's value (a number or an id). */
export type EntityRef = { kind: EntityKind; key: string };

const idOf = (key: string): number | null => (/^\d{1,10}$/.test(key) ? Number(key) : null);

/**
 * The name of an entity as this device holds it, or null when it holds none (not pulled yet,
 * another person's, a bad id): the page then keeps its route's own title. Projects are looked
 * up among the planner's projects and then the project guest's own (table guestProjects).
 */
export async function readEntityName(
  ref: EntityRef,
  db: CrewHubDb = appDb,
): Promise<string | null> {
  const id = idOf(ref.key);
  switch (ref.kind) {
    case 'project': {
      const byNumber =
        (await db.projects.where('number').equals(ref.key).first()) ??
        (await db.guestProjects.where('number').equals(ref.key).first());
      return byNumber?.name || null;
    }
    case 'plusCrew':
      return (await db.plusCrews.where('number').equals(ref.key).first())?.name || null;
    case 'crew':
      return id === null ? null : (await db.crews.get(id))?.name || null;
    case 'document':
      return id === null ? null : (await db.documents.get(id))?.name || null;
    case 'form':
      return id === null ? null : (await db.forms.get(id))?.title || null;
  }
}
