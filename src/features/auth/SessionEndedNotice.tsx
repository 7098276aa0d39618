import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Anonymous } from '../../session/sessionState';
import { useSession } from '../../session/useSession';

type Reason = NonNullable<Anonymous['ended']>;

/**
 * Says why the last session ended (issue 12): a person sent to the login page without a word
 * thinks the app lost their data. Their unsent changes wait for them (the outbox is kept).
 */
export function SessionEndedNotice() {
  const { t } = useLingui();
  const session = useSession();
  const reason = session.status === 'anonymous' ? session.ended : null;
  if (!reason) return null;
  const messages: Record<Reason, string> = {
    session_reused: t`For your safety you were logged out: this session was used from two places at once.`,
    session_password_changed: t`Your password was changed, so you were logged out. Log in with the new password.`,
    session_expired: t`You were logged out because the app was not used for a long time.`,
    session_logged_out: t`This session was logged out.`,
    session_unknown: t`Your session has ended.`,
    unauthorized: t`Your session has ended.`,
  };
  return (
    <Alert color="yellow" role="status" title={t`Please log in again`}>
      {messages[reason]} {t`Changes you made that were not sent yet are kept on this device.`}
    </Alert>
  );
}
