import { fetchPublicPayroll, fetchPublicPayrolls } from '../api/payrolls';
import { ApiError } from '../api/errors';
import type { PublicPayroll } from '../api/schemas/payrolls';

export type { PublicPayroll };

/**
 * A public payroll link is opened without a session, often on someone else's device: its data
 * is read straight from the server and never stored locally (no personal table to clear).
 * null: no payroll for this link (a wrong or missing token reads as "not found").
 */
export async function loadPublicPayrolls(
  accessToken: string | undefined,
): Promise<PublicPayroll[]> {
  if (!accessToken) return [];
  return (await fetchPublicPayrolls(accessToken)).items;
}

export async function loadPublicPayroll(
  number: string,
  accessToken: string | undefined,
): Promise<PublicPayroll | null> {
  if (!accessToken) return null;
  try {
    return await fetchPublicPayroll(number, accessToken);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
