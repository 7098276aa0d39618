import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { EntityFlag } from '../../db/hooks';

/** The mark on a row whose change has not reached the server (or came back with a problem). */
export function PendingBadge({ flag }: { flag: EntityFlag | undefined }) {
  const { t } = useLingui();
  if (!flag) return null;
  if (flag === 'conflict') {
    return (
      <Badge size="xs" color="grape">
        {t`Conflict`}
      </Badge>
    );
  }
  if (flag === 'refused') {
    return (
      <Badge size="xs" color="red">
        {t`Refused`}
      </Badge>
    );
  }
  if (flag === 'failed') {
    return (
      <Badge size="xs" color="red">
        {t`Not accepted`}
      </Badge>
    );
  }
  return (
    <Badge size="xs" color="orange" variant="light">
      {t`Pending`}
    </Badge>
  );
}
