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
