import { Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { DataFrame } from '../../../app/frame/DataFrame';
import { useProjectByNumber } from '../../../db/projectCrewsHooks';
import { ProjectCrewsSection } from '../crews/ProjectCrewsSection';

/**
 * Minimal stand-in until the detail slice lands (the lead takes that slice's file at merge):
 * the project from the local table, and the crews section.
 */
export function ProjectDetailScreen({ number }: { number: string }) {
  const project = useProjectByNumber(number);
  return (
    <DataFrame value={project} notFound={<Trans>Project not found</Trans>}>
      {(p) => (
        <Stack gap="md">
          <Stack gap={0}>
            <Title order={1} size="h3">
              {p.name}
            </Title>
            <Text size="sm" c="dimmed">
              {p.number} · {p.company}
            </Text>
          </Stack>
          <ProjectCrewsSection project={p} />
        </Stack>
      )}
    </DataFrame>
  );
}
