import { describe, expect, it } from 'vitest';
import type { EmailMessage } from '../../db/db';
import { filterMail, MAIL_KEPT, MAIL_PAGE_SIZE, pageOf } from './mailList';

const mail = (id: number, over: Partial<EmailMessage> = {}): EmailMessage => ({
  id,
  version: 1,
  mailboxId: 1,
  fromName: null,
  fromAddress: `sender${id}@example.com`,
  toAddress: 'office@example.com',
  subject: `Subject ${id}`,
  receivedAt: `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T10:00:00Z`,
  preview: '',
  read: false,
  attachmentCount: 0,
  canUnsubscribe: false,
  unsubscribed: false,
  ...over,
});

const rows = [
  mail(1, { fromName: 'Anna Vos', receivedAt: '2026-11-01T09:00:00Z' }),
  mail(2, { mailboxId: 2, subject: 'Invoice March', receivedAt: '2026-11-03T09:00:00Z' }),
  mail(3, { preview: 'The stage plan is attached', receivedAt: '2026-11-02T09:00:00Z' }),
  mail(4, { receivedAt: '2026-11-02T09:00:00Z' }),
];

describe('filterMail', () => {
  it.each([
    { name: 'all mailboxes, newest first', mailboxId: null, search: '', ids: [2, 4, 3, 1] },
    { name: 'one mailbox', mailboxId: 2, search: '', ids: [2] },
    { name: 'sender name, any case', mailboxId: null, search: 'anna', ids: [1] },
    { name: 'sender address', mailboxId: null, search: 'SENDER3@', ids: [3] },
    { name: 'subject', mailboxId: null, search: 'invoice', ids: [2] },
    { name: 'preview text', mailboxId: null, search: 'stage plan', ids: [3] },
    { name: 'blanks only is no search', mailboxId: null, search: '   ', ids: [2, 4, 3, 1] },
    { name: 'search in another mailbox', mailboxId: 1, search: 'invoice', ids: [] },
  ])('$name', ({ mailboxId, search, ids }) => {
    expect(filterMail(rows, { mailboxId, search }).map((m) => m.id)).toEqual(ids);
  });

  it('keeps only the most recent thousand', () => {
    const many = Array.from({ length: MAIL_KEPT + 5 }, (_, i) => mail(i + 1));
    expect(filterMail(many, { mailboxId: null, search: '' })).toHaveLength(MAIL_KEPT);
  });
});

describe('pageOf', () => {
  const ids = Array.from({ length: MAIL_PAGE_SIZE * 2 + 3 }, (_, i) => i);
  it.each([
    { page: 1, first: 0, length: MAIL_PAGE_SIZE },
    { page: 2, first: MAIL_PAGE_SIZE, length: MAIL_PAGE_SIZE },
    { page: 3, first: MAIL_PAGE_SIZE * 2, length: 3 },
  ])('page $page', ({ page, first, length }) => {
    const rows = pageOf(ids, page);
    expect(rows[0]).toBe(first);
    expect(rows).toHaveLength(length);
  });
});
