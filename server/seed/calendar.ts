import { type Db } from '../db/connect';
import { insertRows } from './bulk';
import { IDS, addDays, iso } from './ids';

/**
 * Vacation requests of the demo crew: one waiting, one approved, one declined each, so the
 * calendar shows every state and the home screen has answers to show.
 */
export async function seedVacations(db: Db, today: Date): Promise<void> {
  const d = (n: number) => iso(addDays(today, n));
  const rows: (string | number | null)[][] = [
    [IDS.crew, d(30), d(34), null, null, 'Summer trip', 'requested', null],
    [IDS.crew, d(60), d(61), 'afternoon', null, 'Brother’s wedding', 'approved', 'Enjoy!'],
    [
      IDS.crew,
      d(12),
      d(12),
      'morning',
      null,
      'Driving test',
      'declined',
      'Busy build-up day, sorry.',
    ],
    [IDS.crew, d(-40), d(-36), null, null, 'Autumn break', 'approved', null],
    [IDS.chief, d(25), d(29), null, 'morning', 'Ski week', 'requested', null],
    [IDS.chief, d(70), d(70), null, null, 'Moving house', 'approved', 'Good luck with the move.'],
    [IDS.chief, d(8), d(9), null, null, 'Long weekend', 'declined', 'You lead the fair crew then.'],
  ];
  await insertRows(
    db,
    'vacation_requests',
    [
      'person_id',
      'start_date',
      'end_date',
      'first_day_half',
      'last_day_half',
      'reason',
      'status',
      'answer',
    ],
    rows,
  );
}
