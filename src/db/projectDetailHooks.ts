import { useLiveQuery } from 'dexie-react-hooks';
import {
  db,
  type Invoice,
  type Project,
  type ProjectActivity,
  type ProjectDocument,
  type ProjectExtras,
} from './db';

// Live reads of one project's detail tables (issue 13): null when the device lacks the row,
// undefined while the first read runs.

export function useProjectByNumber(number: string): Project | null | undefined {
  return useLiveQuery(
    async () => (await db.projects.where('number').equals(number).first()) ?? null,
    [number],
  );
}

export function useProjectExtras(id: number | null): ProjectExtras | null | undefined {
  return useLiveQuery(
    async () => (id === null ? null : ((await db.projectExtras.get(id)) ?? null)),
    [id],
  );
}

/** Newest first, as the server lists them. */
export function useProjectDocuments(id: number | null): ProjectDocument[] | undefined {
  return useLiveQuery(async () => {
    if (id === null) return [];
    const rows = await db.projectDocuments.where('projectId').equals(id).toArray();
    return rows.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
  }, [id]);
}

export function useProjectInvoices(id: number | null): Invoice[] | undefined {
  return useLiveQuery(async () => {
    if (id === null) return [];
    const rows = await db.projectInvoices.where('projectId').equals(id).toArray();
    return rows.sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || a.id - b.id);
  }, [id]);
}

/** Newest first; one added on this device (not sent yet) shows on top. */
export function useProjectActivities(id: number | null): ProjectActivity[] | undefined {
  return useLiveQuery(async () => {
    if (id === null) return [];
    const rows = await db.projectActivities.where('projectId').equals(id).toArray();
    return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id - b.id);
  }, [id]);
}
