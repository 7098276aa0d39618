import { Anchor, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconMail, IconMessage, IconPhone } from '@tabler/icons-react';

export type ContactView = {
  name: string;
  role: string;
  phone: string | null;
  email: string | null;
  /** A line under the role: the crew or project this contact belongs to. */
  context?: string;
};

const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * One person to reach on site: call, text and e-mail links a phone opens directly. A link is
 * heard as "Call <name>" and the number it shows, so what is seen is in its name (WCAG 2.5.3).
 */
export function ContactCard({ contact }: { contact: ContactView }) {
  const { t } = useLingui();
  const { name, phone, email } = contact;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {contact.role}
        </Text>
        <Title order={2} size="h4">
          {name}
        </Title>
        {contact.context && (
          <Text size="sm" c="dimmed">
            {contact.context}
          </Text>
        )}
        {phone && (
          <>
            <Anchor href={`tel:${dialable(phone)}`}>
              <Group gap={6} component="span">
                <IconPhone size={18} aria-hidden />
                <VisuallyHidden>{t`Call ${name}`} </VisuallyHidden>
                {phone}
              </Group>
            </Anchor>
            <Anchor href={`sms:${dialable(phone)}`} aria-label={t`Send a text message to ${name}`}>
              <Group gap={6} component="span">
                <IconMessage size={18} aria-hidden />
                <Trans>Text message</Trans>
              </Group>
            </Anchor>
          </>
        )}
        {email && (
          <Anchor href={`mailto:${email}`}>
            <Group gap={6} component="span">
              <IconMail size={18} aria-hidden />
              <VisuallyHidden>{t`E-mail ${name}`} </VisuallyHidden>
              {email}
            </Group>
          </Anchor>
        )}
        {!phone && !email && (
          <Text size="sm" c="dimmed">
            <Trans>No phone number or e-mail address given</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
