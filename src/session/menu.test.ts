import { describe, expect, it } from 'vitest';
import { ALL_RIGHTS, paths, type Ctx } from './menu.testkit';

describe('sidebar (SPEC §2 table)', () => {
  it.each<[string, Ctx, string[]]>([
    ['no login type, no rights', {}, ['/', '/trainings', '/version']],
    [
      'client without rights',
      { types: ['client'] },
      [
        '/',
        '/planning-calendar',
        '/projects',
        '/membership-crews',
        '/planning-crew-item-list',
        '/trainings',
        '/projects-calendar',
        '/version',
      ],
    ],
    [
      'planner without rights',
      { types: ['planner'] },
      [
        '/',
        '/planning-calendar',
        '/projects',
        '/membership-crews',
        '/trainings',
        '/projects-calendar',
        '/todo-calendar',
        '/version',
      ],
    ],
    ['crew without rights', { types: ['crew'] }, ['/', '/trainings', '/version']],
    ['office without rights', { types: ['office'] }, ['/', '/trainings', '/version']],
    [
      'crew with projects right',
      { types: ['crew'], rights: ['projects'] },
      ['/', '/jobs', '/personal-calendar', '/trainings', '/version'],
    ],
    [
      'crew with payrolls, contracts and crew info rights',
      { types: ['crew'], rights: ['payrolls', 'staffContracts', 'crewInfo'] },
      ['/', '/trainings', '/payrolls', '/contracts', '/crew-info', '/version'],
    ],
    [
      'office with the crew rights but not the crew type',
      { types: ['office'], rights: ['projects', 'payrolls', 'staffContracts', 'crewInfo'] },
      ['/', '/trainings', '/version'],
    ],
    [
      'office with mailboxes right and the email-messages mailbox right',
      { types: ['office'], rights: ['mailboxes'], mailbox: ['emailMessages'] },
      ['/', '/trainings', '/mailbox', '/version'],
    ],
    [
      'anyone with invoices, documents, plus crews, receipts, vacancies and persons rights',
      { rights: ['invoices', 'mobileDocuments', 'plusCrews', 'receipts', 'vacancies', 'persons'] },
      [
        '/',
        '/invoices',
        '/trainings',
        '/mobileDocuments',
        '/plus-crews',
        '/receipts',
        '/vacancies',
        '/profile',
        '/version',
      ],
    ],
    [
      'anyone with temporary-persons and mobile project vacancies read',
      { rights: ['temporaryPersons', 'mobileProjectVacancies'] },
      ['/', '/trainings', '/projects-vacancy', '/version'],
    ],
    [
      'every login type with every right',
      {
        types: ['client', 'crew', 'planner', 'office'],
        rights: ALL_RIGHTS,
        mailbox: ['emailMessages'],
      },
      [
        '/',
        '/planning-calendar',
        '/projects',
        '/planner-crew',
        '/membership-crews',
        '/planning-crew-item-list',
        '/invoices',
        '/jobs',
        '/personal-calendar',
        '/trainings',
        '/mobileDocuments',
        '/plus-crews',
        '/receipts',
        '/vacancies',
        '/payrolls',
        '/contracts',
        '/crew-info',
        '/projects-calendar',
        '/mailbox',
        '/todo-calendar',
        '/projects-vacancy',
        '/profile',
        '/version',
      ],
    ],
  ])('%s', (_label, c, expected) => {
    expect(paths(c)).toEqual(expected);
  });

  it.each<[string, Ctx, string, boolean]>([
    ['planner with crews right', { types: ['planner'], rights: ['crews'] }, '/planner-crew', true],
    ['client with crews right', { types: ['client'], rights: ['crews'] }, '/planner-crew', true],
    ['crew with crews right', { types: ['crew'], rights: ['crews'] }, '/planner-crew', false],
    ['planner without crews right', { types: ['planner'] }, '/planner-crew', false],
    ['planner (not client)', { types: ['planner'] }, '/planning-crew-item-list', false],
    ['client (not planner)', { types: ['client'] }, '/todo-calendar', false],
    ['client with projects right', { types: ['client'], rights: ['projects'] }, '/jobs', false],
    [
      'crew, projects right',
      { types: ['crew'], rights: ['projects'] },
      '/planning-calendar',
      false,
    ],
    [
      'client with both mailbox rights',
      { types: ['client'], rights: ['mailboxes'], mailbox: ['emailMessages'] },
      '/mailbox',
      true,
    ],
    [
      'office with mailboxes right only',
      { types: ['office'], rights: ['mailboxes'] },
      '/mailbox',
      false,
    ],
    [
      'office with email-messages mailbox right only',
      { types: ['office'], mailbox: ['emailMessages'] },
      '/mailbox',
      false,
    ],
    [
      'office with emailMessages as a user right, not a mailbox right',
      { types: ['office'], rights: ['mailboxes', 'emailMessages'] },
      '/mailbox',
      false,
    ],
    [
      'crew or planner with both mailbox rights',
      { types: ['crew', 'planner'], rights: ['mailboxes'], mailbox: ['emailMessages'] },
      '/mailbox',
      false,
    ],
    ['temporary-persons read only', { rights: ['temporaryPersons'] }, '/projects-vacancy', false],
    [
      'mobile vacancies read only',
      { rights: ['mobileProjectVacancies'] },
      '/projects-vacancy',
      false,
    ],
    ['persons with EDIT but no READ', { rights: ['persons:EDIT'] }, '/profile', false],
    [
      'crew with payrolls EDIT but no READ',
      { types: ['crew'], rights: ['payrolls:EDIT'] },
      '/payrolls',
      false,
    ],
  ])('%s → %s shown: %s', (_label, c, path, shown) => {
    expect(paths(c).includes(path)).toBe(shown);
  });
});
