import type { ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconMail, IconPhone } from '@tabler/icons-react';

type Props = {
  /** What the person is to the reader, e.g. "Project manager of Summer fair". */
  caption: ReactNode;
  name: string;
  phone: string | null;
  email: string | null;
};

/**
 * A person to reach: name, and call and mail links that open the phone's own apps (so they
 * work offline to the extent the phone does). Each link is a 44 px touch target. A link's
 * name is "Call <name>" followed by the number it shows: what is seen is part of what is
 * heard (WCAG 2.5.3, label in name), so "tap +31 6…" works by voice too.
 */
export function ContactCard({ caption, name, phone, email }: Props) {
  const { t } = useLingui();
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {caption}
        </Text>
        <Title order={2} size="h4">
          {name}
        </Title>
        {phone && (
          <Anchor href={`tel:${phone.replace(/\s+/g, '')}`} py={10}>
            <Group gap={6} component="span">
              <IconPhone size={18} aria-hidden />
              <VisuallyHidden>{t`Call ${name}`} </VisuallyHidden>
              {phone}
            </Group>
          </Anchor>
        )}
        {email && (
          <Anchor href={`mailto:${email}`} py={10}>
            <Group gap={6} component="span">
              <IconMail size={18} aria-hidden />
              <VisuallyHidden>{t`E-mail ${name}`} </VisuallyHidden>
              {email}
            </Group>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
