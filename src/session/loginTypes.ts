/** The four login types of SPEC §6, whatever caption the server uses for them. */
export type LoginType = 'client' | 'crew' | 'planner' | 'office';

const CAPTIONS: Record<string, LoginType> = {
  client: 'client',
  clients: 'client',
  crew: 'crew',
  planner: 'planner',
  planners: 'planner',
  // SPEC §6: planners are "also called operations or planning".
  operations: 'planner',
  planning: 'planner',
  office: 'office',
};

export function normaliseLoginTypes(captions: readonly string[]): ReadonlySet<LoginType> {
  const types = new Set<LoginType>();
  for (const caption of captions) {
    const type = CAPTIONS[caption.trim().toLowerCase()];
    if (type) types.add(type);
  }
  return types;
}
