import type { Check } from './ledger-invariants.js';

/**
 * Invariants of orders, holds and trades (issue 4), each a query returning the rows that break
 * it. They run with the ledger's checks after every server test and in `npm run ledger:check`.
 */
export const TRADING_CHECKS: Check[] = [];
