import * as v from 'valibot';
import {
  projectFormSchema,
  projectTextFields,
  type ProjectFormInput,
} from '../../api/schemas/projectForm';
import { db, type Project } from '../../db/db';
import { withOptimistic } from '../../db/optimistic';
import { normaliseLoginTypes } from '../../session/loginTypes';
import { decodeToken } from '../../session/token';
import { localEntityId } from '../outbox/ids';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';

export type { ProjectFormInput };
// The form checks with the very schema the server parses with (screens do not import api/).
export { projectFormSchema, projectTextFields };
export { isCustomIssue, issueField } from '../../api/schemas/issues';

/**
 * The number a project created offline shows until the server assigns the real one. Unique
 * (the table's number index is), and never a server number: those start with "P-".
 */
export const localProjectNumber = (id: number) => `new${id}`;

/** Whether the row is a project created here that the server has not answered yet. */
export const isLocalProject = (project: Pick<Project, 'id'>) => project.id < 0;

/**
 * Creates a project (SPEC §7 projects create): the row shows in the list at once, pending,
 * and the POST waits in the outbox, both written in ONE transaction. When the server answers,
 * replay puts its project (real id and number) in place of the local row (outbox/apply.ts).
 * Throws the schema's v.ValiError on invalid input: the form shows it on the fields.
 * Returns the local row's id and the outbox record's, to follow it to the server's project.
 */
export async function createProject(
  input: ProjectFormInput,
): Promise<{ id: number; recordId: string }> {
  const valid = v.parse(projectFormSchema, input);
  const id = localEntityId();
  const [company, branch, catering, rateCard, session] = await Promise.all([
    db.companies.get(valid.companyId),
    db.branches.get(valid.branchId),
    db.cateringAgreementTypes.get(valid.cateringTypeId),
    db.rateCards.get(valid.rateCardId),
    db.session.get('current'),
  ]);
  if (!session) throw new Error('Not logged in');
  const payload = decodeToken(session.token);
  // As the server does: the planner who creates a project manages it; a client's waits.
  const planner = normaliseLoginTypes(payload?.loginData.loginTypes ?? []).has('planner');
  const row: Project = {
    id,
    version: 1,
    number: localProjectNumber(id),
    name: valid.name,
    company: company?.name ?? '',
    clientMark: valid.clientMark,
    beginDate: valid.beginDate,
    endDate: valid.endDate,
    reference: valid.reference,
    closed: false,
    projectManagerId: planner ? (payload?.loginData.personId ?? null) : null,
    projectManagerName: null,
    companyId: valid.companyId,
    status: 'confirmed',
    branchId: valid.branchId,
    branchName: branch?.name ?? null,
    rateCardId: valid.rateCardId,
    rateCardName: rateCard?.name ?? null,
    cateringTypeId: valid.cateringTypeId,
    cateringTypeName: catering?.name ?? null,
    comment: valid.comment,
    locationNames: [],
    internalKind: null,
  };
  const record = outboxRecord(session.ownerId, {
    kind: 'project.create',
    method: 'POST',
    path: '/projects',
    body: valid,
    entity: { table: 'projects', id },
    baseVersion: null,
    undo: [{ table: 'projects', id, row: null }],
  });
  await withOptimistic('projects', id, row, () =>
    db.transaction('rw', db.projects, db.outbox, async () => {
      await db.projects.add(row);
      await db.outbox.add(record);
    }),
  );
  notifyEnqueued();
  return { id, recordId: record.id };
}
