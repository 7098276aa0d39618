import { z } from 'zod';
import { listOf } from './common';

/*
 * The mailbox (issue 15, SPEC §2 /mailbox, §7 Email): ONE set of schemas for the app and the
 * server. The lists carry no bodies: a message's HTML and attachments are fetched when it is
 * opened and then kept on the device.
 */

/** SPEC §9: lists read the 1000 most recent (limit 1000, page 1). */
export const MAIL_LIST_LIMIT = 1000;

/** GET /mailboxes: the mailboxes the login reads, with how many of their messages are unread. */
export const mailboxSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
  address: z.string(),
  unread: z.number().int().nonnegative(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;
export const mailboxListSchema = listOf(mailboxSchema);

/** One message as the list shows it (GET /emailMessages). */
export const emailMessageSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  mailboxId: z.number().int(),
  fromName: z.string().nullable(),
  fromAddress: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  receivedAt: z.string(),
  /** The first words of the text, for the list. */
  preview: z.string(),
  read: z.boolean(),
  attachmentCount: z.number().int().nonnegative(),
  /** The sender offers List-Unsubscribe; `unsubscribed` once the reader used it. */
  canUnsubscribe: z.boolean(),
  unsubscribed: z.boolean(),
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;
export const emailMessageListSchema = listOf(emailMessageSchema);

export const emailAttachmentSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  messageId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

/**
 * GET /emailMessages/{id}: the message with its body as delivered (`html` unsanitised: the
 * app's sanitiser is the one gate) and its attachments.
 */
export const emailMessageBodySchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  html: z.string().nullable(),
  text: z.string().nullable(),
  attachments: z.array(emailAttachmentSchema),
});
export type EmailMessageBody = z.infer<typeof emailMessageBodySchema>;
export const emailMessageDetailSchema = z.object({
  message: emailMessageSchema,
  body: emailMessageBodySchema,
});
export type EmailMessageDetail = z.infer<typeof emailMessageDetailSchema>;

/** GET /emailMessages query: one mailbox or all, a search, and the page (SPEC §9). */
export const emailMessageQuerySchema = z.object({
  mailboxId: z.coerce.number().int().positive().optional(),
  search: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAIL_LIST_LIMIT).default(MAIL_LIST_LIMIT),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type EmailMessageQuery = z.infer<typeof emailMessageQuerySchema>;

/** POST /emailMessages/{id}/read. */
export const emailReadSchema = z.object({ read: z.boolean() });

export const attachmentPath = (id: number) => `/emailMessageAttachments/${id}/download`;
