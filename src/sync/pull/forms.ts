import { fetchFormResults, fetchFormsToPerform, fetchSecurityChecks } from '../../api/forms';
import type { SecurityCheck } from '../../api/schemas/forms';
import { keepOfflineQuietly } from '../files';
import { isCrew, packCrewIds } from './crewPack';
import type { PullResource } from './registry';

/**
 * Forms (issue 6) and the security checks of the chief's job pack (issue 5). Definitions come
 * first so a result or a check never shows without its questions.
 */
export function formResources(): PullResource[] {
  return [
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
      fetch: async (ctx) => {
        const items: SecurityCheck[] = [];
        for (const crewId of await packCrewIds(ctx)) {
          items.push(...(await fetchSecurityChecks(ctx.token, crewId)).items);
        }
        // Sent checks are final: their signed PDF is kept for the chief's offline day.
        void keepOfflineQuietly(
          items
            .filter((s) => s.status === 'sent')
            .map((s) => `/projectCrews/${s.crewId}/securityChecks/${s.id}/signedDownload`),
        );
        return { items };
      },
    },
  ];
}
