import type { GuestMode } from './guestMode';
import type { LoginType } from './loginTypes';
import { sidebarEntries, type MenuContext } from './menu';
import type { Rights } from './rights';

/** Who is asking, in the menu tests' short form. */
export type Ctx = {
  types?: LoginType[];
  /** "resource" means READ; "resource:PERM" names another permission. */
  rights?: string[];
  mailbox?: string[];
  guest?: GuestMode | null;
};

function rightsOf(list: string[]): Rights {
  const out: Rights = {};
  for (const item of list) {
    const [resource = '', permission = 'READ'] = item.split(':');
    out[resource] = [...(out[resource] ?? []), permission];
  }
  return out;
}

export const ctx = ({ types = [], rights = [], mailbox = [], guest = null }: Ctx): MenuContext => ({
  loginTypes: new Set(types),
  rights: rightsOf(rights),
  mailboxRights: rightsOf(mailbox),
  guest,
});

export const paths = (c: Ctx) => sidebarEntries(ctx(c)).map((e) => e.path);

export const ALL_RIGHTS = (
  'crews invoices projects mobileDocuments plusCrews receipts vacancies payrolls staffContracts ' +
  'crewInfo mailboxes temporaryPersons mobileProjectVacancies persons'
).split(' ');
