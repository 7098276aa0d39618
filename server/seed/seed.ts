import { randomBytes } from 'node:crypto';
import { faker } from '@faker-js/faker';
import { sql, type Db } from '../db/connect';
import type { FileStore } from '../files/fileStore';
import { hashPassword } from '../auth/passwords';
import { insertRows, syncSequences } from './bulk';
import { IDS, addDays, iso } from './ids';
import {
  emptySeededTables,
  recordingFiles,
  restoreSnapshot,
  takeSnapshot,
  type SeedSnapshot,
} from './snapshot';
import {
  DEMO_PASSWORD,
  DEMO_PLUS_CREW_NUMBER,
  DEMO_PROJECT_NUMBER,
  GUEST_PASSWORD,
} from './demoLogins';
import { PROJECT_EXTRA_COLUMNS, projectExtras, seedProjectReferenceLists } from './projects';
import { seedProjectDetail } from './projectDetail';
import { seedPersons } from './persons';
import { seedTemporaryPersons } from './temporaryPersons';
import { seedCrews } from './crews';
import { seedProfile } from './profile';
import { seedPayrolls } from './payrolls';
import { seedContracts } from './contracts';
import { seedCrewInfo } from './crewInfo';
import { seedTrainings } from './trainings';
import { seedJobsArea } from './jobs';
import { seedVacations } from './calendar';
import { seedForms } from './forms';
import { seedCrewSite } from './crewSite';
import { seedDocuments } from './documents';
import { seedCrewPaperwork } from './crewPaperwork';
import { seedCrewMemberProfiles } from './crewMemberProfiles';
import { seedTodoActivities } from './todoActivities';
import { seedReceipts } from './receipts';
import { seedMail } from './mail';
import { seedInvoices } from './invoices';
import { seedCrewItemChanges } from './crewItemChanges';
import { seedPlanningCalendar } from './planningCalendar';
import { seedPlannerCrews } from './plannerCrews';
import { seedPlusCrews } from './plusCrews';

export const CLIENT_COMPANY = 1;
const COMPANIES = 40;
const PROJECTS = 1200;

/** The seeded state of each database, kept by its first reset. */
const snapshots = new WeakMap<Db, SeedSnapshot>();

/**
 * Empties every table and seeds the deterministic demo tenant again. The first reset of a
 * database seeds and keeps a copy; later resets for the same day copy it back, which is many
 * times faster (snapshot.ts). A new day seeds afresh, as the seed's dates follow today.
 */
export async function reseed(db: Db, files: FileStore, today: Date): Promise<void> {
  const day = iso(today);
  const kept = snapshots.get(db);
  if (kept?.day === day) return restoreSnapshot(db, files, kept);
  await emptySeededTables(db);
  const recording = recordingFiles(files);
  await seed(db, recording.files, today);
  snapshots.set(db, await takeSnapshot(db, day, recording.puts));
}

// Every demo person shares one password, so one hash serves them all; it is made once per
// process, so a test reset does not pay bcrypt's cost again.
let demoHashes: Promise<[string, string]> | null = null;

/** A random secret per seed: links must not be guessable from the (public) seed code. */
const secret = () => randomBytes(24).toString('base64url');

