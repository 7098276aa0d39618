import type { Db } from '../db/connect';
import { insertRows, syncSequences } from './bulk';
import { addDays, iso } from './ids';

/** Crew info items, one of them with HTML the app must sanitise. */
export async function seedCrewInfo(db: Db, today: Date): Promise<void> {
  const day = (n: number) => iso(addDays(today, n));
  await insertRows(
    db,
    'crew_info',
    ['id', 'title', 'body_html', 'published_at'],
    [
      [
        1,
        'Winter clothing',
        '<p>Warm work jackets are ready at the <strong>warehouse</strong>. Bring your crew card.</p>',
        day(-2),
      ],
      [
        2,
        'New check-in at the Expo Hall',
        '<p>Use the <em>north entrance</em> from next week.</p><ul><li>Parking P3</li><li>Lockers at gate B</li></ul>',
        day(-9),
      ],
      [
        3,
        'Payroll dates',
        '<p>Payslips arrive on the 25th. Questions? <a href="mailto:accounting@demo.test">Write to the accountant</a>.</p>',
        day(-20),
      ],
      // An item as a careless (or hostile) editor might write it: the app must sanitise it.
      [
        4,
        'Safety briefing',
        '<p>Safety shoes are required on every site.</p><img src="x" onerror="alert(1)"><script>alert(1)</script>',
        day(-35),
      ],
      [
        5,
        'Welcome to Crew Hub',
        '<p>Your jobs, calendar and payrolls now work <strong>offline</strong> too.</p>',
        day(-60),
      ],
    ],
  );

  await syncSequences(db, ['crew_info']);
}
