import type { Db } from '../db/connect';
import { insertRows } from './bulk';

const BRANCHES = ['North', 'South', 'Central'];
const CATERING_TYPES = ['No catering', 'Lunch package', 'Full catering'];
/** Two rate cards per company: ids 2c-1 and 2c for company c. */
const RATE_CARDS_PER_COMPANY = 2;

/**
 * The reference lists a project points at (issue 13): branches, catering agreement types and
 * each company's rate cards. Plain, fixed names: no faker, so the seed's other random values
 * (names the e2e tests read) do not move.
 */
export async function seedProjectReferenceLists(db: Db, companies: number) {
  await insertRows(
    db,
    'branches',
    ['id', 'name'],
    BRANCHES.map((name, i) => [i + 1, name]),
  );
  await insertRows(
    db,
    'catering_agreement_types',
    ['id', 'name'],
    CATERING_TYPES.map((name, i) => [i + 1, name]),
  );
  const cards: (string | number)[][] = [];
  for (let c = 1; c <= companies; c++) {
    cards.push([RATE_CARDS_PER_COMPANY * c - 1, c, 'Standard rates']);
    cards.push([RATE_CARDS_PER_COMPANY * c, c, 'Weekend rates']);
  }
  await insertRows(db, 'rate_cards', ['id', 'company_id', 'name'], cards);
}

export const PROJECT_EXTRA_COLUMNS = [
  'status',
  'branch_id',
  'rate_card_id',
  'catering_type_id',
  'comment',
] as const;

/**
 * The issue-13 fields of the i-th seeded project, derived from its index (no faker, see
 * above). Every status occurs; most projects are confirmed. `companyId` picks one of that
 * company's own rate cards.
 */
export function projectExtras(i: number, companyId: number): (string | number | null)[] {
  const status = i % 7 === 3 ? 'quoted' : i % 11 === 4 ? 'designClient' : 'confirmed';
  return [
    status,
    1 + (i % BRANCHES.length),
    RATE_CARDS_PER_COMPANY * companyId - (i % 2),
    1 + (i % CATERING_TYPES.length),
    i % 6 === 0 ? 'Load-in through the back gate.' : null,
  ];
}
