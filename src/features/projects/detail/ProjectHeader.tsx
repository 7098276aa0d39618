import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Project, ProjectExtras } from '../../../db/db';
import { formatDayRange } from '../../../lib/dates';
import { ProjectLogo } from './ProjectLogo';
import { EntityName } from '../../../app/layout/EntityName';

const STATUS_COLOR = { confirmed: 'green', quoted: 'orange', designClient: 'grape' } as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The project's name, status and the fields a planner plans with (SPEC §3 project). */
export function ProjectHeader({
  project,
  extras,
}: {
  project: Project;
  extras: ProjectExtras | null | undefined;
}) {
  const { t } = useLingui();
  const none = t`None`;
  const status = {
    confirmed: t`Confirmed`,
    quoted: t`Project quoted`,
    designClient: t`Design client`,
  }[project.status];
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ProjectLogo number={project.number} logoKey={extras?.logoKey ?? null} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <EntityName>{project.name}</EntityName>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {project.number}
              </Text>
              <Badge variant="light" color={STATUS_COLOR[project.status]}>
                {status}
              </Badge>
              {project.closed && (
                <Badge variant="outline" color="gray">
                  <Trans>Closed</Trans>
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Field label={t`Client`}>
            {project.company} · {project.clientMark}
          </Field>
          <Field label={t`Dates`}>{formatDayRange(project.beginDate, project.endDate)}</Field>
          <Field label={t`Branch`}>{project.branchName ?? none}</Field>
          <Field label={t`Rate card`}>{project.rateCardName ?? none}</Field>
          <Field label={t`Catering`}>{project.cateringTypeName ?? none}</Field>
          <Field label={t`Reference`}>{project.reference ?? none}</Field>
          <Field label={t`Project manager`}>
            {project.projectManagerName ? (
              // A 44 px tall target: as a bare line of text the link was 16 px high.
              <Anchor
                component={Link}
                to={`/projects/${encodeURIComponent(project.number)}/contact-project-manager`}
                mih={44}
                style={{ display: 'inline-flex', alignItems: 'center' }}
              >
                {project.projectManagerName}
              </Anchor>
            ) : (
              none
            )}
          </Field>
        </SimpleGrid>
        {project.comment && <Field label={t`Comment`}>{project.comment}</Field>}
      </Stack>
    </Card>
  );
}
