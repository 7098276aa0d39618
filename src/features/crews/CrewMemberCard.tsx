import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CrewMember } from '../../db/db';
import type { EntityFlag } from '../../db/hooks';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { useSiteStatusLabel } from './useSiteStatusLabel';
import { formatTimeRange } from '../../lib/dates';

type Props = { member: CrewMember; flag: EntityFlag | undefined; children?: ReactNode };

/** One member: name, function, times, site status, pending/conflict mark; actions below. */
export function CrewMemberCard({ member, flag, children }: Props) {
  const status = useSiteStatusLabel()(member.siteStatus);
  return (
    <Card withBorder padding="sm" component="li" aria-label={member.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm">
            {member.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Badge size="sm" variant="light" color={status.color}>
              {status.label}
            </Badge>
            <PendingBadge flag={flag} />
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {member.functionName} · {formatTimeRange(member.startTime, member.endTime)}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
