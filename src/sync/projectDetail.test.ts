import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../api/errors';
import { fetchProject, fetchProjectDetail } from '../api/projectDetail';
import type { ProjectDetailBundle } from '../api/schemas/projectDetail';
import type { Project } from '../api/schemas/projects';
import { db, type ProjectActivity } from '../db/db';
import { signInForTest } from './signedIn.testkit';
import { fullDiskErrors, keyClash } from '../db/storageFull.testkit';
import { addProjectTodo, uploadProjectLogo } from './actions/projectDetail';
import { projectDetailResource, refreshProjectDetail } from './projectDetail';

vi.mock('../api/projectDetail', () => ({
  fetchProject: vi.fn(),
  fetchProjectDetail: vi.fn(),
  putProjectPassword: vi.fn(),
}));
const project = vi.mocked(fetchProject);
const detail = vi.mocked(fetchProjectDetail);

const PROJECT: Project = {
  id: 1,
  version: 2,
  number: 'P-24001',
  name: 'Gala',
  company: 'Northwind',
  clientMark: 'NWD',
  beginDate: '2026-11-18',
  endDate: '2026-11-19',
  reference: null,
  closed: false,
  projectManagerId: 4,
  projectManagerName: 'Pat Planner',
  companyId: 1,
  status: 'confirmed',
  branchId: null,
  branchName: null,
  rateCardId: null,
  rateCardName: null,
  cateringTypeId: null,
  cateringTypeName: null,
  comment: null,
};
const activity = (id: number, caption: string): ProjectActivity => ({
  id,
  version: 1,
  projectId: 1,
  type: 'LOG',
  caption,
  body: null,
  dueDate: null,
  priority: null,
  personParty: null,
  createdAt: '2026-11-01T10:00:00Z',
});
const bundle = (over: Partial<ProjectDetailBundle> = {}): ProjectDetailBundle => ({
  extras: {
    id: 1,
    version: 2,
    number: 'P-24001',
    manager: null,
    hasPassword: false,
    logoKey: 'srv',
  },
  documents: [],
  invoices: [],
  activities: [activity(10, 'Confirmed')],
  ...over,
});

beforeEach(async () => {
  vi.clearAllMocks();
  await Promise.all(db.tables.map((t) => t.clear()));
  await signInForTest('Planners');
});

describe('refreshProjectDetail', () => {
  it('stores the project and its detail, replacing what the server no longer lists', async () => {
    await db.projectActivities.put(activity(11, 'Deleted on the server'));
    project.mockResolvedValue(PROJECT);
    detail.mockResolvedValue(bundle());
    expect(await refreshProjectDetail('P-24001')).toBe('fresh');
    expect(await db.projects.get(1)).toEqual(PROJECT);
    expect((await db.projectActivities.toArray()).map((a) => a.id)).toEqual([10]);
  });

  it('keeps a to-do and a logo that still wait in the outbox', async () => {
    project.mockResolvedValue(PROJECT);
    detail.mockResolvedValue(bundle());
    await refreshProjectDetail('P-24001');
    const todo = await addProjectTodo(
      { id: 1, number: 'P-24001' },
      { caption: 'Call', body: null, dueDate: '19.11.2026', priority: 1 },
    );
    const png = new File([new Uint8Array([1])], 'l.png', { type: 'image/png' });
    await uploadProjectLogo({ id: 1, number: 'P-24001' }, png);
    await refreshProjectDetail('P-24001');
    expect(await db.projectActivities.get(todo)).toBeDefined();
    expect((await db.projectExtras.get(1))?.logoKey).toMatch(/^local:/);
  });

  it.each([
    [new ApiError(403, 'forbidden', 'You cannot see this project'), 'forbidden'],
    [new ApiError(404, 'not_found', 'Project not found'), 'missing'],
  ] as const)('forgets the kept project on %s', async (error, outcome) => {
    await db.projects.put(PROJECT);
    project.mockRejectedValue(error);
    detail.mockResolvedValue(bundle());
    expect(await refreshProjectDetail('P-24001')).toBe(outcome);
    expect(await db.projects.get(1)).toBeUndefined();
  });

  it('keeps what the device has when offline', async () => {
    await db.projects.put(PROJECT);
    project.mockRejectedValue(new NetworkError('offline'));
    detail.mockRejectedValue(new NetworkError('offline'));
    expect(await refreshProjectDetail('P-24001')).toBe('offline');
    expect(await db.projects.get(1)).toEqual(PROJECT);
  });

  it('notes when the detail came from the server, so offline its screens can give its age', async () => {
    project.mockResolvedValue(PROJECT);
    detail.mockResolvedValue(bundle());
    await refreshProjectDetail('P-24001');
    const synced = await db.syncState.get(projectDetailResource('P-24001'));
    expect(synced).toMatchObject({ state: 'idle', lastError: null });
    expect(synced?.lastSyncedAt).toBeGreaterThan(Date.now() - 5_000);
    project.mockRejectedValue(new NetworkError('offline'));
    await refreshProjectDetail('P-24001');
    expect(await db.syncState.get(projectDetailResource('P-24001'))).toEqual(synced);
    project.mockRejectedValue(new ApiError(404, 'not_found', 'Project not found'));
    await refreshProjectDetail('P-24001');
    expect(await db.syncState.get(projectDetailResource('P-24001'))).toBeUndefined();
  });

  it.each([
    ['the device is full', fullDiskErrors().dexieQuota, 'full'],
    ['a write fails otherwise', keyClash(), 'failed'],
  ] as const)('says so when %s', async (_, error, outcome) => {
    project.mockResolvedValue(PROJECT);
    detail.mockResolvedValue(bundle());
    vi.spyOn(db.projects, 'put').mockRejectedValueOnce(error);
    expect(await refreshProjectDetail('P-24001')).toBe(outcome);
  });
});
