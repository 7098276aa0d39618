import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { freshDeviceSignedIn } from './signedIn.testkit';
import type { FormDefinition } from '../../api/schemas/forms';
import { nextSendable, resolvePath } from '../outbox/schedule';
import { FormAnswersError, keepFormFile, saveFormResult } from './forms';

const form: FormDefinition = {
  id: 1,
  version: 1,
  name: 'induction',
  title: 'Induction',
  description: '',
  kind: 'form',
  questions: [
    {
      id: 11,
      type: 'text',
      name: 'name',
      label: 'Name',
      help: null,
      required: true,
      options: [],
      min: null,
      max: null,
    },
    {
      id: 12,
      type: 'file',
      name: 'photo',
      label: 'Photo',
      help: null,
      required: true,
      options: [],
      min: null,
      max: null,
    },
  ],
};
const target = { formId: 1, securityCheckId: null };

beforeEach(async () => {
  await freshDeviceSignedIn('person:1');
  await db.forms.put(form);
});

describe('form actions', () => {
  it("a security check's result is named by the check's title, day and shift", async () => {
    await db.forms.put({ ...form, id: 3, kind: 'securityCheck', questions: [] });
    await db.securityChecks.put({
      id: 5,
      version: 1,
      crewId: 1,
      formId: 3,
      date: '2026-11-29',
      shift: 'morning',
      title: 'Security check Stage crew A',
      resultId: null,
      status: 'open',
    });
    await saveFormResult({ formId: 3, securityCheckId: 5 }, {}, { send: false });
    const [record] = await db.outbox.toArray();
    expect(record?.about).toEqual({
      name: 'Security check Stage crew A',
      date: '2026-11-29',
      shift: 'morning',
    });
  });

  it('a required answer missing on send: nothing is queued and nothing changes', async () => {
    const photo = await keepFormFile(new File(['png'], 'a.png', { type: 'image/png' }), 'a.png');
    const error = await saveFormResult(target, { '12': photo }, { send: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FormAnswersError);
    expect((error as FormAnswersError).issues).toEqual([[11, 'required']]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.formResults.count()).toBe(0);
  });

  it('upload, create and send are queued in one go and replay in that order', async () => {
    const photo = await keepFormFile(new File(['png'], 'a.png', { type: 'image/png' }), 'a.png');
    expect(await db.files.get(`/formFiles/${photo.fileKey}`)).toBeDefined();
    const id = await saveFormResult(target, { '11': 'Sam', '12': photo }, { send: true });
    expect(id).toBeLessThan(0);
    expect(await db.formResults.get(id)).toMatchObject({
      status: 'sent',
      answers: { '11': 'Sam' },
    });

    const records = await db.outbox.orderBy('id').toArray();
    expect(records.map((r) => [r.kind, r.path])).toEqual([
      ['formFile.upload', '/formQuestions/12/file'],
      ['formResult.create', '/formResults/perform'],
      ['formResult.send', `/formResults/perform/{ref:${records[1]!.id}}/send`],
    ]);
    expect(records[0]!.blobs?.file).toBeDefined();
    expect(records[1]!.dependsOn).toEqual([records[0]!.id]);
    // The outbox names them by the form's title (the body holds only its id).
    expect(records.slice(1).map((r) => r.about)).toEqual([
      { name: 'Induction' },
      { name: 'Induction' },
    ]);

    // Replay order: the upload, then the create; the send waits for the create's server id.
    const all = [...records];
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      const next = nextSendable(all, 'person:1', Date.now())!;
      order.push(next.kind);
      all[all.indexOf(next)] = { ...next, state: 'done', resultId: 42 };
    }
    expect(order).toEqual(['formFile.upload', 'formResult.create', 'formResult.send']);
    expect(resolvePath(records[2]!.path, new Map(all.map((r) => [r.id, r])))).toBe(
      '/formResults/perform/42/send',
    );
  });

  it('saving again queues an update on the same entity and no second upload', async () => {
    const photo = await keepFormFile(new File(['png'], 'a.png', { type: 'image/png' }), 'a.png');
    await db.formResults.put({
      id: 5,
      version: 3,
      formId: 1,
      personId: 1,
      securityCheckId: null,
      status: 'draft',
      answers: { '12': photo },
      updatedAt: '2026-11-22T00:00:00Z',
      sentAt: null,
    });
    await saveFormResult(target, { '11': 'Sam', '12': photo }, { send: false });
    const records = await db.outbox.toArray();
    expect(records).toMatchObject([
      { kind: 'formResult.update', path: '/formResults/perform/5', baseVersion: 3 },
    ]);
    expect(await db.formResults.get(5)).toMatchObject({
      status: 'draft',
      answers: { '11': 'Sam' },
    });
  });
});
