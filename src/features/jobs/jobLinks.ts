import type { Job } from '../../db/db';
import type { JobDetail } from '../../db/jobsHooks';

/** Which of the job detail's buttons lead somewhere for this job. */
export type JobLinks = {
  contactProjectManager: boolean;
  openCrew: boolean;
  crewChiefDocuments: boolean;
  /** The member's QR code for the chief to scan: not for the chief, who checks people in. */
  checkInCode: boolean;
};

/**
 * Only a project with a manager offers to contact one: most projects have none, and the
 * button then led to an empty "Contact not found" page (as the project page, which names the
 * manager only when there is one). Without the details (offline, never loaded) nobody is known.
 */
export function jobLinks(
  base: Pick<Job, 'isCrewChief'>,
  detail: Pick<JobDetail, 'projectManager'> | null,
): JobLinks {
  return {
    contactProjectManager: detail?.projectManager != null,
    openCrew: base.isCrewChief,
    crewChiefDocuments: base.isCrewChief,
    checkInCode: !base.isCrewChief,
  };
}
