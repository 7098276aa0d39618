import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';
import { insertRows, syncSequences } from './bulk';
import { IDS, addDays, iso } from './ids';

type Row = (string | number | null)[];

const WORK = [
  'Stagehand · Concert Ahoy',
  'Rigger · Fair Jaarbeurs',
  'Loader · Festival Lowlands',
  'Runner · Gala Kurhaus',
  'Carpenter · Congress RAI',
  'Light technician · Product launch',
  'Forklift driver · Expo Hall',
];
const RATE = 18.5;
const MONTHS = 12;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const payrollNumber = (periodStart: Date, personId: number) =>
  `PR-${iso(periodStart).slice(0, 7).replace('-', '')}-${String(personId).padStart(4, '0')}`;

/**
 * A year of monthly payrolls (the newest open, the one before approved, the rest paid) with
 * items and documents, contracts, trainings and crew info for crew@ and chief@. Deterministic
 * apart from the public-link tokens, which must not be guessable.
 */
export async function seedPayrolls(db: Db, today: Date): Promise<void> {
  const payrolls: Row[] = [];
  const items: Row[] = [];
  const documents: Row[] = [];
  let itemId = 0;
  for (const person of [IDS.crew, IDS.chief]) {
    for (let m = 1; m <= MONTHS; m++) {
      const id = payrolls.length + 1;
      const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - m, 1));
      const end = addDays(
        new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)),
        -1,
      );
      const status = m === 1 ? 'open' : m === 2 ? 'approved' : 'paid';
      const count = 5 + ((m + person) % 4);
      let gross = 0;
      for (let k = 0; k < count; k++) {
        itemId += 1;
        const travel = k === count - 1;
        const hours = travel ? null : 4 + ((m * 3 + k * 5 + person) % 7);
        const amount = travel ? 12.6 + k : Math.round(hours! * RATE * 100) / 100;
        gross += amount;
        items.push([
          itemId,
          id,
          iso(addDays(start, Math.min(k * 4 + (m % 3), 27))),
          travel ? 'Travel allowance' : WORK[(m + k + person) % WORK.length]!,
          hours,
          amount,
          status === 'open' ? 'open' : 'approved',
        ]);
      }
      gross = Math.round(gross * 100) / 100;
      const number = payrollNumber(start, person);
      payrolls.push([
        id,
        person,
        number,
        iso(start),
        iso(end),
        gross,
        Math.round(gross * 78) / 100,
        status,
        randomBytes(18).toString('base64url'),
      ]);
      const month = `${MONTH_NAMES[start.getUTCMonth()]} ${start.getUTCFullYear()}`;
      documents.push([documents.length + 1, id, 'PAYSLIP', `Payslip ${month}`]);
      documents.push([documents.length + 1, id, 'HOURS', `Hours statement ${month}`]);
    }
  }
  await insertRows(
    db,
    'payrolls',
    [
      'id',
      'person_id',
      'number',
      'period_start',
      'period_end',
      'gross',
      'net',
      'status',
      'public_token',
    ],
    payrolls,
  );
  await insertRows(
    db,
    'payroll_items',
    ['id', 'payroll_id', 'date', 'description', 'hours', 'amount', 'status'],
    items,
  );
  await insertRows(
    db,
    'payroll_documents',
    ['id', 'payroll_id', 'document_type', 'name'],
    documents,
  );

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

  await syncSequences(db, [
    'payrolls',
    'payroll_items',
    'payroll_documents',
    'staff_contracts',
    'staff_contract_documents',
    'crew_info',
    'trainings',
  ]);
}
