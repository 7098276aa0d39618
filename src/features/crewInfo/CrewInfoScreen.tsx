import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCrewInfo } from '../../db/crewInfoHooks';
import { formatDate } from '../../lib/dates';
import { useRefreshOnOpen } from '../../sync/useSync';
import { LastSynced } from '../../app/sync/LastSynced';
import { SafeHtml } from './SafeHtml';

const RESOURCES = ['crewInfo'] as const;

/** /crew-info: news for the crew, newest first; readable offline. */
export function CrewInfoScreen() {
  const { t } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const items = useCrewInfo();

  if (!items) return <Loader aria-label={t`Loading`} />;
  return (
    <Stack gap="sm">
      <LastSynced resource="crewInfo" />
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <Trans>No crew info yet.</Trans>
        </Text>
      ) : (
        items.map((item) => (
          <Paper key={item.id} withBorder p="sm" radius="md" component="article">
            <Title order={2} size="h4">
              {item.title}
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              {formatDate(item.publishedAt)}
            </Text>
            <SafeHtml html={item.bodyHtml} />
          </Paper>
        ))
      )}
    </Stack>
  );
}
