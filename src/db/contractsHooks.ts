import { useLiveQuery } from 'dexie-react-hooks';
import type { Contract } from '../api/schemas/contracts';
import { db } from './db';

export type { Contract };

// Live reads of the contracts area; each is undefined while its first read runs.

export function useContracts(): Contract[] | undefined {
  return useLiveQuery(
    async () => (await db.contracts.toArray()).sort((a, b) => (a.startDate < b.startDate ? 1 : -1)),
    [],
  );
}

export function useContract(id: number): Contract | null | undefined {
  return useLiveQuery(async () => (await db.contracts.get(id)) ?? null, [id]);
}
