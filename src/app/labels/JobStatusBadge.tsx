import { Badge, type BadgeProps } from '@mantine/core';
import type { Job } from '../../db/db';
import { useJobStatusLabel } from './useJobStatusLabel';

/** A job's status as a badge: orange while it waits for the person's confirmation. */
export function JobStatusBadge({
  status,
  size,
}: {
  status: Job['status'];
  size?: BadgeProps['size'];
}) {
  const label = useJobStatusLabel();
  return (
    <Badge size={size} variant="light" color={status === 'toConfirm' ? 'orange' : 'blue'}>
      {label(status)}
    </Badge>
  );
}
