import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appLayout } from './layouts';

// The mailbox (issue 15). Each route points at ONE lazy screen.

const EmailMessage = lazyRouteComponent(
  () => import('../features/mail/EmailMessageScreen'),
  'EmailMessageScreen',
);

export const mailboxRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/mailbox',
  staticData: { title: msg`Mailbox` },
  // The mailbox, search and page live in the URL: back from a message returns to the same page.
  validateSearch: (
    s: Record<string, unknown>,
  ): { mailbox?: string; q?: string; page?: string } => ({
    ...(typeof s.mailbox === 'string' || typeof s.mailbox === 'number'
      ? { mailbox: String(s.mailbox) }
      : {}),
    ...(typeof s.q === 'string' ? { q: s.q } : {}),
    ...(typeof s.page === 'string' || typeof s.page === 'number' ? { page: String(s.page) } : {}),
  }),
  component: lazyRouteComponent(() => import('../features/mail/MailboxScreen'), 'MailboxScreen'),
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
