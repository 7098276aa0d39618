import { deflateSync } from 'node:zlib';
import { faker } from '@faker-js/faker';
import { sql, type Db } from '../db/connect';
import type { FileStore } from '../files/fileStore';
import { IDS, addDays, iso } from './ids';

/** CRC-32 of PNG chunks (polynomial 0xEDB88320). */
function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real PNG avatar: a coloured head and shoulders on white (as the upload hint asks). */
export function avatarPng(size = 96, rgb: [number, number, number] = [52, 101, 164]): Buffer {
  const rows: Buffer[] = [];
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3, 255);
    row[0] = 0;
    for (let x = 0; x < size; x++) {
      const head = (x - c) ** 2 + (y - size * 0.38) ** 2 < (size * 0.2) ** 2;
      const body = y > size * 0.66 && (x - c) ** 2 + (y - size * 1.05) ** 2 < (size * 0.42) ** 2;
      if (head || body) row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small valid one-page PDF showing `title` (with a correct cross-reference table). */
export function simplePdf(title: string): Buffer {
  const text = title.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 20 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

type Doc = { name: string; type: string; daysAgo: number; status: string };

// A function, not a constant: seed.ts imports this module before IDS exists (import cycle).
const documents = (): Record<number, Doc[]> => ({
  [IDS.crew]: [
    { name: 'Passport', type: 'identity', daysAgo: 400, status: 'approved' },
    { name: 'Forklift certificate', type: 'certificate', daysAgo: 120, status: 'approved' },
    { name: 'First aid course', type: 'certificate', daysAgo: 6, status: 'awaitingApproval' },
  ],
  [IDS.chief]: [
    { name: 'Identity card', type: 'identity', daysAgo: 700, status: 'approved' },
    { name: 'Driving licence C', type: 'drivingLicence', daysAgo: 30, status: 'approved' },
    { name: 'Rigging certificate', type: 'certificate', daysAgo: 200, status: 'rejected' },
  ],
});

/**
 * Profile data of the demo people: address, birthday and timezone; an approved picture for
 * the crew member (the chief has none); documents; a calendar subscription for the crew member.
 */
export async function seedProfile(db: Db, files: FileStore, today: Date): Promise<void> {
  for (const id of [IDS.crew, IDS.chief]) {
    const address = `${faker.location.streetAddress()}\n${faker.location.zipCode('#### ??')} ${faker.location.city()}`;
    const birthday = iso(faker.date.birthdate({ min: 20, max: 55, mode: 'age', refDate: today }));
    await db.run(sql`UPDATE persons SET address = ${address}, birthday = ${birthday},
      timezone = 'Europe/Amsterdam' WHERE id = ${id}`);
  }
  const avatar = await files.put([avatarPng()]);
  await db.run(sql`INSERT INTO profile_pictures (person_id, status, content_type, store_key)
    VALUES (${IDS.crew}, 'approved', 'image/png', ${avatar.key})`);

  for (const [person, docs] of Object.entries(documents())) {
    for (const doc of docs) {
      const pdf = await files.put([simplePdf(doc.name)]);
      const fileName = `${doc.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
      await db.run(sql`INSERT INTO mobile_documents
        (person_id, name, type, doc_date, status, file_name, content_type, size, store_key)
        VALUES (${Number(person)}, ${doc.name}, ${doc.type}, ${iso(addDays(today, -doc.daysAgo))},
          ${doc.status}, ${fileName}, 'application/pdf', ${pdf.size}, ${pdf.key})`);
    }
  }
  // Demo data only: a seeded secret is predictable, which is fine for the demo tenant.
  await db.run(sql`INSERT INTO calendar_subscriptions (person_id, name, secret)
    VALUES (${IDS.crew}, 'My phone calendar', ${faker.string.alphanumeric(40)})`);
}
