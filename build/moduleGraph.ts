// The module graph as rolldown's chunking pass shows it to a group's name function, and the
// walk the chunk groups (build/syncChunk.ts, build/shellChunk.ts) make over it.

/** What the rolldown chunking pass tells a group's name function about a module. */
export type Graph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
};

/**
 * Modules reachable from `entries`: by static imports, and also by dynamic ones when
 * `dynamic` is set. The walk does not enter `doors`.
 */
export function reachable(
  entries: readonly string[],
  graph: Graph,
  { dynamic = false, doors = [] }: { dynamic?: boolean; doors?: readonly string[] } = {},
): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || doors.includes(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []));
    if (dynamic) stack.push(...(info?.dynamicallyImportedIds ?? []));
  }
  return seen;
}
