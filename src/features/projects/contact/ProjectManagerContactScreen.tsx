import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { DataLoading, EmptyState } from '../../../app/frame/DataFrame';
import { useProjectExtras } from '../../../db/projectDetailHooks';
import { ProjectFrame } from '../detail/ProjectFrame';

/** The project manager's card, with call and mail links (as the crew side's contact screen). */
function ManagerCard({ projectId, projectName }: { projectId: number; projectName: string }) {
  const { t } = useLingui();
  const extras = useProjectExtras(projectId);
  if (extras === undefined) return <DataLoading />;
  const pm = extras?.manager ?? null;
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
          <Trans>Project manager of {projectName}</Trans>
        </Text>
        <Title order={2} size="h4">
          {pm.name}
        </Title>
        {pm.phone && (
          <Anchor
            href={`tel:${pm.phone.replace(/\s+/g, '')}`}
            aria-label={t`Call ${pm.name}`}
            py={10}
          >
            <Group gap={6} component="span">
              <IconPhone size={18} aria-hidden />
              {pm.phone}
            </Group>
          </Anchor>
        )}
        {pm.email && (
          <Anchor href={`mailto:${pm.email}`} aria-label={t`E-mail ${pm.name}`} py={10}>
            <Group gap={6} component="span">
              <IconMail size={18} aria-hidden />
              {pm.email}
            </Group>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/** /projects/{number}/contact-project-manager: who runs the project, reachable offline too. */
export function ProjectManagerContactScreen({ number }: { number: string }) {
  return (
    <ProjectFrame number={number}>
      {(project) => <ManagerCard projectId={project.id} projectName={project.name} />}
    </ProjectFrame>
  );
}
