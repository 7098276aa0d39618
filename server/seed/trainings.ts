import type { Db } from '../db/connect';
import { insertRows, syncSequences } from './bulk';
import { IDS, addDays, iso } from './ids';

/** Past and coming trainings of crew@ and chief@. */
export async function seedTrainings(db: Db, today: Date): Promise<void> {
  const day = (n: number) => iso(addDays(today, n));
  await insertRows(
    db,
    'trainings',
    ['id', 'person_id', 'date', 'title', 'location', 'status'],
    [
      [1, IDS.crew, day(-60), 'Working at height', 'Training centre Utrecht', 'completed'],
      [2, IDS.crew, day(-20), 'Fire safety', 'Expo Hall, room 2', 'cancelled'],
      [3, IDS.crew, day(14), 'Forklift licence refresh', 'Warehouse Nieuwegein', 'registered'],
      [4, IDS.crew, day(45), 'First aid basics', 'Online', 'registered'],
      [5, IDS.chief, day(-30), 'Leading a crew', 'Training centre Utrecht', 'completed'],
      [6, IDS.chief, day(21), 'First aid for crew chiefs', 'Training centre Utrecht', 'registered'],
    ],
  );

  await syncSequences(db, ['trainings']);
}
