// Contracts are read only; the screen needs only where a contract's document downloads from.
export { contractDocumentPath } from '../../api/schemas/contracts';
