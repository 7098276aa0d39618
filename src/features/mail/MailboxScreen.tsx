import {
  Badge,
  Card,
  Group,
  Pagination,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { IconPaperclip, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { LastSynced } from '../../app/sync/LastSynced';
import { PendingBadge } from '../../app/sync/PendingBadge';
import type { EmailMessage } from '../../db/db';
import type { EntityFlag } from '../../db/hooks';
import { useWithFlags } from '../../db/withFlags';
import { useEmailMessages, useMailboxes } from '../../db/mailHooks';
import { useRefreshOnOpen } from '../../sync/useSync';
import { filterMail, MAIL_PAGE_SIZE, pageOf } from './mailList';
import { formatDateTime } from '../../lib/dates';

const PULLS = ['mailboxes', 'emailMessages'] as const;

/** /mailbox (issue 15): the person's mailboxes and their mail, newest first, offline too. */
export function MailboxScreen() {
  const { t } = useLingui();
  useRefreshOnOpen(PULLS);
  const mailboxes = useMailboxes();
  const [messages, flags] = useWithFlags(useEmailMessages(), 'emailMessages') ?? [];
  const navigate = useNavigate();
  const params = useSearch({ strict: false });
  const box = params.mailbox ?? null;
  const asked = params.page ?? 1;
  // The field follows typing at once; the URL (replace, no history entry) follows it.
  const [search, setSearch] = useState(params.q ?? '');
  const go = (next: { mailbox?: number; q?: string; page?: number }) =>
    void navigate({ to: '/mailbox', search: next, replace: true });
  const current = {
    ...(box === null ? {} : { mailbox: box }),
    ...(search ? { q: search } : {}),
  };

  const found = useMemo(
    () => filterMail(messages ?? [], { mailboxId: box, search }),
    [messages, box, search],
  );
  const unreadOf = (id: number | null) =>
    (messages ?? []).filter((m) => !m.read && (id === null || m.mailboxId === id)).length;
  if (mailboxes === undefined || messages === undefined) return <DataLoading />;
  const unread = unreadOf(null);

  const pages = Math.max(1, Math.ceil(found.length / MAIL_PAGE_SIZE));
  const page = Math.min(asked, pages);
  const shown = pageOf(found, page);

  return (
    <Stack gap="sm">
      <LastSynced resource="emailMessages" />
      {mailboxes.length === 0 ? (
        <EmptyState>
          <Trans>No mailbox is shared with you.</Trans>
        </EmptyState>
      ) : (
        <>
          {mailboxes.length > 1 && (
            <NativeSelect
              label={t`Mailbox`}
              size="md"
              value={box === null ? 'all' : String(box)}
              onChange={(e) => {
                const value = e.currentTarget.value;
                go({
                  ...(search ? { q: search } : {}),
                  ...(value === 'all' ? {} : { mailbox: Number(value) }),
                });
              }}
              data={[
                // A plural though English needs none: French writes "1 non lu", "2 non lus".
                {
                  value: 'all',
                  label: plural(unread, {
                    one: 'All mailboxes (# unread)',
                    other: 'All mailboxes (# unread)',
                  }),
                },
                ...mailboxes.map((b) => {
                  const name = b.name;
                  const boxUnread = unreadOf(b.id);
                  return {
                    value: String(b.id),
                    label: plural(boxUnread, {
                      one: `${name} (# unread)`,
                      other: `${name} (# unread)`,
                    }),
                  };
                }),
              ]}
            />
          )}
          {mailboxes.length === 1 && (
            <Text size="sm" c="dimmed">
              {mailboxes[0]!.name} · {mailboxes[0]!.address} ·{' '}
              <Plural value={unread} one="# unread" other="# unread" />
            </Text>
          )}
          <TextInput
            type="search"
            label={t`Search mail`}
            placeholder={t`Sender, subject or text`}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              const q = e.currentTarget.value;
              setSearch(q);
              go({ ...(box === null ? {} : { mailbox: box }), ...(q ? { q } : {}) });
            }}
          />
          {found.length === 0 ? (
            <EmptyState>
              <Trans>Emails not found</Trans>
            </EmptyState>
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label={t`Messages`}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {shown.map((m) => (
                <MailRow key={m.id} message={m} flag={flags?.get(m.id)} />
              ))}
            </Stack>
          )}
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={(p) => go({ ...current, ...(p > 1 ? { page: p } : {}) })}
                size="lg"
                getControlProps={(control) =>
                  control === 'previous'
                    ? { 'aria-label': t`Previous page` }
                    : control === 'next'
                      ? { 'aria-label': t`Next page` }
                      : {}
                }
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

function MailRow({ message: m, flag }: { message: EmailMessage; flag: EntityFlag | undefined }) {
  const { t } = useLingui();
  const sender = m.fromName ?? m.fromAddress;
  return (
    <li>
      <Card
        withBorder
        padding="sm"
        component={Link}
        to={`/email-messages/${m.id}`}
        style={{ minHeight: 44, borderLeftWidth: m.read ? undefined : 4 }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={m.read ? 400 : 700} truncate>
            {sender}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatDateTime(m.receivedAt)}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {!m.read && (
            // Kept whole: "Non lu", "No leído" would otherwise break in two beside a long subject.
            <Badge size="xs" variant="filled" style={{ flexShrink: 0 }}>
              {t`Unread`}
            </Badge>
          )}
          <Text size="sm" fw={m.read ? 400 : 700} truncate>
            {m.subject || t`(no subject)`}
          </Text>
          {m.attachmentCount > 0 && <IconPaperclip size={14} aria-label={t`Has attachments`} />}
          <PendingBadge flag={flag} />
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {m.preview}
        </Text>
      </Card>
    </li>
  );
}
