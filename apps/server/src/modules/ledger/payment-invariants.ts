import type { Check } from './ledger-invariants.js';

/**
 * Invariants of M-Pesa payments (issue 5), each a query returning the rows that break it. They
 * run with the ledger's checks after every server test and in `npm run ledger:check`.
 */
export const PAYMENT_CHECKS: Check[] = [];
