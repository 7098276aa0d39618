import type { Rights, TokenPayload } from '../src/api/schemas/session';

/** Login type captions as the platform sends them (SPEC §6). */
export const LOGIN_TYPES = {
  client: 'Clients',
  crew: 'Crew',
  planner: 'Planners',
  office: 'Office',
} as const;
export type ServerLoginType = keyof typeof LOGIN_TYPES;

const R = ['READ'];

/** Rights per login type: the one table the server enforces and /userRights reports. */
export const RIGHTS_BY_TYPE: Record<ServerLoginType, Rights> = {
  crew: {
    projects: R,
    payrolls: R,
    staffContracts: R,
    crewInfo: R,
    vacancies: R,
    training: R,
    persons: R,
    mobileDocuments: R,
    personProfiles: R,
    crews: R,
  },
  client: {
    projects: R,
    planningCalendar: R,
    crews: R,
    membershipCrews: R,
    planningCrewItemList: R,
    invoices: ['READ', 'CREATE', 'EDIT'],
    receipts: ['READ', 'CREATE', 'DELETE'],
    mailboxes: R,
    persons: R,
    training: R,
    projectAttachments: R,
    rateCards: R,
    crewMemberships: ['CREATE', 'DELETE'],
  },
  planner: {
    projects: ['READ', 'EDIT_PROJECT_LOGO'],
    planningCalendar: ['READ', 'READSPAREFUNCTION'],
    crews: R,
    membershipCrews: R,
    toDoCalendar: R,
    persons: R,
    training: R,
    temporaryPersons: R,
    mobileProjectVacancies: R,
    rateCards: R,
    crewMemberships: ['CREATE', 'DELETE'],
    plusCrews: ['READ', 'EDIT'],
    crewProfile: ['CONTACT'],
  },
  office: { mailboxes: R, persons: R, training: R },
};

export const GUEST_RIGHTS: Record<'project' | 'pluscrew', Rights> = {
  project: { projects: R, crews: R },
  pluscrew: { plusCrews: ['READ', 'EDIT'] },
};

export function loginTypesOf(payload: TokenPayload): ServerLoginType[] {
  const byCaption = new Map<string, ServerLoginType>(
    Object.entries(LOGIN_TYPES).map(([k, v]) => [v, k as ServerLoginType]),
  );
  return payload.loginData.loginTypes
    .map((c) => byCaption.get(c))
    .filter((t): t is ServerLoginType => Boolean(t));
}

export function rightsOf(payload: TokenPayload): Rights {
  if (payload.type !== 'other') return GUEST_RIGHTS[payload.type];
  const merged: Record<string, Set<string>> = {};
  for (const type of loginTypesOf(payload)) {
    for (const [resource, perms] of Object.entries(RIGHTS_BY_TYPE[type])) {
      merged[resource] ??= new Set();
      for (const p of perms) merged[resource].add(p);
    }
  }
  return Object.fromEntries(Object.entries(merged).map(([k, v]) => [k, [...v]]));
}

export function mailboxRightsOf(payload: TokenPayload): Rights {
  const types = loginTypesOf(payload);
  return types.includes('client') || types.includes('office') ? { emailMessages: R } : {};
}

export const holds = (rights: Rights, resource: string, permission = 'READ') =>
  rights[resource]?.includes(permission) ?? false;
