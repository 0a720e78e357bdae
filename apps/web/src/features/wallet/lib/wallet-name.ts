import { t } from '@lingui/core/macro';
import type { Wallet } from '@soko/shared';

/**
 * The name under a wallet's symbol. Coin names are names (Bitcoin is Bitcoin in Kiswahili too),
 * but the shilling's is an English phrase the server sends (wallets.service.ts), so the screen
 * says it in the reader's language.
 */
export function walletName(wallet: Pick<Wallet, 'currency' | 'name'>): string {
  return wallet.currency === 'KES' ? t`Kenyan Shilling` : wallet.name;
}
