import { request, requestNoContent } from './client';
import { projectDetailBundleSchema } from './schemas/projectDetail';
import { projectSchema } from './schemas/projects';

const base = (number: string) => `/projects/${encodeURIComponent(number)}`;

/** One project by number (SPEC §7 /projects/{id}): the detail pulls it when it is missing. */
export const fetchProject = (token: string, number: string) =>
  request(projectSchema, base(number), { token });

/** The detail's documents, invoices, activities and extras, in one answer. */
export const fetchProjectDetail = (token: string, number: string) =>
  request(projectDetailBundleSchema, `${base(number)}/detail`, { token });

/**
 * Sets the project guest's password. Online only, on purpose: a queued change would keep the
 * password in plain text on the device until it is sent.
 */
export const putProjectPassword = (token: string, number: string, password: string) =>
  requestNoContent(`${base(number)}/password`, { method: 'PUT', token, body: { password } });
