import { Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SignOff } from '../../db/db';
import { proposeHours } from '../../sync/actions/crewPaperwork';
import { formatTime } from '../../lib/dates';

type SignOffLine = SignOff['lines'][number];

/**
 * Where the proposed hours come from, in words: the site times and break, a no-show, or why
 * nothing is proposed (never a silent default). Computed with the same rules as the server.
 */
export function ProposalText({
  line,
  stepMinutes,
  locked,
}: {
  line: SignOffLine;
  stepMinutes: number;
  /** Signed off or otherwise fixed: say what happened, without asking to enter anything. */
  locked: boolean;
}) {
  const { t, i18n } = useLingui();
  const proposal = proposeHours(line, stepMinutes);
  // The person's timezone and a 24-hour clock, like every other time in the app.
  const time = (iso: string | null) => (iso ? formatTime(iso) : '');
  const hours = (n: number) =>
    i18n.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  let text: string;
  switch (proposal.kind) {
    case 'worked': {
      const h = hours(proposal.hours);
      const from = time(line.checkInAt);
      const to = time(line.checkOutAt);
      const pause = line.breakMinutes;
      text =
        pause > 0
          ? t`Proposed ${h} h: checked in ${from}, out ${to}, minus ${pause} min break`
          : t`Proposed ${h} h: checked in ${from}, out ${to}`;
      break;
    }
    case 'noShow':
      text = t`No-show: 0 hours proposed`;
      break;
    case 'noCheckIn':
      text = locked
        ? t`Not checked in: no hours proposed.`
        : t`Not checked in: no hours proposed. Enter them, with a reason.`;
      break;
    case 'noCheckOut':
      text = locked
        ? t`No check-out: no hours proposed.`
        : t`No check-out: no hours proposed. Enter them, with a reason.`;
      break;
    case 'badTimes':
      text = locked
        ? t`The check-in and check-out times do not fit: no hours proposed.`
        : t`The check-in and check-out times do not fit: no hours proposed. Enter them, with a reason.`;
      break;
  }
  return (
    <Text size="xs" mb={6}>
      {text}
    </Text>
  );
}
