import { List, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Collision } from '../../api/schemas/availabilityRules';
import type { BlockDate, Job, VacationRequest } from '../../db/db';
import { formatDay } from '../../lib/dates';

/** The person's entries, to name what a change collides with. */
export type CollisionNames = {
  jobs: readonly Pick<Job, 'id' | 'projectName' | 'functionName'>[];
  blockDates: readonly Pick<BlockDate, 'id' | 'reason'>[];
  vacations?: readonly Pick<VacationRequest, 'id'>[];
};

/** "Tue 1 Dec", "Tue 1 Dec, Wed 2 Dec", or for many days "5 days, Tue 1 Dec to Sat 5 Dec". */
function Days({ days }: { days: readonly string[] }) {
  if (days.length <= 3) return <>{days.map(formatDay).join(', ')}</>;
  const first = formatDay(days[0]!);
  const last = formatDay(days[days.length - 1]!);
  return (
    <Plural
      value={days.length}
      one={`# day, ${first} to ${last}`}
      other={`# days, ${first} to ${last}`}
    />
  );
}

function Line({ c, names }: { c: Collision; names: CollisionNames }) {
  const job = c.with?.kind === 'job' ? names.jobs.find((j) => j.id === c.with?.id) : undefined;
  const what = job ? `${job.projectName} (${job.functionName})` : '';
  const reason =
    c.with?.kind === 'blockDate'
      ? (names.blockDates.find((b) => b.id === c.with?.id)?.reason ?? '')
      : '';
  const days = <Days days={c.days} />;
  switch (c.reason) {
    case 'confirmedJob':
      return (
        <Trans>
          A confirmed job {what} on {days}
        </Trans>
      );
    case 'pendingJob':
      return (
        <Trans>
          A job you were offered or applied for {what} on {days}
        </Trans>
      );
    case 'blockedDate':
      return (
        <Trans>
          Your blocked date “{reason}” on {days}
        </Trans>
      );
    case 'approvedVacation':
      return <Trans>Your approved vacation on {days}</Trans>;
    case 'requestedVacation':
      return <Trans>Your requested vacation on {days}</Trans>;
    case 'past':
      return <Trans>All of these days are in the past</Trans>;
  }
}

/** What a change collides with, in words and dates, worst first (as the module orders them). */
export function CollisionList({
  collisions,
  names,
}: {
  collisions: readonly Collision[];
  names: CollisionNames;
}) {
  const { t } = useLingui();
  return (
    <List size="sm" spacing={4} aria-label={t`Clashes`}>
      {collisions.map((c, i) => (
        <List.Item key={`${c.reason}:${c.with?.kind ?? ''}:${c.with?.id ?? i}`}>
          <Text size="sm" span fw={c.severity === 'block' ? 600 : undefined}>
            <Line c={c} names={names} />
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
