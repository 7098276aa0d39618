import { Hono, type MiddlewareHandler } from 'hono';
import { emailMessageQuerySchema, emailReadSchema } from '../../src/api/schemas/mail';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { apiError, parseBody } from '../http/errors';
import { idOf } from '../http/ids';
import { allow, personIdOf } from '../http/policy';
import { noteChange } from '../http/rowChanges';
import { idempotentWrite } from '../http/writes';
import { holds, mailboxRightsOf } from '../rights';
import { attachmentOf, bodyOf, mailboxesOf, messageOf, messagesOf } from './mailQueries';
import { fileResponse } from './uploads';

const ENTITY = 'emailMessages';

/** SPEC §2: the mailbox needs the mailboxes right AND the email-messages mailbox right. */
const mailboxReader: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!holds(mailboxRightsOf(c.get('payload')), 'emailMessages'))
    throw apiError(403, 'forbidden', 'You do not have the right to read e-mail');
  await next();
};

/**
 * The mailbox (issue 15, SPEC §7 Email). Clients and office staff with both rights; each
 * reads only the mailboxes named for him in mailbox_readers (a 404 for any other's message):
 * - GET  /mailboxes                          → {items: Mailbox[]} with unread counts
 * - GET  /emailMessages?mailboxId&search&limit&page → newest first, of the 1000 most recent
 * - GET  /emailMessages/{id}                 → {message, body: {html, text, attachments}}
 * - POST /emailMessages/{id}/read {read}     → the message (read twice is no change)
 * - POST /emailMessages/{id}/unsubscribe     → the message; the sender's List-Unsubscribe
 * - GET  /emailMessageAttachments/{id}/download → the file
 */
export function mailRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const typeAndRight = allow({ types: ['client', 'office'], right: ['mailboxes'] });
  const reader: MiddlewareHandler<AppEnv> = (c, next) =>
    typeAndRight(c, async () => {
      await mailboxReader(c, next);
    });

  app.get('/mailboxes', reader, async (c) => {
    const items = await mailboxesOf(db, personIdOf(c.get('payload')));
    return c.json({ items, total: items.length });
  });

  app.get('/emailMessages', reader, async (c) => {
    const query = parseBody(emailMessageQuerySchema, c.req.query());
    return c.json(await messagesOf(db, personIdOf(c.get('payload')), query));
  });

  app.get('/emailMessages/:id{[0-9]+}', reader, async (c) => {
    const id = idOf(c.req.param('id'), 'Email not found');
    const message = await messageOf(db, personIdOf(c.get('payload')), id);
    return c.json({ message, body: await bodyOf(db, id) });
  });

  app.post('/emailMessages/:id{[0-9]+}/read', reader, async (c) => {
    const me = personIdOf(c.get('payload'));
    const id = idOf(c.req.param('id'), 'Email not found');
    const input = parseBody(emailReadSchema, await c.req.json().catch(() => null));
    return idempotentWrite(c, deps, input, async (tx) => {
      const current = await messageOf(tx, me, id);
      // Read (or unread) already: what was asked is so; no new version, no conflict.
      if (current.read === input.read) return { status: 200, body: current };
      await tx.run(sql`UPDATE email_messages SET
          read_at = CASE WHEN ${input.read} THEN now() ELSE NULL END, version = version + 1
        WHERE id = ${id}`);
      await noteChange(tx, c, ENTITY, id);
      return { status: 200, body: await messageOf(tx, me, id) };
    });
  });

  app.post('/emailMessages/:id{[0-9]+}/unsubscribe', reader, async (c) => {
    const me = personIdOf(c.get('payload'));
    const id = idOf(c.req.param('id'), 'Email not found');
    return idempotentWrite(c, deps, { id }, async (tx) => {
      const current = await messageOf(tx, me, id);
      if (!current.canUnsubscribe) {
        throw apiError(409, 'no_unsubscribe', 'This sender offers no unsubscribe');
      }
      if (current.unsubscribed) return { status: 200, body: current };
      // A real server would POST the sender's List-Unsubscribe URL (RFC 8058) here; the
      // reference server records it on every message from that sender in the mailbox.
      await tx.run(sql`UPDATE email_messages SET unsubscribed_at = now(), version = version + 1
        WHERE mailbox_id = ${current.mailboxId} AND from_address = ${current.fromAddress}
          AND list_unsubscribe IS NOT NULL AND unsubscribed_at IS NULL`);
      await noteChange(tx, c, ENTITY, id);
      return { status: 200, body: await messageOf(tx, me, id) };
    });
  });

  app.get('/emailMessageAttachments/:id{[0-9]+}/download', reader, async (c) => {
    const id = idOf(c.req.param('id'), 'Attachment not found');
    const file = await attachmentOf(db, personIdOf(c.get('payload')), id);
    return fileResponse(c, deps.files, file);
  });

  return app;
}
