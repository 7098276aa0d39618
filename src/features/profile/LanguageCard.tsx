import { Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import type { Profile } from '../../db/profileHooks';
import { LOCALES, LOCALE_NAMES, platformName, toLocale } from '../../i18n/languages';
import { useTenantState } from '../../app/useTenant';
import { useOnline } from '../../sync/useSync';
import { saveProfileLanguage } from '../../sync/actions/profile';
import { localSaveFailure } from '../../app/errors';

/**
 * The person's own language (SPEC §9, issue 17), kept on their record on the server. It is
 * applied only where the tenant lets people choose; otherwise the card says so and still
 * keeps the choice for when that changes.
 */
export function LanguageCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const tenant = useTenantState();
  const online = useOnline();
  const [failure, setFailure] = useState<string | null>(null);
  const current = toLocale(profile.language) ?? 'en';
  const allowed = tenant.status === 'ready' ? tenant.tenant.useUserLanguage : true;
  const tenantLanguage =
    tenant.status === 'ready' ? LOCALE_NAMES[toLocale(tenant.tenant.defaultLanguage) ?? 'en'] : '';

  return (
    <Card withBorder component="section" aria-labelledby="profile-language">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-language">
          <Trans>Language</Trans>
        </Title>
        <NativeSelect
          label={t`The language of the app`}
          leftSection={<IconLanguage size={16} aria-hidden />}
          value={current}
          data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          error={failure}
          onChange={(e) => {
            const next = toLocale(e.currentTarget.value);
            if (!next) return;
            setFailure(null);
            saveProfileLanguage(platformName(next)).catch((error: unknown) =>
              setFailure(
                localSaveFailure(
                  error,
                  i18n,
                  t`Your language could not be saved on this device. Try again.`,
                ),
              ),
            );
          }}
        />
        {!allowed && (
          <Text size="sm">
            <Trans>
              Your organisation shows the app in {tenantLanguage} to everyone. Your choice is kept
              for when that changes.
            </Trans>
          </Text>
        )}
        {!online && (
          <Text size="sm" c="dimmed">
            <Trans>You are offline: your language is saved on the server when you are back.</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
