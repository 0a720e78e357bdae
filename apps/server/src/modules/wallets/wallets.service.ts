import { FIAT_CURRENCY, formatMinor, scaleOf, type Wallet } from '@soko/shared';
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
  };
}

export type WalletsService = ReturnType<typeof createWalletsService>;
