import { Card, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ProjectFrame } from '../detail/ProjectFrame';
import { ProjectDocumentList } from './ProjectDocumentList';

/** /projects/{number}/documents: every document of the project, kept offline once opened. */
export function ProjectDocumentsScreen({ number }: { number: string }) {
  return (
    <ProjectFrame number={number}>
      {(project) => (
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4">
              <Trans>Documents of {project.name}</Trans>
            </Title>
            <ProjectDocumentList projectId={project.id} number={project.number} />
          </Stack>
        </Card>
      )}
    </ProjectFrame>
  );
}
