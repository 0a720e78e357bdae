/**
 * One invariant: a query that returns the rows breaking it (an empty answer means it holds).
 * Its own file so the ledger, trading and payment check lists can share it without a cycle.
 */
export interface Check {
  name: string;
  sql: string;
}
