import { describe, expect, it } from 'vitest';
import { jobLinks } from './jobLinks';

const pm = { personId: 4, name: 'Pat Planner', phone: null, email: 'planner@demo.test' };

describe('jobLinks', () => {
  it.each([
    ['crew member, project with a manager', false, { projectManager: pm }, [true, false, false]],
    [
      'crew member, project without a manager',
      false,
      { projectManager: null },
      [false, false, false],
    ],
    ['crew member, details not loaded', false, null, [false, false, false]],
    ['crew chief, project with a manager', true, { projectManager: pm }, [true, true, true]],
    ['crew chief, project without a manager', true, { projectManager: null }, [false, true, true]],
  ] as const)('%s', (_, isCrewChief, detail, [contact, crew, documents]) => {
    expect(jobLinks({ isCrewChief }, detail)).toEqual({
      contactProjectManager: contact,
      openCrew: crew,
      crewChiefDocuments: documents,
    });
  });
});
