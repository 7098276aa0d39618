import { Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useProjectByNumber } from '../../../db/projectCopyHooks';
import { DataFrame } from '../../../app/frame/DataFrame';
import { formatDayRange } from '../../../lib/dates';
import { CopyProjectButton } from '../copy/CopyProjectButton';

/**
 * Minimal stand-in until the detail slice lands (issue 13): the project from the local table,
 * and the copy button. The detail slice's screen replaces this file and mounts the button.
 */
export function ProjectDetailScreen({ number }: { number: string }) {
  const project = useProjectByNumber(number);
  return (
    <DataFrame value={project} notFound={<Trans>Project not found</Trans>} resource="projects">
      {(p) => (
        <Stack gap="sm">
          <Title order={2}>
            {p.number} · {p.name}
          </Title>
          <Text size="sm">
            {p.company} · {formatDayRange(p.beginDate, p.endDate)}
          </Text>
          <Group>
            <CopyProjectButton project={p} />
          </Group>
        </Stack>
      )}
    </DataFrame>
  );
}
