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
 * items and documents for crew@ and chief@. Deterministic
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

  await syncSequences(db, ['payrolls', 'payroll_items', 'payroll_documents']);
}
