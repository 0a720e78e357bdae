// The ledger module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export {
  applyLedger,
  planLockedLedger,
  creditUserFromSystem,
  ensureSystemAccount,
  ensureUserAccounts,
  ensureUserAccountsOf,
  lockUserAccountsIn,
  placeHold,
  postHold,
  transfer,
  newHoldId,
  userAccountsKey,
  voidHold,
} from './ledger.js';
export type { LedgerLocks, LedgerOperation, Shortfall } from './ledger.js';
export { checkLedgerSnapshot, formatLedgerReport } from './ledger-invariants.js';
export {
  accountBalance,
  ensurePairFeeAccounts,
  findHoldByWithdrawal,
  toLedgerHold,
  toLockedAccount,
} from './ledger.repository.js';
export type { AccountRow, HoldRow, LedgerRefs } from './ledger.repository.js';
