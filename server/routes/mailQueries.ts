import type { SQL } from 'drizzle-orm';
import type {
  EmailAttachment,
  EmailMessage,
  EmailMessageQuery,
  Mailbox,
} from '../../src/api/schemas/mail';
import { MAIL_LIST_LIMIT } from '../../src/api/schemas/mail';
import { sql, type Db } from '../db/connect';
import { apiError } from '../http/errors';

const UTC = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A message as the list shows it; the preview is the text's start, whitespace folded. */
const MESSAGE = sql`m.id, m.version, m.mailbox_id AS "mailboxId", m.from_name AS "fromName",
  m.from_address AS "fromAddress", m.to_address AS "toAddress", m.subject,
  ${UTC(sql`m.received_at`)} AS "receivedAt",
  left(regexp_replace(COALESCE(m.text_body, ''), '\\s+', ' ', 'g'), 140) AS preview,
  m.read_at IS NOT NULL AS read,
  (SELECT count(*)::int FROM email_attachments a WHERE a.message_id = m.id) AS "attachmentCount",
  m.list_unsubscribe IS NOT NULL AS "canUnsubscribe",
  m.unsubscribed_at IS NOT NULL AS unsubscribed`;

/** Only mailboxes the person reads: every mail query goes through this. */
const readable = (me: number) =>
  sql`m.mailbox_id IN (SELECT mailbox_id FROM mailbox_readers WHERE person_id = ${me})`;

export function mailboxesOf(db: Db, me: number): Promise<Mailbox[]> {
  return db.rows<Mailbox>(sql`SELECT b.id, b.version, b.name, b.address,
      (SELECT count(*)::int FROM email_messages m
        WHERE m.mailbox_id = b.id AND m.read_at IS NULL) AS unread
    FROM mailboxes b JOIN mailbox_readers r ON r.mailbox_id = b.id AND r.person_id = ${me}
    ORDER BY b.name, b.id`);
}

/**
 * Newest first, among the 1000 most recent of the person's mailboxes (SPEC §9): a search
 * matches sender, subject and text, case-insensitively; `%` and `_` match themselves.
 */
export async function messagesOf(
  db: Db,
  me: number,
  q: EmailMessageQuery,
): Promise<{ items: EmailMessage[]; total: number }> {
  const parts: SQL[] = [readable(me)];
  if (q.mailboxId) parts.push(sql`m.mailbox_id = ${q.mailboxId}`);
  const term = q.search?.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    parts.push(sql`(m.subject ILIKE ${like} OR m.from_address ILIKE ${like}
      OR COALESCE(m.from_name, '') ILIKE ${like} OR COALESCE(m.text_body, '') ILIKE ${like})`);
  }
  const where = sql.join(parts, sql` AND `);
  const recent = sql`SELECT m.* FROM email_messages m WHERE ${where}
    ORDER BY m.received_at DESC, m.id DESC LIMIT ${MAIL_LIST_LIMIT}`;
  const items = await db.rows<EmailMessage>(sql`SELECT ${MESSAGE} FROM (${recent}) m
    ORDER BY m.received_at DESC, m.id DESC
    LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`);
  const counted = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${recent}) m`);
  return { items, total: counted?.n ?? 0 };
}

/** One of the person's messages, or 404 "Email not found" (SPEC §8): another's is none of his. */
export async function messageOf(db: Db, me: number, id: number): Promise<EmailMessage> {
  const row = await db.one<EmailMessage>(
    sql`SELECT ${MESSAGE} FROM email_messages m WHERE m.id = ${id} AND ${readable(me)}`,
  );
  if (!row) throw apiError(404, 'not_found', 'Email not found');
  return row;
}

export async function bodyOf(db: Db, id: number) {
  const row = await db.one<{
    id: number;
    version: number;
    html: string | null;
    text: string | null;
  }>(sql`SELECT id, version, html, text_body AS text FROM email_messages WHERE id = ${id}`);
  if (!row) throw apiError(404, 'not_found', 'Email not found');
  const attachments = await db.rows<EmailAttachment>(sql`SELECT id, 1 AS version,
      message_id AS "messageId", file_name AS "fileName", content_type AS "contentType", size
    FROM email_attachments WHERE message_id = ${id} ORDER BY id`);
  return { ...row, attachments };
}

/** An attachment of one of the person's messages, or 404. */
export async function attachmentOf(db: Db, me: number, id: number) {
  const row = await db.one<{ key: string; contentType: string; fileName: string }>(sql`
    SELECT a.store_key AS key, a.content_type AS "contentType", a.file_name AS "fileName"
    FROM email_attachments a JOIN email_messages m ON m.id = a.message_id
    WHERE a.id = ${id} AND ${readable(me)}`);
  if (!row) throw apiError(404, 'not_found', 'Attachment not found');
  return row;
}
