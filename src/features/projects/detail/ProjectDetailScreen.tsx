import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Project } from '../../../db/db';
import { useProjectExtras } from '../../../db/projectDetailHooks';
import { useWithFlags } from '../../../db/withFlags';
import { normaliseLoginTypes } from '../../../session/loginTypes';
import { hasRight } from '../../../session/rights';
import { useSession } from '../../../session/useSession';
import { CopyProjectButton } from '../copy/CopyProjectButton';
import { ProjectCrewsSection } from '../crews/ProjectCrewsSection';
import { ProjectDocumentList } from '../documents/ProjectDocumentList';
import { ProjectActivitiesCard } from './ProjectActivitiesCard';
import { ProjectExportsCard } from './ProjectExportsCard';
import { ProjectFrame } from './ProjectFrame';
import { ProjectHeader } from './ProjectHeader';
import { ProjectInvoicesCard } from './ProjectInvoicesCard';
import { ProjectLogoUpload } from './ProjectLogoUpload';
import { ProjectPasswordCard } from './ProjectPasswordCard';

/** The detail shows the newest few documents; the documents page lists them all. */
const DOCUMENTS_SHOWN = 3;

function ProjectDetail({ project }: { project: Project }) {
  const session = useSession();
  // The header's new logo and the upload's badge, read as one pair: the logo a planner just
  // chose is never drawn as if the server had it.
  const [extras, flags] = useWithFlags(useProjectExtras(project.id), 'projectExtras') ?? [];
  const authenticated = session.status === 'authenticated';
  const planner =
    authenticated && normaliseLoginTypes(session.payload.loginData.loginTypes).has('planner');
  const logoRight = authenticated && hasRight(session.rights, 'projects', 'EDIT_PROJECT_LOGO');
  const path = `/projects/${encodeURIComponent(project.number)}`;
  return (
    <Stack gap="md">
      <ProjectHeader project={project} extras={extras} />
      <Group gap="xs">
        <Button component={Link} to={`${path}/contact-project-manager`} variant="light" mih={44}>
          <Trans>Contact project manager</Trans>
        </Button>
        <CopyProjectButton project={project} />
      </Group>
      <ProjectCrewsSection project={project} />
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h4">
              <Trans>Documents</Trans>
            </Title>
            <Button component={Link} to={`${path}/documents`} variant="subtle" mih={44}>
              <Trans>All documents</Trans>
            </Button>
          </Group>
          <ProjectDocumentList
            projectId={project.id}
            number={project.number}
            limit={DOCUMENTS_SHOWN}
          />
        </Stack>
      </Card>
      <ProjectInvoicesCard projectId={project.id} />
      <ProjectExportsCard number={project.number} />
      <ProjectActivitiesCard project={project} canAddTodo={planner} />
      {planner && extras && (
        <ProjectPasswordCard number={project.number} hasPassword={extras.hasPassword} />
      )}
      {logoRight && extras && flags && (
        <ProjectLogoUpload project={project} flag={flags.get(project.id)} />
      )}
    </Stack>
  );
}

/** /projects/{number} for clients and planners: the header, crews, documents and the rest. */
export function ProjectDetailScreen({ number }: { number: string }) {
  return (
    <ProjectFrame number={number}>{(project) => <ProjectDetail project={project} />}</ProjectFrame>
  );
}
