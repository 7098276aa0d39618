import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Profile } from '../../db/profileHooks';
import { formatDate } from '../../lib/dates';
import { zoneLabel } from '../../lib/timeZones';

function Field({ label, value }: { label: string; value: string | null }) {
  const { t } = useLingui();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
        {value ?? t`Not known`}
      </Text>
    </Stack>
  );
}

/** Address, birthday and timezone as the office keeps them: read-only here (SPEC §2). */
export function PersonalDataCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  return (
    <Card withBorder component="section" aria-labelledby="profile-personal">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-personal">
          {profile.name}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
          <Field label={t`E-mail`} value={profile.email} />
          <Field label={t`Phone`} value={profile.phone} />
          <Field label={t`Address`} value={profile.address} />
          <Field
            label={t`Birthday`}
            value={profile.birthday ? formatDate(profile.birthday) : null}
          />
          <Field
            label={t`Timezone`}
            value={profile.timezone ? zoneLabel(profile.timezone, i18n.locale) : null}
          />
        </SimpleGrid>
        <Alert variant="light" icon={<IconInfoCircle size={18} />} role="note">
          <Trans>
            To change your personal data, please contact your accountant: changes go through them.
          </Trans>
        </Alert>
      </Stack>
    </Card>
  );
}
