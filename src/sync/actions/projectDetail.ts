import * as v from 'valibot';
import { ApiError } from '../../api/errors';
import { putProjectPassword } from '../../api/projectDetail';
import { LOGO_MAX_BYTES, LOGO_TYPES, projectPasswordSchema } from '../../api/schemas/projectDetail';
import {
  TODO_TYPE,
  projectTodoInputSchema,
  type ProjectTodoInput,
} from '../../api/schemas/projectTodoRules';
import { db, type ProjectActivity } from '../../db/db';
import { withFreshToken } from '../../session/pageRefresh';
import { localEntityId } from '../outbox/ids';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { fileProblem, type FileProblem } from './profile';

// The screens show the server's own limits and paths: one schema, no copy of its numbers.
export {
  LOGO_TYPES,
  PROJECT_PASSWORD_MIN,
  projectCrewListCsvPath,
  projectCrewListPdfPath,
  projectDocumentPath,
  projectLogoPath,
  projectReportPath,
} from '../../api/schemas/projectDetail';
export {
  TODO_FIELD_RULES,
  TODO_PRIORITIES,
  dottedToIso,
  todoDefaults,
} from '../../api/schemas/projectTodoRules';
export type { ProjectTodoInput };
// The forms read each issue's field with the same helper the server's answers are built with.
export { issueField } from '../../api/schemas/issues';

type ProjectRef = { id: number; number: string };

const base = (number: string) => `/projects/${encodeURIComponent(number)}`;

/** Where a logo chosen on this device keeps its bytes until (and after) it is uploaded. */
export const localLogoPath = (clientKey: string) => `local:projectLogo:${clientKey}`;

/**
 * Adds a to-do to the project (SPEC §9: TODO_INT, priority 1, due tomorrow unless changed):
 * it shows at once with its pending badge and waits in the outbox, in ONE transaction.
 * Invalid input throws the schema's v.ValiError, whose issues name the fields.
 */
export async function addProjectTodo(
  project: ProjectRef,
  input: ProjectTodoInput,
  now = new Date(),
): Promise<number> {
  const valid = v.parse(projectTodoInputSchema, input);
  const id = localEntityId();
  await db.transaction('rw', db.session, db.projectActivities, db.outbox, async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const row: ProjectActivity = {
      id,
      version: 1,
      projectId: project.id,
      type: TODO_TYPE,
      caption: valid.caption,
      body: valid.body || null,
      dueDate: valid.dueDate,
      priority: valid.priority,
      personParty: null,
      createdAt: now.toISOString(),
    };
    await db.projectActivities.add(row);
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'project.todo',
        method: 'POST',
        path: `${base(project.number)}/activities`,
        body: valid,
        entity: { table: 'projectActivities', id },
        baseVersion: null,
        undo: [{ table: 'projectActivities', id, row: null }],
      }),
    );
  });
  notifyEnqueued();
  return id;
}

/**
 * Replaces the project logo (EDIT_PROJECT_LOGO): the header shows the new image at once from
 * the device, and the upload waits in the outbox like a crew photo. Answers why a file was
 * refused (not an image, too large), or null once it is queued.
 */
export async function uploadProjectLogo(
  project: ProjectRef,
  file: File,
  now = new Date(),
): Promise<FileProblem> {
  const problem = fileProblem(file, LOGO_TYPES, LOGO_MAX_BYTES);
  if (problem) return problem;
  const clientKey = crypto.randomUUID();
  const path = localLogoPath(clientKey);
  await db.transaction('rw', [db.session, db.projectExtras, db.files, db.outbox], async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Not logged in');
    const before = await db.projectExtras.get(project.id);
    if (!before) throw new Error('Project not loaded');
    await db.files.put({
      path,
      blob: file,
      contentType: file.type,
      name: file.name || 'logo',
      savedAt: now.getTime(),
    });
    await db.projectExtras.update(project.id, { logoKey: path });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: 'project.logo',
        method: 'POST',
        path: `${base(project.number)}/logo`,
        body: { fileName: file.name || 'logo' },
        blobs: { file },
        entity: { table: 'projectExtras', id: project.id },
        baseVersion: null,
        undo: [{ table: 'projectExtras', id: project.id, row: before }],
      }),
    );
  });
  notifyEnqueued();
  return null;
}

/**
 * Sets the project guest's password, online only (see api/projectDetail.ts). Answers
 * 'refused' for a password the server's schema refuses (checked here first, and by the
 * server), 'failed' when it could not be saved (offline, server trouble).
 */
export async function setProjectPassword(
  number: string,
  password: string,
): Promise<'saved' | 'refused' | 'failed'> {
  const valid = v.safeParse(projectPasswordSchema, { password });
  if (!valid.success) return 'refused';
  try {
    await withFreshToken((token) => putProjectPassword(token, number, valid.output.password));
  } catch (error) {
    return error instanceof ApiError && error.status === 400 ? 'refused' : 'failed';
  }
  await db.projectExtras.where('number').equals(number).modify({ hasPassword: true });
  return 'saved';
}
