import type { Wallet, WithdrawalView } from '@soko/shared';
import { expect, test } from 'vitest';
import { holdInWallets } from './create-withdrawal';

const wallet = (currency: string, available: string, held: string): Wallet => ({
  currency,
  type: currency === 'KES' ? 'fiat' : 'crypto',
  name: currency,
  iconUrl: null,
  depositAddress: null,
  active: true,
  available,
  held,
});

test('a new withdrawal moves its gross from available to held in that currency only', () => {
  const withdrawal = { currency: 'HRC', gross: '0.30000000' } as WithdrawalView;
  const wallets = [wallet('KES', '100.00', '0.00'), wallet('HRC', '1.00000000', '0.20000000')];
  expect(holdInWallets(wallets, withdrawal)).toEqual([
    wallet('KES', '100.00', '0.00'),
    wallet('HRC', '0.70000000', '0.50000000'),
  ]);
});
