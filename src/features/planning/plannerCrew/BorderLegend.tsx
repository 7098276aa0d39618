import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { BORDERS } from '../../../sync/actions/plannerCrews';
import { BORDER_MEANINGS, BORDER_NAMES } from './borderWords';
import classes from './PlannerCrew.module.css';

/** SPEC §2 "a legend of borders": each border as a sample, its name and what it means. */
export function BorderLegend() {
  const { t, i18n } = useLingui();
  return (
    <Stack gap={6} component="section" aria-label={t`Legend of borders`}>
      <Title order={2} size="h5">
        {t`Legend of borders`}
      </Title>
      {BORDERS.map((border) => (
        <Group key={border} gap="xs" wrap="nowrap" align="flex-start">
          <Box className={`${classes.person} ${classes.swatch}`} data-border={border} aria-hidden />
          <Text size="sm" className={classes.text}>
            <Text span fw={600} size="sm">
              {i18n._(BORDER_NAMES[border])}
            </Text>
            {': '}
            {i18n._(BORDER_MEANINGS[border])}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
