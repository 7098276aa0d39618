import { fetchFormResults, fetchFormsToPerform } from '../../api/forms';
import {
  formDefinitionSchema,
  formResultSchema,
  securityCheckSchema,
} from '../../api/schemas/forms';
import { securityChecksOfPack } from '../pull/forms';
import { defineArea } from './types';
import { isCrew } from './who';

/**
 * Forms (issue 6) and the security checks of the chief's job pack (issue 5). Definitions come
 * first so a result or a check never shows without its questions.
 */
export const formsArea = defineArea({
  tables: {
    forms: formDefinitionSchema,
    formResults: formResultSchema,
    securityChecks: securityCheckSchema,
  },
  pulls: [
    {
      name: 'forms',
      table: 'forms',
      appliesTo: isCrew,
      fetch: (ctx) => fetchFormsToPerform(ctx.token),
    },
    {
      name: 'formResults',
      table: 'formResults',
      appliesTo: isCrew,
      fetch: (ctx) => fetchFormResults(ctx.token),
    },
    {
      name: 'securityChecks',
      table: 'securityChecks',
      appliesTo: isCrew,
      fetch: securityChecksOfPack,
    },
  ],
  outboxKinds: ['formFile.upload', 'formResult.create', 'formResult.update', 'formResult.send'],
});
