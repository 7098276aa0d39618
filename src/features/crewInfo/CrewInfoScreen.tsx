import { Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useCrewInfo } from '../../db/crewInfoHooks';
import { formatDate } from '../../lib/dates';
import { useRefreshOnOpen } from '../../sync/useSync';
import { LastSynced } from '../../app/sync/LastSynced';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { SafeHtml } from './SafeHtml';

const RESOURCES = ['crewInfo'] as const;

/** /crew-info: news for the crew, newest first; readable offline. */
export function CrewInfoScreen() {
  useRefreshOnOpen(RESOURCES);
  const items = useCrewInfo();

  if (!items) return <DataLoading />;
  return (
    <Stack gap="sm">
      <LastSynced resource="crewInfo" />
      {items.length === 0 ? (
        <EmptyState>
          <Trans>No crew info yet.</Trans>
        </EmptyState>
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
