import type { APIRequestContext } from '@playwright/test';
import { DOCUMENT_IDS } from '../../server/seed/documents';
import { FORM_IDS } from '../../server/seed/forms';
import { IDS } from '../../server/seed/ids';
import { SEEDED_INVOICES } from '../../server/seed/invoices';
import {
  DEMO_PASSWORD,
  DEMO_PLUS_CREW_NUMBER,
  DEMO_PROJECT_NUMBER,
  GUEST_PASSWORD,
} from '../../server/seed/demoLogins';
import { E2E_TODAY } from './harness/clock';
import { demoLinks } from './support';

/**
 * The route table of SPEC §2 for the accessibility walk (issue 17): every route, under each
 * login type that reaches it, with entity ids of the seed. Fixed ids come from the seed's
 * own constants; ids the seed generates are read once from the reference server, as the
 * login that owns them sees them.
 */

/** Crew 1 is the demo project's crew today: chief@ leads it, crew@ is in it. */
const TODAYS_CREW = 1;

export type SeedIds = {
  job: number;
  crewJob: { crewId: number; locationId: number };
  payroll: { number: string; publicToken: string };
  payrollItem: number;
  contract: number;
  chiefJob: number;
  crewMemberContact: string;
  projectLocation: number;
  membershipCrew: { id: number; personId: number };
  receipt: string;
  clientMail: number;
  officeMail: number;
  welcome: string;
  unsubscribe: string;
};

/** An e-mail login through the form, or a guest's login link (SPEC §5: PID, PCID, Password). */
export type Login = { email: string } | { link: string };

/**
 * A route, or one marked to be walked in the red and watermark themes too. Those themes
 * change colours only, so their walks take a sample that holds every kind of component
 * (lists, badges, buttons, links, tabs, calendars, forms, cards) instead of every route:
 * walking the whole table three times would triple a suite that has a CI budget.
 * A11Y_ALL_THEMES=1 walks every route in every theme (see the README).
 */
type Entry = string | { path: string; themed: true };
const themed = (path: string): Entry => ({ path, themed: true });

export type Route = { path: string; themed: boolean };

export type Walk = {
  /** Who walks: one login per login type (SPEC §6). */
  who: string;
  login: Login | null;
  paths: (ids: SeedIds) => Entry[];
};

export function routesOf(walk: Walk, ids: SeedIds): Route[] {
  return walk
    .paths(ids)
    .map((e) => (typeof e === 'string' ? { path: e, themed: false } : { ...e, themed: true }));
}

const email = (address: string): Login => ({ email: address });
const project = `/projects/${DEMO_PROJECT_NUMBER}`;
const plusCrew = `/plus-crews/${DEMO_PLUS_CREW_NUMBER}`;
/** The same path for everyone: an unknown route shows "Not found" (SPEC §2). */
const NOT_FOUND = '/no-such-page';

export const WALKS: Walk[] = [
  {
    who: 'nobody (public routes)',
    login: null,
    paths: (ids) => [
      themed('/login'),
      '/forgotten-password',
      '/renew-password',
      ids.welcome,
      ids.unsubscribe,
      '/version',
      themed(`/public/payrolls?token=${ids.payroll.publicToken}`),
      `/public/payrolls/${ids.payroll.number}?token=${ids.payroll.publicToken}`,
      `/public/crew-profile/${IDS.crew}`,
    ],
  },
  {
    who: 'crew member',
    login: email('crew@demo.test'),
    paths: (ids) => [
      themed('/'),
      themed('/jobs'),
      `/jobs/${ids.job}`,
      `/jobs/${ids.job}/contact-project-manager`,
      themed('/personal-calendar'),
      '/vacancies',
      '/payrolls',
      themed(`/payrolls/${ids.payroll.number}`),
      `/payrolls/${ids.payroll.number}/download/PAYSLIP`,
      '/payrolls-documents',
      `/payroll-items/${ids.payrollItem}`,
      '/contracts',
      `/contracts/${ids.contract}`,
      '/crew-info',
      '/trainings',
      '/mobileDocuments',
      `/documents/${DOCUMENT_IDS.crewFirst}`,
      themed(`/forms/${FORM_IDS.induction}`),
      `/crews/${ids.crewJob.crewId}`,
      `/locations/${ids.crewJob.locationId}`,
      `/crew-profile/${IDS.crew}`,
      themed('/profile'),
      '/outbox',
      '/help',
      '/version',
      NOT_FOUND,
    ],
  },
  {
    who: 'crew chief',
    login: email('chief@demo.test'),
    paths: (ids) => {
      const crew = `/crews/${TODAYS_CREW}`;
      return [
        '/',
        `/jobs/${ids.chiefJob}`,
        `/jobs/${ids.chiefJob}/crew-chief-documents`,
        themed(crew),
        `${crew}/crew-chief-job`,
        `${crew}/crew-chief-location`,
        themed(`${crew}/contact-crew-chief`),
        `${crew}/contact-contact-on-site`,
        `${crew}/contact-crew-member/${ids.crewMemberContact}`,
        `${crew}/check-in`,
        `${crew}/check-out`,
        themed(`${crew}/sign-off`),
        `${crew}/delivery-note`,
        `${crew}/photos`,
        `${crew}/security-check/${FORM_IDS.securityCheck}/${E2E_TODAY}/morning`,
      ];
    },
  },
  {
    who: 'client',
    login: email('client@demo.test'),
    paths: (ids) => [
      '/',
      '/projects',
      themed(project),
      `${project}/documents`,
      `${project}/contact-project-manager`,
      themed('/planning-calendar'),
      '/planner-crew',
      '/planning-crew-item-list',
      '/projects-calendar',
      '/membership-crews',
      `/membership-crews/${ids.membershipCrew.id}`,
      `/membership-crews/${ids.membershipCrew.id}/contact/${ids.membershipCrew.personId}`,
      themed('/invoices'),
      `/invoice/${SEEDED_INVOICES[0].number}`,
      '/receipts',
      themed(`/receipt/${ids.receipt}`),
      '/mailbox',
      `/email-messages/${ids.clientMail}`,
      '/trainings',
      '/profile',
    ],
  },
  {
    who: 'planner',
    login: email('planner@demo.test'),
    paths: () => [
      '/',
      '/planning-calendar',
      '/projects',
      project,
      '/planner-crew',
      '/membership-crews',
      '/projects-calendar',
      themed('/todo-calendar'),
      themed('/projects-vacancy'),
      '/plus-crews',
      themed(plusCrew),
      `${plusCrew}/settings`,
      `${plusCrew}/data`,
      `/crew-profile/${IDS.crew}`,
    ],
  },
  {
    who: 'office',
    login: email('office@demo.test'),
    paths: (ids) => ['/', themed('/mailbox'), `/email-messages/${ids.officeMail}`, '/profile'],
  },
  {
    who: 'project guest',
    login: { link: `/login?PID=${DEMO_PROJECT_NUMBER}&Password=${GUEST_PASSWORD}` },
    paths: (ids) => [
      themed(project),
      `${project}/contact-project-manager`,
      `/crews/${TODAYS_CREW}`,
      `/crews/${TODAYS_CREW}/contact-crew-chief`,
      `/crews/${TODAYS_CREW}/contact-crew-member/${ids.crewMemberContact}`,
      `/locations/${ids.projectLocation}`,
    ],
  },
  {
    who: 'plus-crew guest',
    login: { link: `/login?PCID=${DEMO_PLUS_CREW_NUMBER}&Password=${GUEST_PASSWORD}` },
    paths: () => [plusCrew, themed(`${plusCrew}/data`)],
  },
];

