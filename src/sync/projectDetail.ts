import { ApiError } from '../api/errors';
import { fetchProject, fetchProjectDetail } from '../api/projectDetail';
import type { ProjectDetailBundle } from '../api/schemas/projectDetail';
import type { Project } from '../api/schemas/projects';
import { db } from '../db/db';
import { isOpenState } from '../db/outboxRecord';
import { withFreshToken } from '../session/pageRefresh';
import { getSession } from '../session/sessionState';
import type { DetailOutcome } from './details';
import { detailFailure } from './detailFailure';

/** A project detail refresh also tells "not yours" (403) from "does not exist" (404). */
export type ProjectDetailOutcome = DetailOutcome | 'forbidden';

/**
 * Sync-state name of one project's detail: when it last came from the server. Its screens
 * give that age offline (LastSynced), as every list gives its pull's.
 */
export const projectDetailResource = (number: string) => `projectDetail:${number}` as const;

/** Rows created here and still waiting in the outbox have negative ids: a refresh keeps them. */
const isLocal = (row: { id: number }) => row.id < 0;

async function store(number: string, project: Project, bundle: ProjectDetailBundle): Promise<void> {
  const tables = [
    db.projects,
    db.projectExtras,
    db.projectDocuments,
    db.projectInvoices,
    db.projectActivities,
    db.outbox,
    db.syncState,
  ];
  await db.transaction('rw', tables, async () => {
    const id = project.id;
    await db.projects.put(project);
    // A logo still waiting to upload stays on screen until the outbox has sent it.
    const waiting = await db.outbox
      .where('entityKey')
      .equals(`projectExtras:${id}`)
      .filter((r) => isOpenState(r.state))
      .count();
    const local = await db.projectExtras.get(id);
    await db.projectExtras.put(
      waiting > 0 && local ? { ...bundle.extras, logoKey: local.logoKey } : bundle.extras,
    );
    await db.projectDocuments.where('projectId').equals(id).delete();
    await db.projectDocuments.bulkPut(bundle.documents);
    await db.projectInvoices.where('projectId').equals(id).delete();
    await db.projectInvoices.bulkPut(bundle.invoices);
    const activities = db.projectActivities.where('projectId').equals(id);
    await activities.filter((row) => !isLocal(row)).delete();
    await db.projectActivities.bulkPut(bundle.activities);
    await db.syncState.put({
      resource: projectDetailResource(number),
      lastSyncedAt: Date.now(),
      state: 'idle',
      lastError: null,
    });
  });
}

async function forget(number: string): Promise<void> {
  await db.syncState.delete(projectDetailResource(number));
  const project = await db.projects.where('number').equals(number).first();
  if (!project) return;
  const id = project.id;
  await db.transaction(
    'rw',
    [db.projects, db.projectExtras, db.projectDocuments, db.projectInvoices, db.projectActivities],
    async () => {
      await db.projects.delete(id);
      await db.projectExtras.delete(id);
      await db.projectDocuments.where('projectId').equals(id).delete();
      await db.projectInvoices.where('projectId').equals(id).delete();
      await db.projectActivities.where('projectId').equals(id).delete();
    },
  );
}

/**
 * Pulls one project and its detail when it is opened (DESIGN.md "on opening a detail"): the
 * project row too, so a project the list has not pulled yet (or a link from elsewhere) opens.
 */
export async function refreshProjectDetail(number: string): Promise<ProjectDetailOutcome> {
  if (getSession().status !== 'authenticated') return 'failed';
  try {
    const [project, bundle] = await withFreshToken((token) =>
      Promise.all([fetchProject(token, number), fetchProjectDetail(token, number)]),
    );
    await store(number, project, bundle);
    return 'fresh';
  } catch (error) {
    const outcome = await detailFailure(error, () => forget(number));
    // The project screen tells a project taken from this person from one that is gone.
    return outcome === 'missing' && error instanceof ApiError && error.status === 403
      ? 'forbidden'
      : outcome;
  }
}
