import { Trans } from '@lingui/react/macro';
import { ContactCard } from '../../app/contact/ContactCard';
import { DataFrame, EmptyState } from '../../app/frame/DataFrame';
import { useJobScreen } from './useJobScreen';

/** /jobs/{id}/contact-project-manager: who runs the project, with call and mail links. */
export function ContactProjectManagerScreen({ id }: { id: string }) {
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
          <ContactCard
            caption={<Trans>Project manager of {project}</Trans>}
            name={pm.name}
            phone={pm.phone}
            email={pm.email}
          />
        );
      }}
    </DataFrame>
  );
}
