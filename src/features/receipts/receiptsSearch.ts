/** /receipts?q=…&type=…: the search text and the chosen receipt type, kept across reloads. */
export type ReceiptsSearch = { q?: string; type?: number };

export function parseReceiptsSearch(raw: Record<string, unknown>): ReceiptsSearch {
  const q = typeof raw.q === 'string' ? raw.q.slice(0, 100) : undefined;
  const type = Number(raw.type);
  return {
    ...(q ? { q } : {}),
    ...(Number.isInteger(type) && type > 0 ? { type } : {}),
  };
}

type Searchable = {
  number: string | null;
  description: string;
  typeId: number;
  typeName: string | null;
};

/** The receipts that match: the type, then every word in the number, description or type. */
export function filterReceipts<T extends Searchable>(
  rows: readonly T[],
  search: ReceiptsSearch,
): T[] {
  const words = (search.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((r) => {
    if (search.type && r.typeId !== search.type) return false;
    const hay = `${r.number ?? ''} ${r.description} ${r.typeName ?? ''}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
