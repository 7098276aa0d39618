import { Box, Group, SimpleGrid, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { DAY_COLOURS, LEGEND_ORDER, useDayColourLabels } from './calendarLabels';

/** The colours of the month view, each named in words (colour is never the only cue). */
export function CalendarLegend() {
  const { t } = useLingui();
  const labels = useDayColourLabels();
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 4 }}
      spacing={4}
      verticalSpacing={4}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Legend`}
    >
      {LEGEND_ORDER.map((kind) => (
        <Group component="li" key={kind} gap={6} wrap="nowrap">
          <Box
            aria-hidden
            w={14}
            h={14}
            style={{
              borderRadius: 3,
              flexShrink: 0,
              background: `var(--mantine-color-${DAY_COLOURS[kind]}-light)`,
              border: `2px solid var(--mantine-color-${DAY_COLOURS[kind]}-filled)`,
            }}
          />
          <Text size="xs">{labels[kind]}</Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}
