import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

type Props = { read: boolean; onChange: (read: boolean) => void };

/**
 * Mark as unread, and back. One button whose words change, not a button that goes away: the
 * keyboard focus was on it when pressed and fell to the page's start when it went (issue 17).
 */
export function ReadToggle({ read, onChange }: Props) {
  return (
    <Button variant="default" size="sm" onClick={() => onChange(!read)}>
      {read ? <Trans>Mark as unread</Trans> : <Trans>Mark as read</Trans>}
    </Button>
  );
}
