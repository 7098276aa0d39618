import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

type Props = { phone: string | null; email: string | null };

/**
 * The person's phone and e-mail for a planner. The server sends them only with the
 * crewProfile CONTACT right (SPEC §6), so "none shared" is all a planner without it sees.
 */
export function PlannerContact({ phone, email }: Props) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        <Trans>Contact</Trans>
      </Title>
      {phone || email ? (
        <Group gap="xs">
          {phone && (
            <Button
              component="a"
              href={`tel:${phone.replace(/\s+/g, '')}`}
              variant="light"
              mih={44}
            >
              <Trans>Call {phone}</Trans>
            </Button>
          )}
          {email && (
            <Button
              component="a"
              href={`mailto:${email}`}
              variant="light"
              mih={44}
              styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
            >
              <Trans>E-mail {email}</Trans>
            </Button>
          )}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>No contact details are shared with you.</Trans>
        </Text>
      )}
    </Stack>
  );
}
