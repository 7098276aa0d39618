import type { SignDocument, Signatory } from '../../src/api/schemas/documents';
import { sql, type Db } from '../db/connect';

/** Same as server/app.ts API_BASE (not imported: app.ts imports the routes). */
const API_BASE = '/api/v1';

type Head = {
  id: number;
  version: number;
  name: string;
  description: string;
  parameters: string;
  accessToken: string;
  updatedAt: string;
  typeId: number;
  typeCaption: string;
  typeParameters: string;
};

type SignatoryRow = {
  id: number;
  documentId: number;
  position: number;
  name: string;
  personId: number | null;
  contactNumber: string | null;
  status: string;
};

type SignatureRow = { id: number; signatoryId: number; signed: boolean; signedAt: string | null };

type UploadRow = { documentId: number; fileName: string; status: string; uploadedAt: string };

/** The link of a document's PDF that works without the auth header (SPEC §7 signedUrl). */
export const signedUrlOf = (
  origin: string,
  head: { id: number; version: number; accessToken: string },
) =>
  `${origin}${API_BASE}/public/documents/${head.id}/file?token=${head.accessToken}&v=${head.version}`;

const HEAD = sql`d.id, d.version, d.name, d.description, d.parameters,
  d.access_token AS "accessToken", to_char(d.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt",
  t.id AS "typeId", t.caption AS "typeCaption", t.parameters AS "typeParameters"`;

export async function documentHead(db: Db, id: number): Promise<Head | null> {
  return db.one<Head>(sql`SELECT ${HEAD} FROM documents d JOIN document_types t ON t.id = d.type_id
    WHERE d.id = ${id}`);
}

/** Ids of the documents where the person (or their contact number) is a signatory. */
export async function documentIdsOf(db: Db, me: number, contact: string | null): Promise<number[]> {
  const rows = await db.rows<{ id: number }>(sql`SELECT DISTINCT document_id AS id
    FROM document_signatories WHERE person_id = ${me}
      ${contact ? sql`OR contact_number = ${contact}` : sql``}
    ORDER BY id`);
  return rows.map((r) => r.id);
}

/** Full documents (signatories, signatures, the person's upload), in the order of `ids`. */
export async function loadDocuments(
  db: Db,
  ids: readonly number[],
  me: number,
  origin: string,
): Promise<SignDocument[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [heads, signatories, signatures, uploads] = await Promise.all([
    db.rows<Head>(sql`SELECT ${HEAD} FROM documents d JOIN document_types t ON t.id = d.type_id
      WHERE d.id IN (${list})`),
    db.rows<SignatoryRow>(sql`SELECT id, document_id AS "documentId", position, name,
        person_id AS "personId", contact_number AS "contactNumber", status
      FROM document_signatories WHERE document_id IN (${list}) ORDER BY position, id`),
    db.rows<SignatureRow>(sql`SELECT g.id, g.signatory_id AS "signatoryId", g.signed,
        to_char(g.signed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "signedAt"
      FROM document_signatures g JOIN document_signatories s ON s.id = g.signatory_id
      WHERE s.document_id IN (${list}) ORDER BY g.id`),
    db.rows<UploadRow>(sql`SELECT DISTINCT ON (document_id) document_id AS "documentId",
        file_name AS "fileName", status,
        to_char(uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "uploadedAt"
      FROM document_uploads WHERE document_id IN (${list}) AND person_id = ${me}
      ORDER BY document_id, id DESC`),
  ]);
  const byId = new Map(heads.map((h) => [h.id, h]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    if (!head) return [];
    const own: Signatory[] = signatories
      .filter((s) => s.documentId === id)
      .map((s) => ({
        id: s.id,
        position: s.position,
        name: s.name,
        status: { caption: s.status },
        person: s.personId === null ? null : { id: s.personId },
        contact: s.contactNumber === null ? null : { number: s.contactNumber },
        signatures: signatures
          .filter((g) => g.signatoryId === s.id)
          .map((g) => ({ id: g.id, signed: g.signed, signedAt: g.signedAt })),
      }));
    const upload = uploads.find((u) => u.documentId === id);
    return [
      {
        id: head.id,
        version: head.version,
        name: head.name,
        description: head.description,
        type: { id: head.typeId, caption: head.typeCaption, parameters: head.typeParameters },
        parameters: head.parameters,
        signatories: own,
        signedUrl: signedUrlOf(origin, head),
        updatedAt: head.updatedAt,
        upload: upload
          ? {
              fileName: upload.fileName,
              status: upload.status as 'awaitingApproval',
              uploadedAt: upload.uploadedAt,
            }
          : null,
      },
    ];
  });
}
