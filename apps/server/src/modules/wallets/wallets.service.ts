import {
  COIN_SCALE,
  FIAT_CURRENCY,
  FIAT_SCALE,
  formatMinor,
  mulDivFloor,
  scaleOf,
  type Wallet,
  type WalletTotal,
} from '@soko/shared';
import { lastKesPricesMinor } from '../market/index.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listWalletRows, type WalletRow } from './wallets.repository.js';

const KES_NAME = 'Kenyan Shilling';

function toWallet(row: WalletRow): Wallet {
  const scale = scaleOf(row.currency);
  const isFiat = row.currency === FIAT_CURRENCY;
  return {
    currency: row.currency,
    type: isFiat ? 'fiat' : 'crypto',
    name: isFiat ? KES_NAME : (row.name ?? row.currency),
    iconUrl: isFiat ? null : row.icon_url,
    // KES comes in by M-Pesa; an inactive coin takes no deposits, so it shows no address.
    depositAddress: isFiat || !row.active ? null : row.deposit_address,
    active: isFiat ? true : row.active,
    available: formatMinor(row.available_minor, scale),
    held: formatMinor(row.held_minor, scale),
  };
}

const COIN_UNIT = 10n ** BigInt(COIN_SCALE);

/** The pure sum behind GET /api/wallets/total (exported for its edge-value test). */
export function valueWallets(rows: WalletRow[], kesPrices: Map<string, bigint>): WalletTotal {
  let totalMinor = 0n;
  const valued: WalletTotal['valued'] = [];
  const notValued: WalletTotal['notValued'] = [];
  for (const row of rows) {
    const amountMinor = row.available_minor + row.held_minor;
    if (amountMinor <= 0n) continue;
    const scale = scaleOf(row.currency);
    const amount = formatMinor(amountMinor, scale);
    if (row.currency === FIAT_CURRENCY) {
      totalMinor += amountMinor;
      const kes = formatMinor(amountMinor, FIAT_SCALE);
      valued.push({ currency: row.currency, amount, priceKes: '1.00', valueKes: kes });
      continue;
    }
    const priceMinor = kesPrices.get(row.currency);
    if (priceMinor === undefined) {
      notValued.push({ currency: row.currency, amount });
      continue;
    }
    const valueMinor = mulDivFloor(amountMinor, priceMinor, COIN_UNIT);
    totalMinor += valueMinor;
    valued.push({
      currency: row.currency,
      amount,
      priceKes: formatMinor(priceMinor, FIAT_SCALE),
      valueKes: formatMinor(valueMinor, FIAT_SCALE),
    });
  }
  return {
    currency: FIAT_CURRENCY,
    totalKes: formatMinor(totalMinor, FIAT_SCALE),
    valued,
    notValued,
  };
}

export function createWalletsService(deps: ServiceDeps) {
  const { db } = deps;
  return {
    /**
     * GET /api/wallets: KES first (always, even at zero), then the coins by symbol: every active
     * coin, and any inactive or deleted coin the user still has money in.
     */
    async list(userId: string): Promise<Wallet[]> {
      const rows = await listWalletRows(db, userId);
      const kes = rows.find((row) => row.currency === FIAT_CURRENCY) ?? {
        currency: FIAT_CURRENCY,
        name: null,
        icon_url: null,
        deposit_address: null,
        active: true,
        available_minor: 0n,
        held_minor: 0n,
      };
      const coins = rows.filter((row) => row.currency !== FIAT_CURRENCY);
      return [toWallet(kes), ...coins.map(toWallet)];
    },

    /**
     * GET /api/wallets/total: what the user owns in KES. Exact: each coin's minor units times its
     * KES price (cents per whole coin) over 10^8, rounded down per coin, so the sum never claims a
     * cent the balances are not worth. Zero balances are left out; a held coin without a KES price
     * is named in notValued.
     */
    async total(userId: string): Promise<WalletTotal> {
      const [rows, prices] = await Promise.all([
        listWalletRows(db, userId),
        lastKesPricesMinor(db),
      ]);
      return valueWallets(rows, prices);
    },
  };
}

export type WalletsService = ReturnType<typeof createWalletsService>;
