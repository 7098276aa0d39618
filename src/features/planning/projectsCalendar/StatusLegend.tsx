import { Group, SimpleGrid, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PROJECT_STATUSES } from './projectsCalendarModel';
import { useProjectStatusLabels } from './projectStatusLabels';
import { StatusMark } from './StatusMark';

/** The three statuses, each with its shape, colour and name. */
export function StatusLegend() {
  const { t } = useLingui();
  const labels = useProjectStatusLabels();
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 3 }}
      spacing={4}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Legend`}
    >
      {PROJECT_STATUSES.map((status) => (
        <Group component="li" key={status} gap={6} wrap="nowrap">
          <StatusMark status={status} size={12} />
          <Text size="xs">{labels[status]}</Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}
