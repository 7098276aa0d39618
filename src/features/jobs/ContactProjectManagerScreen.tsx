import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { DataFrame, EmptyState } from '../../app/frame/DataFrame';
import { useJobScreen } from './useJobScreen';

/** /jobs/{id}/contact-project-manager: who runs the project, with call and mail links. */
export function ContactProjectManagerScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const data = useJobScreen(id);
  return (
    <DataFrame value={data} notFound={<Trans>Job not found</Trans>}>
      {({ detail, base }) => {
        const pm = detail?.projectManager ?? null;
        const project = base.projectName;
        if (!pm) {
          return (
            <EmptyState>
              <Trans>Contact not found</Trans>
            </EmptyState>
          );
        }
        return (
          <Card withBorder>
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                <Trans>Project manager of {project}</Trans>
              </Text>
              <Title order={2} size="h4">
                {pm.name}
              </Title>
              {pm.phone && (
                <Anchor
                  href={`tel:${pm.phone.replace(/\s+/g, '')}`}
                  aria-label={t`Call ${pm.name}`}
                >
                  <Group gap={6} component="span">
                    <IconPhone size={18} aria-hidden />
                    {pm.phone}
                  </Group>
                </Anchor>
              )}
              {pm.email && (
                <Anchor href={`mailto:${pm.email}`} aria-label={t`E-mail ${pm.name}`}>
                  <Group gap={6} component="span">
                    <IconMail size={18} aria-hidden />
                    {pm.email}
                  </Group>
                </Anchor>
              )}
            </Stack>
          </Card>
        );
      }}
    </DataFrame>
  );
}
