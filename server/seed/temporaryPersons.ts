import { sql, type Db } from '../db/connect';
import { IDS } from './ids';

/** Every tenth extra crew member is a temporary person (/projects-vacancy lists them). */
export async function seedTemporaryPersons(db: Db): Promise<void> {
  await db.run(sql`UPDATE persons SET temporary = true
    WHERE id >= ${IDS.firstCrew} AND (id - ${IDS.firstCrew}) % 10 = 9`);
}
