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
