import { fetchEmailMessages, fetchMailboxes } from '../../api/mail';
import { emailMessageBodySchema, emailMessageSchema, mailboxSchema } from '../../api/schemas/mail';
import { normaliseLoginTypes } from '../../session/loginTypes';
import { hasRight } from '../../session/rights';
import { isPersonal } from './who';
import { defineArea } from './types';
import type { PullContext } from './types';

/**
 * SPEC §2: clients and office staff with the mailboxes right. The email-messages mailbox
 * right is checked by the server (it answers 403 without it), as the menu checks it.
 */
const mailReader = (ctx: PullContext): boolean => {
  const types = normaliseLoginTypes(ctx.payload.loginData.loginTypes);
  return (
    isPersonal(ctx) &&
    (types.has('client') || types.has('office')) &&
    hasRight(ctx.rights, 'mailboxes')
  );
};

/**
 * The mailbox (issue 15): the mailboxes and the 1000 most recent messages, so the list,
 * its unread marks, search and paging work offline. Bodies and attachments come on opening a
 * message (sync/mail.ts) and are kept per person (emailBodies, files).
 */
export const mailArea = defineArea({
  tables: {
    mailboxes: mailboxSchema,
    emailMessages: emailMessageSchema,
    emailBodies: emailMessageBodySchema,
  },
  pulls: [
    {
      name: 'mailboxes',
      table: 'mailboxes',
      appliesTo: mailReader,
      fetch: (ctx) => fetchMailboxes(ctx.token),
    },
    {
      name: 'emailMessages',
      table: 'emailMessages',
      appliesTo: mailReader,
      fetch: (ctx) => fetchEmailMessages(ctx.token),
    },
  ],
  outboxKinds: ['mail.read', 'mail.unread', 'mail.unsubscribe'],
});
