import { Trans } from '@lingui/react/macro';
import { ContactCard } from '../../../app/contact/ContactCard';
import { DataLoading, EmptyState } from '../../../app/frame/DataFrame';
import { useProjectExtras } from '../../../db/projectDetailHooks';
import { ProjectFrame } from '../detail/ProjectFrame';

/** The project manager's card, with call and mail links (as the crew side's contact screen). */
function ManagerCard({ projectId, projectName }: { projectId: number; projectName: string }) {
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
    <ContactCard
      caption={<Trans>Project manager of {projectName}</Trans>}
      name={pm.name}
      phone={pm.phone}
      email={pm.email}
    />
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
