import { fetchSecurityChecks } from '../../api/forms';
import type { SecurityCheck } from '../../api/schemas/forms';
import { keepOfflineQuietly } from '../files';
import type { PullContext } from '../resources/types';
import { packCrewIds } from './crewPack';

/** The security checks of the chief's job-pack crews (issue 5). */
export async function securityChecksOfPack(ctx: PullContext) {
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
}
