import { projectSchema } from '../../api/schemas/projects';
import { crewMemberProfileSchema } from '../../api/schemas/crewMemberProfile';
import { guestProject, isProjectGuest } from '../pull/projectGuest';
import { defineArea } from './types';

/**
 * Issue 13, guest slice. The project guest's own project (its landing page reads the name,
 * dates and project manager offline; the crews come with the crews area), and the planner's
 * view of a person, stored when /crew-profile/{personId} opens (sync/crewMemberProfile.ts).
 */
export const projectGuestArea = defineArea({
  tables: { guestProjects: projectSchema, crewMemberProfiles: crewMemberProfileSchema },
  pulls: [
    {
      name: 'guestProject',
      table: 'guestProjects',
      appliesTo: isProjectGuest,
      fetch: guestProject,
    },
  ],
  outboxKinds: [],
});
