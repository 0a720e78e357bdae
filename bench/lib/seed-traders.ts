import { DEFAULT_MAKER_FEE_BPS, DEFAULT_TAKER_FEE_BPS, parseAmount, scaleOf } from '@soko/shared';
import type { Database } from '../../apps/server/src/db/database.js';
import { newId } from '../../apps/server/src/lib/ids.js';
import { createPasswordHasher } from '../../apps/server/src/lib/password.js';
import { creditUserFromSystem } from '../../apps/server/src/modules/ledger/ledger.js';
import { ensurePairFeeAccounts } from '../../apps/server/src/modules/ledger/index.js';
import { insertHistoryEntry } from '../../apps/server/src/modules/transactions/transactions.repository.js';
import { insertUser } from '../../apps/server/src/modules/users/users.repository.js';

export const BENCH_PASSWORD = 'bench trader password';

export interface BenchUser {
  id: string;
  email: string;
}

export interface BenchPair {
  base: string;
  quote: 'KES';
}

function minor(amount: string, currency: string): bigint {
  const parsed = parseAmount(amount, scaleOf(currency));
  if (!parsed.ok) throw new Error(`bad amount ${amount}`);
  return parsed.minor;
}

/**
 * Coins BN00, BN01, … and their KES pairs, open for any order size from 0.000001 to 1,000,000
 * (the defaults' minimum of 20 coins would refuse the bench's small orders), charging the
 * product's default maker and taker fees: a free pair would skip the fee and excise transfers,
 * so the bench would measure a fill path no real pair takes.
 */
export async function seedPairs(db: Database, count: number): Promise<BenchPair[]> {
  const pairs: BenchPair[] = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i += 1) {
      const base = `BN${i.toString(36).toUpperCase().padStart(2, '0')}`;
      const pairId = newId('pair');
      await tx.query(
        `INSERT INTO coins (id, name, symbol, deposit_address) VALUES ($1, $2, $3, $4)`,
        [newId('coin'), `Bench coin ${base}`, base, `${base.toLowerCase()}-address`],
      );
      await tx.query(
        `INSERT INTO trading_pairs (id, base, quote, min_order_size_minor, max_order_size_minor,
                                    maker_fee_bps, taker_fee_bps)
         VALUES ($1, $2, 'KES', 100, 100000000000000, $3, $4)`,
        [pairId, base, DEFAULT_MAKER_FEE_BPS, DEFAULT_TAKER_FEE_BPS],
      );
      // As the admin route does: the pair's own fee accounts exist before its first fill.
      await ensurePairFeeAccounts(tx, [{ id: pairId, base, quote: 'KES' }]);
      pairs.push({ base, quote: 'KES' });
    }
  });
  return pairs;
}

/**
 * Verified traders whose balances arrive as an approved deposit each, credited through the
 * ledger exactly as an approval does (so the invariant check at the end covers them).
 */
export async function seedTraders(
  db: Database,
  input: { prefix: string; count: number; funds: Record<string, string> },
): Promise<BenchUser[]> {
  const hasher = createPasswordHasher({ argon2MemoryKib: 19_456, argon2Iterations: 2 });
  const passwordHash = await hasher.hash(BENCH_PASSWORD);
  const users: BenchUser[] = [];
  for (let i = 0; i < input.count; i += 1) {
    const username = `${input.prefix}_${i}`;
    const email = `${username}@bench.local`;
    await db.transaction(async (tx) => {
      const user = await insertUser(tx, { username, email, passwordHash, emailVerified: true });
      for (const [currency, amount] of Object.entries(input.funds)) {
        const isFiat = currency === 'KES';
        const deposit = await insertHistoryEntry(tx, {
          userId: user.id,
          type: 'deposit',
          method: isFiat ? 'mpesa' : 'crypto',
          currency,
          amountMinor: minor(amount, currency),
          status: isFiat ? 'completed' : 'approved',
          at: new Date(),
        });
        await creditUserFromSystem(tx, {
          userId: user.id,
          currency,
          amountMinor: minor(amount, currency),
          from: isFiat ? 'mpesa_clearing' : 'custody',
          code: isFiat ? 'mpesa_deposit' : 'deposit',
          refs: { transactionId: deposit.id },
          at: new Date(),
        });
      }
      users.push({ id: user.id, email });
    });
  }
  return users;
}
