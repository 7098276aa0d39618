import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** SPEC §2: any other path shows a screen titled Not found. */
export function NotFoundScreen() {
  return (
    <Center mih="60dvh" p="md" component="main">
      <Stack align="center">
        <Title order={1}>
          <Trans>Not found</Trans>
        </Title>
        <Text c="dimmed" ta="center">
          <Trans>There is no page at this address.</Trans>
        </Text>
        <Button component={Link} to="/">
          <Trans>Go to the home page</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
