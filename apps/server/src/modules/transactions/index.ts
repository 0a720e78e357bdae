// The transactions module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { likePrefix } from './transaction-history.repository.js';
export { csvSafeCell } from './transactions-csv.js';
export { toTransactionView } from './transaction-views.js';
export {
  insertTradeHistoryEntries,
  tradeHistoryStatement,
  insertHistoryEntry,
  lockHistoryEntry,
  markHistoryEntryDecided,
  setPaymentHistoryEntryStatus,
  setHistoryEntryDecision,
  TRADE_FEE_COLUMN,
} from './transactions.repository.js';
export type { HistoryEntryRow } from './transactions.repository.js';
export { transactionsRoutes } from './transactions.routes.js';
export { createTransactionsService } from './transactions.service.js';
