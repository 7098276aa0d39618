import { describe, expect, it } from 'vitest';
import { ALL_RIGHTS, ctx, type Ctx } from './menu.testkit';
import { bottomBarEntries, MENU_PAGE_PATHS, sidebarEntries } from './menu';
import { isPageAvailable } from './pageAccess';

// The demo logins' rights (server/rights.ts), in the menu tests' short form.
const office: Ctx = {
  types: ['office'],
  rights: ['mailboxes', 'persons', 'training'],
  mailbox: ['emailMessages'],
};
const crew: Ctx = {
  types: ['crew'],
  rights:
    'projects payrolls staffContracts crewInfo vacancies training persons mobileDocuments crews'.split(
      ' ',
    ),
};
const client: Ctx = {
  types: ['client'],
  rights: 'projects planningCalendar crews invoices receipts mailboxes persons training'.split(' '),
  mailbox: ['emailMessages'],
};
const projectGuest: Ctx = { guest: { kind: 'project', number: 'P-1' }, rights: ['projects'] };

describe('isPageAvailable: a menu page opens only for those its entry shows to (SPEC §2)', () => {
  it.each<[string, Ctx, string, boolean]>([
    ['office: projects list', office, '/projects', false],
    ['office: planning calendar', office, '/planning-calendar', false],
    ['office: invoices', office, '/invoices', false],
    ['office: jobs', office, '/jobs', false],
    ['office: with a trailing slash', office, '/projects/', false],
    ['office: in other letter case', office, '/Planning-Calendar', false],
    ['office: mailbox', office, '/mailbox', true],
    ['office: home', office, '/', true],
    ['office: version', office, '/version', true],
    ['office: trainings', office, '/trainings', true],
    ['office: an e-mail message (no entry)', office, '/email-messages/5', true],
    ['office: outbox (no entry)', office, '/outbox', true],
    ['office: unknown path (not found says so)', office, '/no-such-page', true],
    ['crew: projects list', crew, '/projects', false],
    ['crew: planning calendar', crew, '/planning-calendar', false],
    ['crew: invoices', crew, '/invoices', false],
    ['crew: receipts', crew, '/receipts', false],
    ['crew: jobs', crew, '/jobs', true],
    ['crew: payrolls', crew, '/payrolls', true],
    ['crew: a project detail (no entry)', crew, '/projects/P-1', true],
    ['crew: a crew (no entry)', crew, '/crews/1', true],
    ['crew: a payroll (no entry)', crew, '/payrolls/7', true],
    ['crew without projects right: jobs, in the bottom bar', { types: ['crew'] }, '/jobs', true],
    [
      'crew without projects right: calendar, in the bottom bar',
      { types: ['crew'] },
      '/personal-calendar',
      true,
    ],
    ['crew without projects right: payrolls', { types: ['crew'] }, '/payrolls', false],
    ['client: projects list', client, '/projects', true],
    ['client: invoices', client, '/invoices', true],
    ['client: crew item list', client, '/planning-crew-item-list', true],
    ['client: todo calendar (planner only)', client, '/todo-calendar', false],
    ['client: open crew items', client, '/projects-vacancy', false],
    ['no rights: profile keeps its device settings', { types: ['crew'] }, '/profile', true],
    ['project guest: projects list (the guard decides)', projectGuest, '/projects', true],
    ['project guest: jobs (the guard decides)', projectGuest, '/jobs', true],
  ])('%s → %s', (_label, c, path, expected) => {
    expect(isPageAvailable(ctx(c), path)).toBe(expected);
  });

  it.each<[string, Ctx]>([
    ['office', office],
    ['crew', crew],
    ['client', client],
    ['everything', { types: ['client', 'crew', 'planner', 'office'], rights: ALL_RIGHTS }],
    ['nothing', {}],
  ])('%s: every entry the menus show opens', (_label, c) => {
    const shown = [...sidebarEntries(ctx(c)), ...bottomBarEntries(ctx(c))];
    for (const entry of shown) expect(isPageAvailable(ctx(c), entry.path)).toBe(true);
  });

  it('every menu page is closed to someone with no login type or right', () => {
    const closed = MENU_PAGE_PATHS.filter((p) => !isPageAvailable(ctx({}), p));
    expect(closed).toEqual(
      MENU_PAGE_PATHS.filter((p) => !['/', '/trainings', '/profile', '/version'].includes(p)),
    );
  });
});
