import { Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useWithFlags } from '../../db/withFlags';
import { useCalendarSubscriptions, type CalendarSubscription } from '../../db/profileHooks';
import {
  FIELD_RULES,
  createCalendarSubscription,
  deleteCalendarSubscription,
  refreshCalendarSubscription,
} from '../../sync/actions/profile';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { useTextLimit } from '../../app/form/useTextLimit';
import { ConfirmModal } from '../../app/ConfirmModal';
import { RemovableList, RemoveButton } from '../../app/lists/RemovableList';
import { localSaveFailure } from '../../app/errors';

/** Secret iCal feed links of the person's jobs for calendar apps (SPEC §7). */
export function CalendarSubscriptionsCard() {
  const { t, i18n } = useLingui();
  const nameLimit = useTextLimit(FIELD_RULES.calendarSubscriptionName);
  const [rows, flags] = useWithFlags(useCalendarSubscriptions(), 'calendarSubscriptions') ?? [];
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Deleting is asked by the list; a new link replaces the old one, so it is asked here.
  const [renewing, setRenewing] = useState<CalendarSubscription | null>(null);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t`Give the subscription a name.`);
    setError(null);
    try {
      await createCalendarSubscription(name.trim());
      setName('');
    } catch (error) {
      setError(
        localSaveFailure(
          error,
          i18n,
          t`The subscription could not be saved on this device. Try again.`,
        ),
      );
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="profile-calendars">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-calendars">
          <Trans>Calendar subscriptions</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Add your confirmed jobs and blocked dates to your calendar app: create a subscription
            and subscribe to its link there. Keep the link private.
          </Trans>
        </Text>
        {rows && (
          <RemovableList
            rows={rows}
            label={t`Calendar subscriptions`}
            empty={
              <Text size="sm">
                <Trans>You have no calendar subscriptions.</Trans>
              </Text>
            }
            confirm={{
              title: t`Delete calendar subscription?`,
              text: t`Calendars subscribed to this link stop receiving your jobs.`,
              confirmLabel: t`Delete`,
            }}
            onRemove={(row) =>
              void deleteCalendarSubscription(row.id).catch((error: unknown) =>
                setError(
                  localSaveFailure(error, i18n, t`The change could not be saved on this device.`),
                ),
              )
            }
          >
            {(row, ask) => (
              <Card component="li" key={row.id} withBorder padding="xs" aria-label={row.name}>
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs">
                      <Text fw={500}>{row.name}</Text>
                      <PendingBadge flag={flags?.get(row.id)} />
                    </Group>
                    <RemoveButton
                      label={t`Delete calendar subscription ${row.name}`}
                      onClick={() => ask(row)}
                    />
                  </Group>
                  {row.url ? (
                    <Group gap="xs" align="flex-end" wrap="nowrap">
                      <TextInput
                        label={t`Feed link of ${row.name}`}
                        value={row.url}
                        readOnly
                        onFocus={(e) => e.currentTarget.select()}
                        style={{ flex: 1 }}
                      />
                      <CopyButton value={row.url}>
                        {({ copied, copy }) => (
                          <Button
                            variant="light"
                            onClick={copy}
                            color={copied ? 'teal' : undefined}
                          >
                            {copied ? t`Copied` : t`Copy link`}
                          </Button>
                        )}
                      </CopyButton>
                    </Group>
                  ) : (
                    <Text size="xs" c="dimmed">
                      <Trans>The link appears once the server has this subscription.</Trans>
                    </Text>
                  )}
                  {row.id > 0 && (
                    <Group>
                      <Button size="xs" variant="subtle" onClick={() => setRenewing(row)}>
                        <Trans>New link</Trans>
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Card>
            )}
          </RemovableList>
        )}
        <form onSubmit={(e) => void create(e)} noValidate>
          {/* The name takes the whole row (its placeholder fits at 390 px); the button below. */}
          <Stack gap="xs" align="flex-start">
            <TextInput
              label={t`Subscription name`}
              placeholder={t`e.g. My phone`}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              {...nameLimit(name, { error })}
              w="100%"
            />
            <Button type="submit" mih={44}>
              <Trans>Create subscription</Trans>
            </Button>
          </Stack>
        </form>
      </Stack>
      <ConfirmModal
        danger
        opened={renewing !== null}
        title={t`Make a new link?`}
        text={t`The current link stops working; calendars using it must subscribe to the new one.`}
        confirmLabel={t`Make a new link`}
        onConfirm={() => renewing && void refreshCalendarSubscription(renewing.id)}
        onClose={() => setRenewing(null)}
      />
    </Card>
  );
}
