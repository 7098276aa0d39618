import type { EmailMessage } from '../../db/db';

/** Messages per page of the list; the device keeps the 1000 most recent (SPEC §9). */
export const MAIL_PAGE_SIZE = 25;
export const MAIL_KEPT = 1000;

/** One mailbox (or all), matching the search in sender, subject or preview; newest first. */
export function filterMail(
  messages: readonly EmailMessage[],
  filter: { mailboxId: number | null; search: string },
): EmailMessage[] {
  const term = filter.search.trim().toLocaleLowerCase();
  return messages
    .filter((m) => filter.mailboxId === null || m.mailboxId === filter.mailboxId)
    .filter(
      (m) =>
        !term ||
        [m.fromName ?? '', m.fromAddress, m.subject, m.preview].some((s) =>
          s.toLocaleLowerCase().includes(term),
        ),
    )
    .sort((a, b) =>
      a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : b.id - a.id,
    )
    .slice(0, MAIL_KEPT);
}

export const pageOf = <T>(rows: readonly T[], page: number): T[] =>
  rows.slice((page - 1) * MAIL_PAGE_SIZE, page * MAIL_PAGE_SIZE);
