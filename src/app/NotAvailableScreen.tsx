import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/**
 * A menu page opened by URL by someone whose menu does not offer it (session/pageAccess.ts):
 * said plainly, instead of the page's filters and buttons over data the server refuses.
 */
export function NotAvailableScreen() {
  return (
    <Center mih="50dvh" p="md">
      <Stack align="center" gap="sm">
        <Title order={2} size="h3" ta="center">
          <Trans>This page is not available for your account.</Trans>
        </Title>
        <Text c="dimmed" ta="center">
          <Trans>The menu shows the pages your account can open.</Trans>
        </Text>
        <Button component={Link} to="/" mih={44}>
          <Trans>Go to the home page</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
