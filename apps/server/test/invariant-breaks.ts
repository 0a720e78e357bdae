import type { Database, Tx } from '../src/db/database.js';
import { checkLedgerInvariants } from '../src/modules/ledger/ledger-invariants.js';

class RolledBack extends Error {}

/**
 * Breaks something with `corrupt`, runs every invariant check in the same transaction, then rolls
 * it all back (so the after-each check of the test file still sees a sound ledger). Answers the
 * names of the invariants that reported.
 */
export async function invariantsBrokenBy(
  db: Database,
  corrupt: (tx: Tx) => Promise<unknown>,
): Promise<string[]> {
  let broken: string[] = [];
  await db
    .transaction(async (tx) => {
      await corrupt(tx);
      const report = await checkLedgerInvariants(tx);
      broken = report.violations.map((v) => v.invariant);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return broken;
}