type Items<T> = { items: T[] };

/** Reads the seed's generated ids from the reference server, each as its owner sees it. */
export async function seedIds(request: APIRequestContext): Promise<SeedIds> {
  const tokens = new Map<string, string>();
  const get = async <T>(login: string, path: string): Promise<T> => {
    let token = tokens.get(login);
    if (!token) {
      const res = await request.post('/api/v1/auth/token', {
        headers: { Type: 'MOBILE' },
        data: { login, password: DEMO_PASSWORD },
      });
      token = ((await res.json()) as { token: string }).token;
      tokens.set(login, token);
    }
    const res = await request.get(`/api/v1${path}`, {
      headers: { Type: 'MOBILE', Authorization: `Bearer ${token}` },
    });
    if (!res.ok()) throw new Error(`GET ${path} as ${login}: ${res.status()}`);
    return (await res.json()) as T;
  };
  const first = async <T>(login: string, path: string): Promise<T> => {
    const item = (await get<Items<T>>(login, path)).items[0];
    if (!item) throw new Error(`GET ${path} as ${login}: the seed has none`);
    return item;
  };
  const [job, payroll, payrollItem, contract, chiefJob, members, crew, membership] =
    await Promise.all([
      first<{ id: number; crewId: number; locationId: number }>('crew@demo.test', '/jobs'),
      first<{ number: string; publicToken: string }>('crew@demo.test', '/payrolls'),
      first<{ id: number }>('crew@demo.test', '/payrollItems'),
      first<{ id: number }>('crew@demo.test', '/staffContracts'),
      first<{ id: number }>('chief@demo.test', '/jobs/crewChief'),
      get<Items<{ personId: number; contactId: string }>>(
        'chief@demo.test',
        `/projectCrews/${TODAYS_CREW}/projectCrewItems`,
      ),
      get<{ locationId: number }>('chief@demo.test', `/projectCrews/${TODAYS_CREW}`),
      first<{ id: number; members: { personId: number }[] }>('client@demo.test', '/pCrews'),
    ]);
  const [receipt, clientMail, officeMail, links] = await Promise.all([
    first<{ number: string }>('client@demo.test', '/receipts'),
    first<{ id: number }>('client@demo.test', '/emailMessages'),
    first<{ id: number }>('office@demo.test', '/emailMessages'),
    demoLinks(request),
  ]);
  const member = members.items.find((m) => m.personId === IDS.crew);
  if (!member) throw new Error(`crew@ is not in crew ${TODAYS_CREW} of the seed`);
  return {
    job: job.id,
    crewJob: { crewId: job.crewId, locationId: job.locationId },
    payroll,
    payrollItem: payrollItem.id,
    contract: contract.id,
    chiefJob: chiefJob.id,
    crewMemberContact: member.contactId,
    projectLocation: crew.locationId,
    membershipCrew: { id: membership.id, personId: membership.members[0]!.personId },
    receipt: receipt.number,
    clientMail: clientMail.id,
    officeMail: officeMail.id,
    welcome: links.welcome,
    unsubscribe: links.unsubscribe,
  };
}
