import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CopyCollisionReason, PersonCopyCollisions } from '../../../db/projectCopyHooks';
import { formatDayRange } from '../../../lib/dates';

const REASONS: Record<CopyCollisionReason, MessageDescriptor> = {
  confirmedJob: msg`Already booked (double booking)`,
  pendingJob: msg`Already asked for another job`,
  blockedDate: msg`Blocked date`,
  approvedVacation: msg`Vacation (granted)`,
  requestedVacation: msg`Vacation (requested)`,
  sickDay: msg`Sick day`,
  past: msg`In the past`,
};

type Props = {
  found: readonly PersonCopyCollisions[];
  dropped: ReadonlySet<number>;
  onToggle: (personId: number, drop: boolean) => void;
};

/** Every person's collisions at the new dates, each with the choice to leave them off. */
export function CopyCollisions({ found, dropped, onToggle }: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" aria-label={t`Collisions per person`} role="list">
      {found.map((p) => {
        const block = p.collisions.some((c) => c.severity === 'block');
        return (
          <Alert
            key={p.personId}
            role="listitem"
            color={dropped.has(p.personId) ? 'gray' : block ? 'red' : 'yellow'}
            variant="light"
            p="sm"
          >
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {p.name}
              </Text>
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {p.collisions.map((c, i) => (
                  <li key={i}>
                    <Text size="sm">
                      {t(REASONS[c.reason])}
                      {c.days.length > 0 && ` · ${formatDayRange(c.days[0]!, c.days.at(-1))}`}
                    </Text>
                  </li>
                ))}
              </ul>
              <Checkbox
                mt={4}
                size="md"
                checked={dropped.has(p.personId)}
                onChange={(e) => onToggle(p.personId, e.currentTarget.checked)}
                label={<Trans>Leave {p.name} off the copy</Trans>}
              />
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
