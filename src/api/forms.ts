import * as v from 'valibot';
import { int } from './schemas/common';
import { request } from './client';
import { formDefinitionSchema, formResultSchema, securityCheckSchema } from './schemas/forms';

const list = <S extends v.GenericSchema>(item: S) =>
  v.object({ items: v.array(item), total: v.optional(int) });

/** The form definitions the person performs (assigned forms and their crews' security checks). */
export const fetchFormsToPerform = (token: string) =>
  request(list(formDefinitionSchema), '/forms/perform', { token });

/** The person's own form results, drafts and sent. */
export const fetchFormResults = (token: string) =>
  request(list(formResultSchema), '/formResults/perform', { token });

/** The security checks of one crew (its chief only). */
export const fetchSecurityChecks = (token: string, crewId: number) =>
  request(list(securityCheckSchema), `/projectCrews/${crewId}/securityChecks`, { token });
