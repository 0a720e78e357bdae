import { FIAT_CURRENCY } from '@soko/shared';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { useWallets } from '@/features/wallet/api/get-wallets';
import { DepositDialog } from '@/features/deposits/components/deposit-dialog';
import {
  DepositFundsDialog,
  WithdrawFundsDialog,
} from '@/features/payments/components/mpesa-payment-dialog';
import { WithdrawDialog } from '@/features/withdrawals/components/withdraw-dialog';

export interface MoneyDialogSetProps {
  open: { kind: 'deposit' | 'withdraw'; currency: string } | null;
  onClose: () => void;
}

/**
 * The four money dialogs (money-dialogs.tsx loads this file on the first Deposit or Withdraw, so
 * their forms, rules and schemas stay out of the dashboard's and wallet's first download).
 */
export default function MoneyDialogSet({ open, onClose }: MoneyDialogSetProps) {
  // The open dialog's wallet comes from the live query, here rather than in the page: a page that
  // read it would re-render whole, in one blocking task, each time the balances change.
  const wallets = useWallets();
  const { user } = useCurrentUser();
  const wallet = open ? wallets.data?.find((w) => w.currency === open.currency) : undefined;
  const mpesa = open?.currency === FIAT_CURRENCY;
  return (
    <>
      <DepositDialog
        wallet={open?.kind === 'deposit' && !mpesa ? wallet : undefined}
        onClose={onClose}
      />
      <WithdrawDialog
        wallet={open?.kind === 'withdraw' && !mpesa ? wallet : undefined}
        // Unknown (no session loaded) counts as verified: the server has the last word anyway.
        emailVerified={user?.emailVerified ?? true}
        onClose={onClose}
      />
      <DepositFundsDialog
        open={open?.kind === 'deposit' && mpesa}
        signedIn={user !== null}
        onClose={onClose}
      />
      <WithdrawFundsDialog
        open={open?.kind === 'withdraw' && mpesa}
        wallet={wallet}
        signedIn={user !== null}
        onClose={onClose}
      />
    </>
  );
}
