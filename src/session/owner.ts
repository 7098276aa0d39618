import type { TokenPayload } from '../api/schemas/session';

/** Whose device data and outbox records these are: a person, or a guest's number. */
export function ownerIdOf(payload: TokenPayload): string {
  const data = payload.loginData;
  if (payload.type === 'project') return `project:${data.projectNumber ?? ''}`;
  if (payload.type === 'pluscrew') return `pluscrew:${data.plusCrewNumber ?? ''}`;
  return `person:${data.personId ?? data.contactNumber ?? ''}`;
}
