import type { Db } from '../db/connect';
import { insertRows, syncSequences } from './bulk';
import { IDS } from './ids';

/** Staff contracts of crew@ and chief@ (this year's and last year's), with their documents. */
export async function seedContracts(db: Db, today: Date): Promise<void> {
  const year = today.getUTCFullYear();
  await insertRows(
    db,
    'staff_contracts',
    [
      'id',
      'person_id',
      'name',
      'company',
      'start_date',
      'end_date',
      'quota_hours',
      'planned_hours',
      'worked_hours',
      'time_account_hours',
      'vacation_account_days',
    ],
    [
      [
        1,
        IDS.crew,
        `Flex contract ${year}`,
        'Demo Events',
        `${year}-01-01`,
        null,
        80,
        72,
        64.5,
        12.5,
        14.5,
      ],
      [
        2,
        IDS.crew,
        `Flex contract ${year - 1}`,
        'Demo Events',
        `${year - 1}-01-01`,
        `${year - 1}-12-31`,
        60,
        0,
        58,
        -2,
        0,
      ],
      [
        3,
        IDS.chief,
        'Crew chief contract',
        'Demo Events',
        `${year - 2}-04-01`,
        null,
        120,
        110,
        104,
        6,
        21,
      ],
    ],
  );
  await insertRows(
    db,
    'staff_contract_documents',
    ['id', 'contract_id', 'name'],
    [
      [1, 1, 'Employment contract'],
      [2, 1, 'Appendix working hours'],
      [3, 2, 'Employment contract'],
      [4, 3, 'Employment contract'],
    ],
  );

  await syncSequences(db, ['staff_contracts', 'staff_contract_documents']);
}
