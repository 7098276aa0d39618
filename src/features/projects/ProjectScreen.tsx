import { useSession } from '../../session/useSession';
import { ProjectDetailScreen } from './detail/ProjectDetailScreen';
import { ProjectGuestLanding } from './guest/ProjectGuestLanding';

/** `/projects/{number}`: a project guest's landing page (SPEC §5), else the planner's detail. */
export function ProjectScreen({ number }: { number: string }) {
  const session = useSession();
  const guest = session.status === 'authenticated' && session.guest?.kind === 'project';
  return guest ? <ProjectGuestLanding number={number} /> : <ProjectDetailScreen number={number} />;
}
