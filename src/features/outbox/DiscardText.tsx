import { List, Stack, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OutboxRecord } from '../../db/db';
import { describeRecord } from './describeRecord';

/**
 * What discarding a change drops: the change, and every change that cannot go without it
 * (dependantsIn), each named. Discarding a refused form save takes the signed send queued
 * after it; saying only "the change" lost that send without a word.
 */
export function DiscardText({ dependants }: { dependants: readonly OutboxRecord[] }) {
  const { i18n } = useLingui();
  if (dependants.length === 0) {
    return <Trans>The change will not reach the server. This cannot be undone.</Trans>;
  }
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Plural
          value={dependants.length}
          one="This also discards # change that waits for it:"
          other="This also discards # changes that wait for it:"
        />
      </Text>
      <List size="sm">
        {dependants.map((r) => (
          <List.Item key={r.id}>{describeRecord(r, i18n)}</List.Item>
        ))}
      </List>
      <Text size="sm">
        <Plural
          value={dependants.length + 1}
          one="The change will not reach the server. This cannot be undone."
          other="None of these # changes will reach the server. This cannot be undone."
        />
      </Text>
    </Stack>
  );
}
