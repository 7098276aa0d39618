import { describe, expect, it } from 'vitest';
import { jobLinks } from './jobLinks';

const pm = { personId: 4, name: 'Pat Planner', phone: null, email: 'planner@demo.test' };

describe('jobLinks', () => {
  it.each([
    [
      'crew member, project with a manager',
      false,
      { projectManager: pm },
      [true, false, false, true],
    ],
    [
      'crew member, project without a manager',
      false,
      { projectManager: null },
      [false, false, false, true],
    ],
    ['crew member, details not loaded', false, null, [false, false, false, true]],
    ['crew chief, project with a manager', true, { projectManager: pm }, [true, true, true, false]],
    [
      'crew chief, project without a manager',
      true,
      { projectManager: null },
      [false, true, true, false],
    ],
  ] as const)('%s', (_, isCrewChief, detail, [contact, crew, documents, code]) => {
    expect(jobLinks({ isCrewChief }, detail)).toEqual({
      contactProjectManager: contact,
      openCrew: crew,
      crewChiefDocuments: documents,
      checkInCode: code,
    });
  });
});
