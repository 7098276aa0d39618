import { Alert } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { usePageChrome } from './pageChrome';

/** The guest's note as its own line, for the top menu (SPEC §1, §2). */
export function GuestNoteText() {
  return (
    <Trans>You are logged in as a guest. Contact your provider to get a personal account.</Trans>
  );
}

/**
 * SPEC §1: guests get a notice to contact the provider for a personal account. Their landing
 * screens show it, unless the layout already shows it on every page (the top menu).
 */
export function GuestNote() {
  const { guestNote } = usePageChrome();
  if (guestNote) return null;
  return (
    <Alert variant="light" color="blue">
      <GuestNoteText />
    </Alert>
  );
}
