import { Alert, Button, Drawer, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OutboxRecord } from '../../db/db';
import { DEVICE_ID_KEY } from '../../db/deviceId';
import { useSetting } from '../../db/hooks';
import { formatMoment } from '../../lib/dates';
import { useSession } from '../../session/useSession';
import { keepMine, takeTheirs } from '../../sync/outbox/resolve';
import { otherChangeLine, versionFields, type FieldPair, type Me } from './conflictText';
import { describeRecord } from './describeRecord';
import { useOutboxAction } from './useOutboxAction';

/** One field of a version: "Reason: Family visit". */
function FieldLine({ label, value }: { label: string; value: FieldPair['mine'] }) {
  return (
    <Text size="sm">
      <Text span fw={500} inherit>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

function useMe(): Me {
  const session = useSession();
  const deviceId = useSetting(DEVICE_ID_KEY) ?? null;
  const personId = session.status === 'authenticated' ? session.payload.loginData.personId : null;
  return { personId, deviceId };
}

/**
 * My change next to theirs, in words, with who made theirs and when, and the two ways out,
 * each saying what it will do (DESIGN.md conflicts). Only a version clash gets here: a change
 * the server refused by a rule is `refused` and offers no "keep mine" (it would only loop).
 */
export function ConflictSheet({
  record,
  onClose,
}: {
  record: OutboxRecord | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const me = useMe();
  const run = useOutboxAction();
  const mine = record ? describeRecord(record, i18n) : '';
  const fields = record ? versionFields(record, i18n) : [];
  const mineFields = fields.filter((f) => f.mine !== null);
  const theirFields = fields.filter((f) => f.theirs !== null);
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
          <Alert color="orange">{otherChangeLine(record.otherChange, me, i18n)}</Alert>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Stack gap="xs" aria-label={t`My version`} role="group">
              <Title order={3} size="h5">
                <Trans>My version</Trans>
              </Title>
              <Text size="sm">{mine}</Text>
              {mineFields.map((f) => (
                <FieldLine key={f.label} label={f.label} value={f.mine} />
              ))}
              <Text size="xs" c="dimmed">
                <Trans>Made {formatMoment(record.createdAt)}</Trans>
              </Text>
            </Stack>
            <Stack gap="xs" aria-label={t`Server version`} role="group">
              <Title order={3} size="h5">
                <Trans>Server version</Trans>
              </Title>
              {theirFields.length === 0 ? (
                <Text size="sm">
                  <Trans>Changed in details this screen does not show.</Trans>
                </Text>
              ) : (
                theirFields.map((f) => <FieldLine key={f.label} label={f.label} value={f.theirs} />)
              )}
            </Stack>
          </SimpleGrid>
          <Stack gap="xs">
            <Button
              h="auto"
              py="xs"
              styles={{ label: { whiteSpace: 'normal' } }}
              onClick={() => {
                void run(() => keepMine(record.id)).then((done) => done && onClose());
              }}
            >
              <Stack gap={0} align="flex-start">
                <Text inherit fw={600}>
                  <Trans>Keep mine</Trans>
                </Text>
                <Text inherit size="xs" fw={400}>
                  <Trans>“{mine}” is sent again and replaces their change.</Trans>
                </Text>
              </Stack>
            </Button>
            <Button
              variant="default"
              h="auto"
              py="xs"
              styles={{ label: { whiteSpace: 'normal' } }}
              onClick={() => {
                void run(() => takeTheirs(record.id)).then((done) => done && onClose());
              }}
            >
              <Stack gap={0} align="flex-start">
                <Text inherit fw={600}>
                  <Trans>Take theirs</Trans>
                </Text>
                <Text inherit size="xs" fw={400}>
                  <Trans>My change is dropped; the server's version stays.</Trans>
                </Text>
              </Stack>
            </Button>
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
