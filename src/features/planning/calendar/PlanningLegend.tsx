import { memo } from 'react';
import { Group, SimpleGrid, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PLANNING_STATUSES } from '../../../sync/planningCalendar';
import { STATUS_LABELS } from './statusLabels';
import { StatusIcon } from './StatusIcon';

/**
 * Every SPEC §4 planner status with its colour, icon and words. Memoised: it never changes
 * with the month or a filter, and a switch should only draw what does.
 */
export const PlanningLegend = memo(function PlanningLegend() {
  const { t, i18n } = useLingui();
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 3 }}
      spacing={6}
      verticalSpacing={6}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Legend`}
    >
      {PLANNING_STATUSES.map((status) => (
        <Group component="li" key={status} gap={6} wrap="nowrap" align="flex-start">
          <StatusIcon status={status} size={14} />
          <Text size="xs">{i18n._(STATUS_LABELS[status])}</Text>
        </Group>
      ))}
    </SimpleGrid>
  );
});
