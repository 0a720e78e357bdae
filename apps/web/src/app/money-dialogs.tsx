import type { Wallet } from '@soko/shared';
import { lazy, Suspense, useCallback, useState } from 'react';
import { importWithRetry } from '@/lib/import-with-retry';
import type { MoneyDialogSetProps } from './money-dialog-set';

// The dialogs' code (forms, withdrawal rules, QR code) downloads on the first Deposit or
// Withdraw, retried like a page's; a last failure reaches the page's error boundary with Retry.
const MoneyDialogSet = lazy(() => importWithRetry(() => import('./money-dialog-set')));

/**
 * The money dialogs, for any page that offers them (dashboard, My Wallet, the Deposit and
 * Withdraw pages): KES moves by M-Pesa (Deposit Funds, Withdraw Funds), a coin by the Deposit
 * {coin} and Withdraw {coin} dialogs. Features do not import each other, so this is where the
 * wallet feature's buttons meet the deposits, withdrawals and payments features' dialogs.
 *
 * The open dialog is remembered by currency; the dialog set finds its wallet in the live query,
 * so the withdraw dialogs always check against the balance as it is now (say, after an order
 * elsewhere took some of it), not as it was when the button was pressed. Once loaded the dialogs stay
 * mounted, so they close with their animation as before.
 */
export function useMoneyDialogs() {
  const [open, setOpen] = useState<MoneyDialogSetProps['open']>(null);
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setOpen(null), []);
  const openDeposit = useCallback((w: Wallet) => {
    setWanted(true);
    setOpen({ kind: 'deposit', currency: w.currency });
  }, []);
  const openWithdraw = useCallback((w: Wallet) => {
    setWanted(true);
    setOpen({ kind: 'withdraw', currency: w.currency });
  }, []);
  const dialogs = wanted ? (
    <Suspense fallback={null}>
      <MoneyDialogSet open={open} onClose={close} />
    </Suspense>
  ) : null;
  return { openDeposit, openWithdraw, dialogs };
}