export async function seed(db: Db, files: FileStore, today: Date): Promise<void> {
  faker.seed(20261122);
  demoHashes ??= Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(GUEST_PASSWORD)]);
  const [demoHash, guestHash] = await demoHashes;

  await db.run(
    sql`INSERT INTO tenant (id, settings) VALUES (1, ${JSON.stringify({
      name: 'Demo Events',
      defaultLanguage: 'en',
      useUserLanguage: true,
      mobileTheme: null,
      backgroundUrl: null,
      backgroundColorCode: null,
      faviconUrl: null,
      metaHostName: 'Crew Hub Demo',
      metaDescription: 'Crews, jobs and projects of Demo Events, on your phone.',
      // The timezone of the server's PDFs (signing times); server/http/pdfDates.ts.
      timezone: 'Europe/Amsterdam',
    })}::jsonb)`,
  );

  const companies = Array.from({ length: COMPANIES }, (_, i) => [
    i + 1,
    i === 0
      ? 'Northwind Events'
      : `${faker.company.name()} ${faker.helpers.arrayElement(['Events', 'Productions', 'Live', 'Stages'])}`,
  ]);
  await insertRows(db, 'companies', ['id', 'name'], companies);

  // The generated persons draw from faker between the companies and the locations: moving
  // this call would change every generated name after it.
  await seedPersons(db, demoHash, CLIENT_COMPANY);

  const locations = Array.from({ length: 30 }, (_, i) => [
    i + 1,
    `${faker.helpers.arrayElement(['Hall', 'Arena', 'Expo', 'Park', 'Theatre', 'Dome'])} ${faker.location.city()}`,
    faker.location.streetAddress(),
    faker.location.city(),
  ]);
  await insertRows(db, 'locations', ['id', 'name', 'address', 'city'], locations);

  await seedProjectReferenceLists(db, COMPANIES);

  // Projects from 2017 (some before the 2018 list limit) to half a year ahead, newest last.
  const start = new Date(Date.UTC(2017, 6, 1));
  const span = (addDays(today, 180).getTime() - start.getTime()) / 86_400_000;
  const projects: (string | number | boolean | null)[][] = [];
  for (let i = 0; i < PROJECTS; i++) {
    const id = i + 1;
    const begin = addDays(start, Math.floor((span * i) / PROJECTS));
    const end = addDays(begin, faker.number.int({ min: 0, max: 4 }));
    const number = id === 1 ? DEMO_PROJECT_NUMBER : `P-${20000 + id}`;
    const companyId = i % 4 === 0 ? CLIENT_COMPANY : 1 + (i % COMPANIES);
    const internal = i % 97 === 5 ? faker.helpers.arrayElement(['sickness', 'vacation']) : null;
    projects.push([
      id,
      number,
      `${faker.helpers.arrayElement(['Concert', 'Fair', 'Congress', 'Festival', 'Gala', 'Product launch'])} ${faker.word.noun()}`,
      companyId,
      faker.string.alpha({ length: 3, casing: 'upper' }),
      iso(begin),
      iso(end),
      i % 3 === 0 ? `REF-${faker.string.numeric(5)}` : null,
      end < addDays(today, -14),
      internal,
      i % 5 === 0 ? IDS.planner : null,
      id === 1 ? guestHash : null,
      ...projectExtras(i, companyId),
    ]);
  }
  // The guest project runs today, so the project guest sees a live crew.
  projects[0]![5] = iso(today);
  projects[0]![6] = iso(addDays(today, 1));
  projects[0]![8] = false;
  // Tomorrow's crew of the chief needs a project that runs tomorrow: a crew's members are its
  // items within the project's dates (routes/crewQueries.ts), so a crew hung on a project of
  // other dates showed another week and no members.
  projects[1]![5] = iso(addDays(today, 1));
  projects[1]![6] = iso(addDays(today, 1));
  projects[1]![8] = false;
  projects[1]![9] = null;
  await insertRows(
    db,
    'projects',
    [
      'id',
      'number',
      'name',
      'company_id',
      'client_mark',
      'begin_date',
      'end_date',
      'reference',
      'closed',
      'internal_kind',
      'project_manager_id',
      'guest_password_hash',
      ...PROJECT_EXTRA_COLUMNS,
    ],
    projects,
  );

  await insertRows(
    db,
    'plus_crews',
    ['id', 'number', 'name', 'guest_password_hash'],
    [
      [1, DEMO_PLUS_CREW_NUMBER, 'Plus crew North', guestHash],
      [2, 'PC-1002', 'Plus crew South', null],
    ],
  );

  await seedCrews(db, today);

  await insertRows(
    db,
    'account_tokens',
    ['token', 'person_id', 'kind', 'expires_at'],
    [[secret(), IDS.welcome, 'welcome', addDays(today, 365).toISOString()]],
  );
  await insertRows(db, 'unsubscribe_tokens', ['token', 'person_id'], [[secret(), IDS.crew]]);
  await syncSequences(db, [
    'companies',
    'persons',
    'locations',
    'projects',
    'branches',
    'catering_agreement_types',
    'rate_cards',
    'plus_crews',
    'project_crews',
    'crew_items',
    'block_dates',
  ]);
  await seedJobsArea(db, today);
  await seedVacations(db, today);
  await seedPayrolls(db, today);
  await seedContracts(db, today);
  await seedCrewInfo(db, today);
  await seedTrainings(db, today);
  await seedProfile(db, files, today);
  await seedProjectDetail(db, files, today);
  await seedForms(db, today);
  await seedDocuments(db);
  await seedCrewSite(db);
  await seedCrewPaperwork(db, today);
  await seedCrewMemberProfiles(db, today);
  await seedTemporaryPersons(db);
  await seedTodoActivities(db, today);
  await seedCrewItemChanges(db);
  await seedPlanningCalendar(db, today);
  await seedPlannerCrews(db, today);
  await seedReceipts(db, files, today);
  await seedPlusCrews(db, today);
  await seedMail(db, files, today);
  await seedInvoices(db, files, today);
}
