import * as v from 'valibot';
import { int } from './common';
import {
  documentFormFieldSchema,
  type DocumentFormField,
  type DocumentSignature,
  type Signatory,
  type SignatoryStatus,
} from './documents';

/**
 * The signing rules of SPEC §3–§4 as pure functions, shared by the app and the reference
 * server (so a rule the screen shows is the rule the server enforces).
 */

type Doc = {
  parameters: string;
  type: { parameters: string };
  signatories: readonly Signatory[];
};

/** Who is looking: a person id and, for contacts, the contact number. */
export type Me = { personId: number | null; contactNumber: string | null };

export type DocumentParameters = { allowSignatories: boolean; signatoriesOrder: number[] };
export type TypeParameters = {
  signOneByOne: boolean;
  rating: boolean;
  formFields: DocumentFormField[];
};

function decodeJson(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const orderSchema = v.array(int);
const formFieldsSchema = v.array(documentFormFieldSchema);

/**
 * Document parameters (SPEC §3): `allowSignatories` (signing in the app; only an explicit
 * `false` forbids it) and `signatoriesOrder` (signatory ids, first signs first). Undecodable
 * JSON or values fall back to empty values (SPEC §5).
 */
export function documentParameters(raw: string): DocumentParameters {
  const json = decodeJson(raw);
  const order = v.safeParse(orderSchema, json.signatoriesOrder);
  return {
    allowSignatories: json.allowSignatories !== false,
    signatoriesOrder: order.success ? order.output : [],
  };
}

/** Document type parameters: one-by-one signing, an optional rating, form fields. */
export function typeParameters(raw: string): TypeParameters {
  const json = decodeJson(raw);
  const fields = v.safeParse(formFieldsSchema, json.formFields);
  return {
    signOneByOne: json.signOneByOne === true,
    rating: json.rating === true,
    formFields: fields.success ? fields.output : [],
  };
}

/** One-by-one mode: the type says so, or the document gives an order of signatories. */
export const signOneByOne = (doc: Doc): boolean =>
  typeParameters(doc.type.parameters).signOneByOne ||
  documentParameters(doc.parameters).signatoriesOrder.length > 0;

/** Signatories in signing order: those named in `signatoriesOrder` first, then by position. */
export function orderedSignatories(doc: Doc): Signatory[] {
  const order = documentParameters(doc.parameters).signatoriesOrder;
  const rank = (s: Signatory) => {
    const i = order.indexOf(s.id);
    return i === -1 ? order.length : i;
  };
  return [...doc.signatories].sort(
    (a, b) => rank(a) - rank(b) || a.position - b.position || a.id - b.id,
  );
}

export const isSignatoryOf = (s: Signatory, me: Me): boolean =>
  (s.person !== null && me.personId !== null && s.person.id === me.personId) ||
  (s.contact !== null && me.contactNumber !== null && s.contact.number === me.contactNumber);

export const userSignatories = (doc: Doc, me: Me): Signatory[] =>
  orderedSignatories(doc).filter((s) => isSignatoryOf(s, me));

const KNOWN: readonly string[] = [
  'On Going',
  'Ready to sign',
  'Signed',
] satisfies SignatoryStatus[];
/** A signatory takes part in signing when its status is one of SPEC §4's captions. */
export const isReadyStatus = (caption: string): boolean => KNOWN.includes(caption);
/** SPEC §4: a signatory may sign when its status is Ready to sign or On Going. */
export const maySignStatus = (caption: string): boolean =>
  caption === 'Ready to sign' || caption === 'On Going';

/** The user's signatures whose signatory is ready (has a known signing status). */
export const userSignatures = (doc: Doc, me: Me): DocumentSignature[] =>
  userSignatories(doc, me)
    .filter((s) => isReadyStatus(s.status.caption))
    .flatMap((s) => s.signatures);

export type SignBlock =
  | { reason: 'notAllowed' }
  | { reason: 'signed' }
  | { reason: 'status' }
  | { reason: 'waiting'; for: Signatory };

/** Why this signatory cannot sign now, or null when it may. */
export function signBlock(doc: Doc, signatory: Signatory): SignBlock | null {
  if (!documentParameters(doc.parameters).allowSignatories) return { reason: 'notAllowed' };
  if (signatory.status.caption === 'Signed') return { reason: 'signed' };
  if (!maySignStatus(signatory.status.caption)) return { reason: 'status' };
  if (signOneByOne(doc)) {
    const ordered = orderedSignatories(doc);
    const previous = ordered[ordered.findIndex((s) => s.id === signatory.id) - 1];
    if (previous && previous.status.caption !== 'Signed')
      return { reason: 'waiting', for: previous };
  }
  return null;
}

export const canSign = (doc: Doc, signatory: Signatory): boolean =>
  signBlock(doc, signatory) === null;

/** The user has a signatory that may sign now. */
export const isReadyToSign = (doc: Doc, me: Me): boolean =>
  userSignatories(doc, me).some((s) => canSign(doc, s));

/** SPEC §4: signed when all of the user's ready signatures are signed (and there is one). */
export function isSigned(doc: Doc, me: Me): boolean {
  const signatures = userSignatures(doc, me);
  return signatures.length > 0 && signatures.every((s) => s.signed);
}

/** In one-by-one mode, whose turn it is (the first not Signed); null otherwise or when done. */
export function currentTurn(doc: Doc): Signatory | null {
  if (!signOneByOne(doc)) return null;
  return orderedSignatories(doc).find((s) => s.status.caption !== 'Signed') ?? null;
}

/** The status a signatory gets from its signatures (server side, after a signature). */
export function statusFromSignatures(signatures: readonly { signed: boolean }[]): SignatoryStatus {
  const signed = signatures.filter((s) => s.signed).length;
  if (signatures.length > 0 && signed === signatures.length) return 'Signed';
  return signed > 0 ? 'On Going' : 'Ready to sign';
}

/**
 * The whole document is signed: every signatory that takes part (a known status) is Signed
 * with all its signatures. One of two signatories having signed is not a signed document.
 */
export function isFullySigned(doc: Doc): boolean {
  const taking = doc.signatories.filter((s) => isReadyStatus(s.status.caption));
  return (
    taking.length > 0 &&
    taking.every((s) => s.status.caption === 'Signed' && s.signatures.every((g) => g.signed))
  );
}

/** What the document's badge says: signed by all, signed by me (others still to sign), open. */
export type SignedState = 'signed' | 'signedByYou' | 'open';

export function signedState(doc: Doc, me: Me): SignedState {
  if (isFullySigned(doc)) return 'signed';
  return isSigned(doc, me) ? 'signedByYou' : 'open';
}

/**
 * The turn shown on a signatory's row in one-by-one mode: "Your turn" on the person's own row
 * (never "Their turn" beside "(you)"), "Their turn" on someone else's, else nothing.
 */
export function turnOf(doc: Doc, signatory: Signatory, me: Me): 'yours' | 'theirs' | null {
  if (currentTurn(doc)?.id !== signatory.id) return null;
  return isSignatoryOf(signatory, me) ? 'yours' : 'theirs';
}
