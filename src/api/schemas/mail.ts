import * as v from 'valibot';
import { INT4_MAX, int, listOf, queryInt, versioned } from './common';

/*
 * The mailbox (issue 15, SPEC §2 /mailbox, §7 Email): ONE set of schemas for the app and the
 * server. The lists carry no bodies: a message's HTML and attachments are fetched when it is
 * opened and then kept on the device.
 */

/** SPEC §9: lists read the 1000 most recent (limit 1000, page 1). */
export const MAIL_LIST_LIMIT = 1000;

/** GET /mailboxes: the mailboxes the login reads, with how many of their messages are unread. */
export const mailboxSchema = v.object({
  ...versioned.entries,
  name: v.string(),
  address: v.string(),
  unread: v.pipe(int, v.minValue(0)),
});
export type Mailbox = v.InferOutput<typeof mailboxSchema>;
export const mailboxListSchema = listOf(mailboxSchema);

/** One message as the list shows it (GET /emailMessages). */
export const emailMessageSchema = v.object({
  ...versioned.entries,
  mailboxId: int,
  fromName: v.nullable(v.string()),
  fromAddress: v.string(),
  toAddress: v.string(),
  subject: v.string(),
  receivedAt: v.string(),
  /** The first words of the text, for the list. */
  preview: v.string(),
  read: v.boolean(),
  attachmentCount: v.pipe(int, v.minValue(0)),
  /** The sender offers List-Unsubscribe; `unsubscribed` once the reader used it. */
  canUnsubscribe: v.boolean(),
  unsubscribed: v.boolean(),
});
export type EmailMessage = v.InferOutput<typeof emailMessageSchema>;
export const emailMessageListSchema = listOf(emailMessageSchema);

export const emailAttachmentSchema = v.object({
  ...versioned.entries,
  messageId: int,
  fileName: v.string(),
  contentType: v.string(),
  size: v.pipe(int, v.minValue(0)),
});
export type EmailAttachment = v.InferOutput<typeof emailAttachmentSchema>;

/**
 * GET /emailMessages/{id}: the message with its body as delivered (`html` unsanitised: the
 * app's sanitiser is the one gate) and its attachments.
 */
export const emailMessageBodySchema = v.object({
  ...versioned.entries,
  html: v.nullable(v.string()),
  text: v.nullable(v.string()),
  attachments: v.array(emailAttachmentSchema),
});
export type EmailMessageBody = v.InferOutput<typeof emailMessageBodySchema>;
export const emailMessageDetailSchema = v.object({
  message: emailMessageSchema,
  body: emailMessageBodySchema,
});
export type EmailMessageDetail = v.InferOutput<typeof emailMessageDetailSchema>;

/** GET /emailMessages query: one mailbox or all, a search, and the page (SPEC §9). */
export const emailMessageQuerySchema = v.object({
  // Within int4, like every id: a larger one names no mailbox (and PostgreSQL refuses it).
  mailboxId: v.optional(queryInt(1, INT4_MAX)),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
  limit: v.optional(queryInt(1, MAIL_LIST_LIMIT), MAIL_LIST_LIMIT),
  page: v.optional(queryInt(1, 1000), 1),
});
export type EmailMessageQuery = v.InferOutput<typeof emailMessageQuerySchema>;

/** POST /emailMessages/{id}/read. */
export const emailReadSchema = v.object({ read: v.boolean() });

export const attachmentPath = (id: number) => `/emailMessageAttachments/${id}/download`;
