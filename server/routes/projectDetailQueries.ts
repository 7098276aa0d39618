import type { TokenPayload } from '../../src/api/schemas/session';
import type {
  Invoice,
  ProjectActivity,
  ProjectDocument,
  ProjectExtras,
} from '../../src/api/schemas/projectDetail';
import { TODO_TYPE } from '../../src/api/schemas/projectTodoRules';
import { sql, type Db } from '../db/connect';
import { apiError } from '../http/errors';
import { loginTypesOf } from '../rights';
import { requireProjectReader } from './crewAccess';

/** The project a detail call names, once the caller may read it (404 before 403, as GET). */
export type ProjectRef = { id: number; number: string; name: string; version: number };

export async function readableProject(
  db: Db,
  payload: TokenPayload,
  number: string,
): Promise<ProjectRef> {
  const project = await db.one<ProjectRef>(
    sql`SELECT id, number, name, version FROM projects WHERE number = ${number}`,
  );
  if (!project) throw apiError(404, 'not_found', 'Project not found');
  await requireProjectReader(db, payload, number);
  return project;
}

export const isPlannerPayload = (p: TokenPayload) =>
  p.type === 'other' && loginTypesOf(p).includes('planner');

export const DOCUMENT = sql`d.id, d.version, d.project_id AS "projectId", d.name,
  d.document_type AS "documentType", to_char(d.doc_date, 'YYYY-MM-DD') AS date,
  d.file_name AS "fileName", d.content_type AS "contentType", d.size`;

export const INVOICE = sql`i.id, i.version, i.project_id AS "projectId", i.number,
  to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
  to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", i.amount::float8 AS amount, i.currency, i.status`;

export const ACTIVITY = sql`a.id, a.version, a.entity_id AS "projectId", a.type, a.caption, a.body,
  a.parameters->>'dueDate' AS "dueDate", (a.parameters->>'priority')::int AS priority,
  ap.name AS "personParty",
  to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;

export const ACTIVITY_FROM = sql`FROM activities a LEFT JOIN persons ap ON ap.id = a.person_id`;

/**
 * The project's activities the caller may see: planners all of them; clients not the
 * internal to-dos (TODO_INT is the provider's own work list).
 */
export function activitiesOf(db: Db, projectId: number, planner: boolean) {
  const scope = planner ? sql`true` : sql`a.type <> ${TODO_TYPE}`;
  return db.rows<ProjectActivity>(sql`SELECT ${ACTIVITY} ${ACTIVITY_FROM}
    WHERE a.entity_type = 'project' AND a.entity_id = ${projectId} AND ${scope}
    ORDER BY a.created_at DESC, a.id DESC LIMIT 1000`);
}

/** The detail's extras row: the manager's contact, whether a guest password is set, the logo. */
export async function extrasOf(db: Db, projectId: number): Promise<ProjectExtras> {
  const extras = await db.one<ProjectExtras>(sql`SELECT p.id, p.version, p.number,
      CASE WHEN pm.id IS NULL THEN NULL
        ELSE json_build_object('name', pm.name, 'phone', pm.phone, 'email', pm.email) END AS manager,
      p.guest_password_hash IS NOT NULL AS "hasPassword", p.logo_store_key AS "logoKey"
    FROM projects p LEFT JOIN persons pm ON pm.id = p.project_manager_id
    WHERE p.id = ${projectId}`);
  if (!extras) throw apiError(404, 'not_found', 'Project not found');
  return extras;
}

export async function detailParts(db: Db, project: ProjectRef, planner: boolean) {
  const [extras, documents, invoices, activities] = await Promise.all([
    extrasOf(db, project.id),
    db.rows<ProjectDocument>(sql`SELECT ${DOCUMENT} FROM project_documents d
      WHERE d.project_id = ${project.id} ORDER BY d.doc_date DESC, d.id`),
    db.rows<Invoice>(sql`SELECT ${INVOICE} FROM invoices i
      WHERE i.project_id = ${project.id} ORDER BY i.invoice_date DESC, i.id`),
    activitiesOf(db, project.id, planner),
  ]);
  return { extras, documents, invoices, activities };
}

/** One row per crew item of the project: the crew list that the exports and report print. */
export type CrewListRow = {
  crew: string;
  functionName: string;
  person: string | null;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  status: string;
};

export function crewListOf(db: Db, projectId: number) {
  return db.rows<CrewListRow>(sql`SELECT pc.name AS crew, ci.function_name AS "functionName",
      pe.name AS person, to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate",
      to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate", ci.start_time AS "startTime",
      ci.end_time AS "endTime", ci.status
    FROM crew_items ci JOIN project_crews pc ON pc.id = ci.crew_id
    LEFT JOIN persons pe ON pe.id = ci.person_id
    WHERE pc.project_id = ${projectId}
    ORDER BY pc.name, pc.id, ci.start_date, ci.start_time, ci.id`);
}
