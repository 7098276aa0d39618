import { faker } from '@faker-js/faker';
import { sql, type Db } from '../db/connect';
import { insertRows } from './bulk';

const RATING_TYPES = ['Punctuality', 'Attitude', 'Quality of work'];
const NOTES = [
  'Crew entrance at the loading dock on the north side.',
  'Report to the stage manager at the artists’ entrance.',
  'Parking on the P2 deck; bring your ID for the gate.',
  'Safety shoes and a hard hat are required on the floor.',
];

/**
 * The site day's data (issue 5): crew rating types, notes for locations, a contact on site
 * for the chief's crews 1 and 2, and phone numbers and e-mails for every crew member of
 * those crews, so their contact links exist.
 */
export async function seedCrewSite(db: Db): Promise<void> {
  await insertRows(
    db,
    'crew_rating_types',
    ['id', 'name'],
    RATING_TYPES.map((name, i) => [i + 1, name]),
  );
  await db.run(sql.raw(`SELECT setval('crew_rating_types_id_seq', ${RATING_TYPES.length})`));
  const locations = await db.rows<{ id: number }>(sql`SELECT id FROM locations ORDER BY id`);
  for (const { id } of locations) {
    if (id % 4 === 3) continue; // some places have no notes: the screens show that case too
    await db.run(sql`UPDATE locations SET notes = ${NOTES[id % NOTES.length]} WHERE id = ${id}`);
  }
  await db.run(sql`UPDATE project_crews SET contact_on_site_name = 'Robin Venue',
      contact_on_site_phone = '+31 20 555 0101', contact_on_site_email = 'robin@venue.test'
    WHERE id = 1`);
  await db.run(sql`UPDATE project_crews SET contact_on_site_name = 'Kim Builder',
      contact_on_site_phone = '+31 30 555 0202', contact_on_site_email = NULL
    WHERE id = 2`);
  const people = await db.rows<{ id: number; phone: string | null; email: string | null }>(
    sql`SELECT DISTINCT pe.id, pe.phone, pe.email FROM persons pe
      JOIN crew_items ci ON ci.person_id = pe.id WHERE ci.crew_id IN (1, 2) ORDER BY pe.id`,
  );
  for (const p of people) {
    const phone = p.phone ?? faker.phone.number({ style: 'international' });
    const email = p.email ?? `person${p.id}@demo.test`;
    await db.run(sql`UPDATE persons SET phone = ${phone}, email = ${email} WHERE id = ${p.id}`);
  }
}
