import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { issueField } from '../../api/schemas/issues';
import { db, type Project } from '../../db/db';
import type { RawAnswer, RawRequest } from '../../api/raw';
import { replayOutbox } from '../outbox/replay';
import { freshDeviceSignedIn } from './signedIn.testkit';
import { createProject, isLocalProject } from './projectCreate';

const OWNER = 'person:7';
const input = {
  companyId: 3,
  clientMark: 'ACM',
  name: ' Winter gala ',
  beginDate: '2026-12-10',
  endDate: '2026-12-11',
  reference: '',
  rateCardId: 5,
  comment: null,
  branchId: 1,
  cateringTypeId: 2,
};

beforeEach(async () => {
  await freshDeviceSignedIn(OWNER);
  await db.companies.put({ id: 3, version: 1, name: 'Acme Events' });
  await db.branches.put({ id: 1, version: 1, name: 'North' });
  await db.cateringAgreementTypes.put({ id: 2, version: 1, name: 'Lunch package' });
  await db.rateCards.put({ id: 5, version: 1, companyId: 3, name: 'Standard rates' });
});

describe('createProject', () => {
  it('shows the project at once, pending, with the names the list shows', async () => {
    const { id } = await createProject(input);
    expect(id).toBeLessThan(0);
    const row = await db.projects.get(id);
    expect(row).toMatchObject({
      name: 'Winter gala',
      company: 'Acme Events',
      branchName: 'North',
      cateringTypeName: 'Lunch package',
      rateCardName: 'Standard rates',
      reference: null,
      closed: false,
    });
    expect(row && isLocalProject(row)).toBe(true);
    expect(row?.number.startsWith('P-')).toBe(false);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        kind: 'project.create',
        method: 'POST',
        path: '/projects',
        entity: { table: 'projects', id },
      }),
    ]);
  });

  it('two creates in a row get two rows (the local numbers are unique)', async () => {
    await createProject(input);
    await createProject({ ...input, name: 'Spring fair' });
    expect(await db.projects.count()).toBe(2);
  });

  it('refuses an end before the begin on the endDate field, and queues nothing', async () => {
    const error = await createProject({ ...input, endDate: '2026-12-09' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(v.ValiError);
    expect((error as v.ValiError<v.GenericSchema>).issues.map(issueField)).toEqual(['endDate']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.projects.count()).toBe(0);
  });

  it('is replaced by the server’s project (real id and number) once it answered', async () => {
    const { id } = await createProject(input);
    const sent: RawRequest[] = [];
    await replayOutbox({
      send: (req): Promise<RawAnswer> => {
        sent.push(req);
        const local = { ...(req.body as object) } as Partial<Project>;
        return Promise.resolve({
          status: 201,
          body: {
            ...local,
            id: 812,
            version: 1,
            number: 'P-90001',
            company: 'Acme Events',
            closed: false,
            projectManagerId: null,
            projectManagerName: null,
            status: 'confirmed',
            branchName: 'North',
            rateCardName: 'Standard rates',
            cateringTypeName: 'Lunch package',
            locationNames: [],
            internalKind: null,
          },
        });
      },
      auth: () => Promise.resolve({ token: 'not-a-real-token', ownerId: OWNER }),
      now: () => Date.now() + 1_000,
      random: () => 0.5,
    });
    expect(sent).toHaveLength(1);
    expect(await db.projects.get(id)).toBeUndefined();
    expect(await db.projects.toArray()).toEqual([
      expect.objectContaining({ id: 812, number: 'P-90001', name: 'Winter gala' }),
    ]);
  });
});
