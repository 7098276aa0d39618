import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useTenantState } from '../useTenant';
import { LanguagePicker } from './LanguagePicker';
import type { Locale } from '../../i18n/languages';
import type { ReactNode } from 'react';

/** SPEC §2 login layout for people not logged in. */
export function LoginLayout({ children }: { children: ReactNode }) {
  const tenant = useTenantState();
  const { t, i18n } = useLingui();
  const name = tenant.status === 'ready' ? tenant.tenant.name : '';
  // The tenant's metaDescription is one English text for search engines (RootLayout's meta
  // tag); the person reading the login screen gets the tagline in their own language.
  const description = name ? t`Crews, jobs and projects of ${name}, on your phone.` : null;
  return (
    <Box component="main" mih="100dvh" py="xl">
      <Container size={440}>
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <img src="/favicon.svg" alt="" width={56} height={56} />
            <Text fw={700} size="xl">
              {name}
            </Text>
            {description && (
              <Text c="dimmed" size="sm" ta="center">
                {description}
              </Text>
            )}
          </Stack>
          <Paper withBorder shadow="sm" p="lg" radius="md">
            {children}
          </Paper>
          <LanguagePicker value={i18n.locale as Locale} />
        </Stack>
      </Container>
    </Box>
  );
}

export function ScreenTitle({ children }: { children: React.ReactNode }) {
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
