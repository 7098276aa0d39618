// The lock lives in lib/ so that session/ (the token refresh) can take it too; sync/ keeps
// its old import path.
export { withLock } from '../lib/lock';
