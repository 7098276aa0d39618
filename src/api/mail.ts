import { LIST_QUERY, request } from './client';
import {
  emailMessageDetailSchema,
  emailMessageListSchema,
  mailboxListSchema,
} from './schemas/mail';

// The mailbox (issue 15, SPEC §7 Email).

export const fetchMailboxes = (token: string) =>
  request(mailboxListSchema, '/mailboxes', { token });

/** The 1000 most recent messages of all the person's mailboxes (SPEC §9 limit 1000, page 1). */
export const fetchEmailMessages = (token: string) =>
  request(emailMessageListSchema, '/emailMessages', { token, query: { ...LIST_QUERY } });

export const fetchEmailMessage = (token: string, id: number) =>
  request(emailMessageDetailSchema, `/emailMessages/${id}`, { token });
