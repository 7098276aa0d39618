import { List, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/**
 * The plus-crew dashboard's three figures in words (issue 16). One text for the help screen
 * and the dashboard itself (a plus-crew guest may not open /help). It says what
 * src/features/plusCrews/dashboard/plusCrewFormulas.ts computes: change both together.
 */
export function PlusCrewFormulasHelp() {
  return (
    <List spacing="xs" size="sm">
      <List.Item>
        <Text size="sm" span fw={600}>
          <Trans>Working days</Trans>
        </Text>
        {': '}
        <Trans>
          the days of the month with a target turnover; in a month without targets, Monday to
          Friday. A day counts as done once it is over, or today once its turnover or hours are
          entered.
        </Trans>
      </List.Item>
      <List.Item>
        <Text size="sm" span fw={600}>
          <Trans>Bonus forecast</Trans>
        </Text>
        {': '}
        <Trans>
          the turnover so far divided by the working days done gives the run rate. The turnover so
          far plus the run rate times the working days left is the forecast for the month. If it
          reaches the target border, the team earns its team bonus. A finished month shows its
          result instead of a forecast; a month that has not started shows only its target border.
        </Trans>
      </List.Item>
      <List.Item>
        <Text size="sm" span fw={600}>
          <Trans>Road to go</Trans>
        </Text>
        {': '}
        <Trans>
          the month&apos;s target turnover minus the turnover so far, in total and divided over the
          working days left. Once the target is met, the amount above it shows instead.
        </Trans>
      </List.Item>
      <List.Item>
        <Text size="sm" span fw={600}>
          <Trans>Team speed</Trans>
        </Text>
        {': '}
        <Trans>
          the turnover so far divided by the hours worked so far, against the target&apos;s speed:
          the target turnover of the same days divided by the same hours. Without hours there is no
          speed.
        </Trans>
      </List.Item>
    </List>
  );
}
