import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { appLayout } from './layouts';
import { lazyFeature } from './lazyFeature';

// The mailbox (issue 15). Each route points at ONE lazy screen.

const EmailMessage = lazyFeature(
  'mail',
  () => import('../features/mail/EmailMessageScreen'),
  'EmailMessageScreen',
);

/** A positive whole number, as the URL may give it (number or text). */
const isId = (v: unknown) => /^[1-9]\d{0,8}$/.test(String(v));

export const mailboxRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/mailbox',
  staticData: { title: msg`Mailbox` },
  // The mailbox, search and page live in the URL: back from a message returns to the same page.
  validateSearch: (
    s: Record<string, unknown>,
  ): { mailbox?: number; q?: string; page?: number } => ({
    ...(isId(s.mailbox) ? { mailbox: Number(s.mailbox) } : {}),
    ...(typeof s.q === 'string' ? { q: s.q } : {}),
    ...(isId(s.page) ? { page: Number(s.page) } : {}),
  }),
  component: lazyFeature('mail', () => import('../features/mail/MailboxScreen'), 'MailboxScreen'),
});

export const emailMessageRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/email-messages/$id',
  staticData: { title: msg`E-mail` },
  component: function EmailMessagePage() {
    return <EmailMessage id={emailMessageRoute.useParams().id} />;
  },
});

export const mailRoutes = [mailboxRoute, emailMessageRoute];
