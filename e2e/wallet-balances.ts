import { expect, type Page } from '@playwright/test';

/** A wallet's available and held balance in minor units. */
export interface Balance {
  available: bigint;
  held: bigint;
}

/** Minor units per currency as the API sends them: KES with 2 decimals, coins with 8. */
export const scaleOf = (currency: string) => (currency === 'KES' ? 2 : 8);

/** "3.21" → 321n; "-0.5" → -50n at scale 2; "12000.00000000" → 1200000000000n at scale 8. */
export function toMinor(decimal: string, scale: number): bigint {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.');
  const minor =
    BigInt(whole) * 10n ** BigInt(scale) +
    BigInt(fraction.padEnd(scale, '0').slice(0, scale) || '0');
  return negative ? -minor : minor;
}

/** Every wallet of the page's signed-in user, by currency, read through the API. */
export async function walletBalances(page: Page): Promise<Record<string, Balance>> {
  const response = await page.request.get('/api/wallets');
  expect(response.ok()).toBe(true);
  const wallets = (await response.json()) as {
    currency: string;
    available: string;
    held: string;
  }[];
  return Object.fromEntries(
    wallets.map((w) => [
      w.currency,
      {
        available: toMinor(w.available, scaleOf(w.currency)),
        held: toMinor(w.held, scaleOf(w.currency)),
      },
    ]),
  );
}

/** One currency's balance (zero when the user has no wallet of it yet). */
export async function walletBalance(page: Page, currency: string): Promise<Balance> {
  return (await walletBalances(page))[currency] ?? { available: 0n, held: 0n };
}
