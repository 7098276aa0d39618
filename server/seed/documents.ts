import { randomBytes } from 'node:crypto';
import { sql, type Db } from '../db/connect';
import { insertRows, syncSequences } from './bulk';
import { IDS } from './ids';

/** Ids the tests and the e2e share. */
export const DOCUMENT_IDS = {
  /** One by one: crew@ first, then the planner. */
  crewFirst: 1,
  /** One by one, three: the planner, then crew@ (waits), then a client contact. */
  crewSecond: 2,
  /** Any order: crew@ and chief@. */
  anyOrderTwo: 3,
  /** Any order, three: crew@, the client (as contact), the planner. */
  anyOrderThree: 4,
  /** One by one: chief@ first, then crew@ (the e2e's two people signing in turn). */
  chiefThenCrew: 5,
} as const;

const TYPES = [
  [1, 'Agreement', '{"rating":true}'],
  [
    2,
    'Work instruction',
    '{"signOneByOne":true,"formFields":[{"name":"place","label":"Place of signing"}]}',
  ],
] as const;

type Sig = { name: string; person?: number; contact?: string; signatures?: number };
type Seed = {
  id: number;
  type: number;
  name: string;
  description: string;
  order: boolean;
  sigs: Sig[];
};

const TEXT =
  'This document sets out what both parties agree on for the work described here. ' +
  'Read it fully before you sign. Your signature confirms that you have read and accept it.';

/** Built on call: IDS comes from seed.ts, which imports this file (an import cycle). */
function documentsToSeed(): Seed[] {
  const crew: Sig = { name: 'Sam Crew', person: IDS.crew };
  const chief: Sig = { name: 'Alex Chief', person: IDS.chief };
  const planner: Sig = { name: 'Pat Planner', person: IDS.planner };
  const clientContact: Sig = { name: 'Chris Client', contact: 'K-0003' };
  return [
    {
      id: DOCUMENT_IDS.crewFirst,
      type: 1,
      name: 'Crew agreement 2027',
      description: TEXT,
      order: true,
      sigs: [crew, planner],
    },
    {
      id: DOCUMENT_IDS.crewSecond,
      type: 2,
      name: 'Safety briefing Stage crew A',
      description: `Safety rules for the stage build. ${TEXT}`,
      order: true,
      sigs: [planner, { ...crew, signatures: 2 }, clientContact],
    },
    {
      id: DOCUMENT_IDS.anyOrderTwo,
      type: 1,
      name: 'Equipment loan',
      description: `Radios and tools lent for the season. ${TEXT}`,
      order: false,
      sigs: [crew, chief],
    },
    {
      id: DOCUMENT_IDS.anyOrderThree,
      type: 1,
      name: 'Festival season terms',
      description: TEXT,
      order: false,
      sigs: [planner, crew, clientContact],
    },
    {
      id: DOCUMENT_IDS.chiefThenCrew,
      type: 1,
      name: 'Site rules Build-up crew',
      description: `House rules of the venue for the build-up. ${TEXT}`,
      order: true,
      sigs: [chief, crew],
    },
  ];
}

/** Documents to sign (issue 6): two and three signatories, one by one and in any order. */
export async function seedDocuments(db: Db): Promise<void> {
  await insertRows(
    db,
    'document_types',
    ['id', 'caption', 'parameters'],
    TYPES.map((t) => [...t]),
  );
  let signatoryId = 0;
  let signatureId = 0;
  const signatories: (string | number | null)[][] = [];
  const signatures: (number | boolean)[][] = [];
  const documents: (string | number)[][] = [];
  for (const d of documentsToSeed()) {
    const ids: number[] = [];
    d.sigs.forEach((s, i) => {
      signatoryId += 1;
      ids.push(signatoryId);
      signatories.push([signatoryId, d.id, i + 1, s.name, s.person ?? null, s.contact ?? null]);
      for (let n = 0; n < (s.signatures ?? 1); n++)
        signatures.push([++signatureId, signatoryId, false]);
    });
    // The link token is the only key to the public file: random per install, never derived.
    const token = randomBytes(16).toString('hex');
    const parameters = JSON.stringify({
      allowSignatories: true,
      ...(d.order ? { signatoriesOrder: ids } : {}),
    });
    documents.push([d.id, d.type, d.name, d.description, parameters, token]);
  }
  await insertRows(
    db,
    'documents',
    ['id', 'type_id', 'name', 'description', 'parameters', 'access_token'],
    documents,
  );
  await insertRows(
    db,
    'document_signatories',
    ['id', 'document_id', 'position', 'name', 'person_id', 'contact_number'],
    signatories,
  );
  await insertRows(db, 'document_signatures', ['id', 'signatory_id', 'signed'], signatures);
  // Undecodable parameters fall back to empty values (SPEC §5): kept on one document on purpose.
  await db.run(
    sql`UPDATE documents SET parameters = '{not json' WHERE id = ${DOCUMENT_IDS.anyOrderThree}`,
  );
  await syncSequences(db, [
    'document_types',
    'documents',
    'document_signatories',
    'document_signatures',
  ]);
}
