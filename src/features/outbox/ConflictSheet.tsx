import { Alert, Button, Code, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OutboxRecord } from '../../db/db';
import { keepMine, takeTheirs } from '../../sync/outbox/resolve';
import { describeRecord } from './describeRecord';

function show(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

function Fields({ value }: { value: unknown }) {
  if (value === null || value === undefined || typeof value !== 'object') {
    return <Text size="sm">{show(value)}</Text>;
  }
  return (
    <Stack gap={2}>
      {Object.entries(value as Record<string, unknown>)
        .filter(([k]) => k !== 'id' && k !== 'personId')
        .map(([k, v]) => (
          <Text key={k} size="sm">
            <Code>{k}</Code> {show(v)}
          </Text>
        ))}
    </Stack>
  );
}

/** Mine next to the server's, and the two ways out (DESIGN.md conflicts). */
export function ConflictSheet({
  record,
  onClose,
}: {
  record: OutboxRecord | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Drawer
      opened={record !== null}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={t`Resolve the conflict`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {record && (
        <Stack>
          <Alert color="orange">
            <Trans>
              Someone else changed this on the server after you made your change:{' '}
              {describeRecord(record, i18n)}.
            </Trans>
          </Alert>
          <SimpleGrid cols={2}>
            <Stack gap="xs" aria-label={t`My version`} role="group">
              <Title order={3} size="h5">
                <Trans>My version</Trans>
              </Title>
              <Fields value={record.body ?? { [t`action`]: t`delete` }} />
            </Stack>
            <Stack gap="xs" aria-label={t`Server version`} role="group">
              <Title order={3} size="h5">
                <Trans>Server version</Trans>
              </Title>
              <Fields value={record.serverEntity} />
            </Stack>
          </SimpleGrid>
          <Group grow>
            <Button
              onClick={() => {
                void keepMine(record.id);
                onClose();
              }}
            >
              <Trans>Keep mine</Trans>
            </Button>
            <Button
              variant="default"
              onClick={() => {
                void takeTheirs(record.id);
                onClose();
              }}
            >
              <Trans>Take theirs</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
