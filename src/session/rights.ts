import type { Rights } from '../api/schemas/session';

export type { Rights };

/** A right is held when the resource lists the permission (READ unless another is named). */
export function hasRight(rights: Rights, resource: string, permission = 'READ'): boolean {
  return rights[resource]?.includes(permission) ?? false;
}

/** SPEC §2: /projects-vacancy needs temporary-persons read and mobile project vacancies read. */
export function mayReadProjectVacancies(rights: Rights): boolean {
  return hasRight(rights, 'temporaryPersons') && hasRight(rights, 'mobileProjectVacancies');
}

/*
 * SPEC §2 sidebar rules of the pages a person could still open by URL: the page says who it
 * is for instead of showing its filters over an empty list. The menu uses the same rules.
 */

/** /receipts: by the receipts right. */
export const mayReadReceipts = (rights: Rights): boolean => hasRight(rights, 'receipts');

/** /vacancies: by the vacancies right. */
export const mayReadVacancies = (rights: Rights): boolean => hasRight(rights, 'vacancies');

/** /planning-crew-item-list: client logins only (a planner's is the planning calendar). */
export const mayReadPlanningCrewItemList = (loginTypes: ReadonlySet<string>): boolean =>
  loginTypes.has('client');
