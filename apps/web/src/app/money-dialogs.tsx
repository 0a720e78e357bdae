import { FIAT_CURRENCY, type Wallet } from '@soko/shared';
import { useCallback, useState } from 'react';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { DepositDialog } from '@/features/deposits/components/deposit-dialog';
import {
  DepositFundsDialog,
  WithdrawFundsDialog,
} from '@/features/payments/components/mpesa-payment-dialog';
import { useWallets } from '@/features/wallet/api/get-wallets';
import { WithdrawDialog } from '@/features/withdrawals/components/withdraw-dialog';

type Open = { kind: 'deposit' | 'withdraw'; currency: string } | null;

/**
 * The money dialogs, for any page that offers them (dashboard, My Wallet, the Deposit and
 * Withdraw pages): KES moves by M-Pesa (Deposit Funds, Withdraw Funds), a coin by the Deposit
 * {coin} and Withdraw {coin} dialogs. Features do not import each other, so this is where the
 * wallet feature's buttons meet the deposits, withdrawals and payments features' dialogs.
 *
 * The open dialog is remembered by currency and handed the wallet from the live query, so the
 * withdraw dialogs always check against the balance as it is now (say, after an order elsewhere
 * took some of it), not as it was when the button was pressed.
 */
export function useMoneyDialogs() {
  const [open, setOpen] = useState<Open>(null);
  const wallets = useWallets();
  const { user } = useCurrentUser();
  const wallet = open ? wallets.data?.find((w) => w.currency === open.currency) : undefined;
  const mpesa = open?.currency === FIAT_CURRENCY;
  const close = useCallback(() => setOpen(null), []);
  const openDeposit = useCallback(
    (w: Wallet) => setOpen({ kind: 'deposit', currency: w.currency }),
    [],
  );
  const openWithdraw = useCallback(
    (w: Wallet) => setOpen({ kind: 'withdraw', currency: w.currency }),
    [],
  );
  const dialogs = (
    <>
      <DepositDialog
        wallet={open?.kind === 'deposit' && !mpesa ? wallet : undefined}
        onClose={close}
      />
      <WithdrawDialog
        wallet={open?.kind === 'withdraw' && !mpesa ? wallet : undefined}
        // Unknown (no session loaded) counts as verified: the server has the last word anyway.
        emailVerified={user?.emailVerified ?? true}
        onClose={close}
      />
      <DepositFundsDialog
        open={open?.kind === 'deposit' && mpesa}
        signedIn={user !== null}
        onClose={close}
      />
      <WithdrawFundsDialog
        open={open?.kind === 'withdraw' && mpesa}
        wallet={wallet}
        signedIn={user !== null}
        onClose={close}
      />
    </>
  );
  return { openDeposit, openWithdraw, dialogs };
}
