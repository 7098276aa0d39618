/**
 * The signing rules of SPEC §3–§4 for screens. They live in src/api/schemas/signingRules.ts
 * because the reference server enforces the same functions (it may import only the API
 * schemas); screens may not import src/api, so they reach them through here.
 */
export {
  canSign,
  currentTurn,
  documentParameters,
  isReadyToSign,
  isSignatoryOf,
  isFullySigned,
  isSigned,
  orderedSignatories,
  signBlock,
  signOneByOne,
  signedState,
  turnOf,
  typeParameters,
  userSignatories,
  userSignatures,
  type Me,
  type SignBlock,
  type SignedState,
} from '../api/schemas/signingRules';
export { signDocumentSchema, type SignDocument, type Signatory } from '../api/schemas/documents';
