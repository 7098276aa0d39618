import { useLiveQuery } from 'dexie-react-hooks';
import { db, type NamedItem, type Project, type RateCard } from './db';

/** Every project in the local table (the list filters them); undefined while reading. */
export function useProjects(): Project[] | undefined {
  return useLiveQuery(() => db.projects.toArray(), []);
}

export type ProjectFormLists = {
  companies: NamedItem[];
  branches: NamedItem[];
  cateringTypes: NamedItem[];
  rateCards: RateCard[];
};

const byName = (a: NamedItem, b: NamedItem) => a.name.localeCompare(b.name) || a.id - b.id;

/** The create form's reference lists, from the local tables (offline too). */
export function useProjectFormLists(): ProjectFormLists | undefined {
  return useLiveQuery(async () => {
    const [companies, branches, cateringTypes, rateCards] = await Promise.all([
      db.companies.toArray(),
      db.branches.toArray(),
      db.cateringAgreementTypes.toArray(),
      db.rateCards.toArray(),
    ]);
    return {
      companies: companies.sort(byName),
      branches: branches.sort(byName),
      cateringTypes: cateringTypes.sort((a, b) => a.id - b.id),
      rateCards: rateCards.sort(byName),
    };
  }, []);
}
