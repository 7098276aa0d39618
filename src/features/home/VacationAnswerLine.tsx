import { Anchor, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDayRange } from '../../lib/dates';
import type { VacationAnswer } from './homeVacations';

/** One planner's answer to a vacation request on home: its status and dates, then the comment. */
export function VacationAnswerLine({ vacation }: { vacation: VacationAnswer }) {
  const dates = formatDayRange(vacation.startDate, vacation.endDate);
  const details = [vacation.reason, vacation.answer].filter(Boolean).join(' · ');
  return (
    <li>
      <Anchor component={Link} to="/personal-calendar" size="sm">
        {vacation.status === 'approved' ? (
          <Trans>Vacation approved: {dates}</Trans>
        ) : (
          <Trans>Vacation declined: {dates}</Trans>
        )}
      </Anchor>
      {details && (
        <Text size="xs" c="dimmed">
          {details}
        </Text>
      )}
    </li>
  );
}
