import { faker } from '@faker-js/faker';
import type { Db } from '../db/connect';
import { LOGIN_TYPES } from '../rights';
import { insertRows } from './bulk';
import { BENCH_ACCOUNT } from './demoLogins';
import { IDS } from './ids';

/** Generated crew members beside the demo logins, booked by the area seeds (IDS.firstCrew on). */
const EXTRA_CREW = 60;

/**
 * The demo logins (crew member, crew chief, client, planner, office, the bench account, and a
 * new person without a password yet), then EXTRA_CREW generated crew members. `demoHash` is
 * the shared demo password's hash; `clientCompany` is seed.ts CLIENT_COMPANY, passed in
 * because seed.ts imports this module.
 */
export async function seedPersons(db: Db, demoHash: string, clientCompany: number): Promise<void> {
  const crew = LOGIN_TYPES.crew;
  const persons: (string | number | null)[][] = [
    [
      IDS.crew,
      'crew@demo.test',
      demoHash,
      'Sam Crew',
      'en',
      JSON.stringify([crew]),
      'C-0001',
      null,
      '+31 6 1000 0001',
    ],
    [
      IDS.chief,
      'chief@demo.test',
      demoHash,
      'Alex Chief',
      'en',
      JSON.stringify([crew]),
      'C-0002',
      null,
      '+31 6 1000 0002',
    ],
    [
      IDS.client,
      'client@demo.test',
      demoHash,
      'Chris Client',
      'en',
      JSON.stringify([LOGIN_TYPES.client]),
      'K-0003',
      clientCompany,
      '+31 6 1000 0003',
    ],
    [
      IDS.planner,
      'planner@demo.test',
      demoHash,
      'Pat Planner',
      'en',
      JSON.stringify([LOGIN_TYPES.planner]),
      'P-0004',
      null,
      '+31 6 1000 0004',
    ],
    [
      IDS.office,
      'office@demo.test',
      demoHash,
      'Olivia Office',
      'en',
      JSON.stringify([LOGIN_TYPES.office]),
      'O-0005',
      null,
      '+31 6 1000 0005',
    ],
    [
      IDS.bench,
      BENCH_ACCOUNT,
      demoHash,
      'Bench Crew',
      'en',
      JSON.stringify([crew]),
      'C-0006',
      null,
      null,
    ],
    [
      IDS.welcome,
      'new@demo.test',
      null,
      'Nora New',
      'nl',
      JSON.stringify([crew]),
      'C-0007',
      null,
      null,
    ],
  ];
  for (let i = 0; i < EXTRA_CREW; i++) {
    const id = IDS.firstCrew + i;
    persons.push([
      id,
      `crew${i + 1}@demo.test`,
      null,
      faker.person.fullName(),
      'en',
      JSON.stringify([crew]),
      `C-${1000 + i}`,
      null,
      faker.phone.number({ style: 'international' }),
    ]);
  }
  await insertRows(
    db,
    'persons',
    [
      'id',
      'email',
      'password_hash',
      'name',
      'language',
      'login_types',
      'contact_number',
      'company_id',
      'phone',
    ],
    persons,
  );
}
