import type { Wallet } from '@soko/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toasts';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { readOfflineSnapshot } from '@/lib/offline-snapshot';
import { useStillPending } from '@/lib/use-still-loading';
import { usePendingDeposits } from '../api/get-pending-deposits';
import { useWallets } from '../api/get-wallets';
import { WalletCard } from './wallet-card';
import { WalletMenu } from './wallet-menus';
import { pendingDepositsByCurrency, shownWallets } from '../lib/wallet-rules';

export interface WalletActions {
  onDeposit: (wallet: Wallet) => void;
  onWithdraw: (wallet: Wallet) => void;
}

interface WalletPanelProps extends WalletActions {
  /** The dashboard shows only what holds money, the rest behind "Show all" (issue 16). */
  collapseEmpty?: boolean;
}

/**
 * The wallet panel of the dashboard and My Wallet (product-spec.md section 2): the Deposit and
 * Withdraw dropdowns, then one expandable card per currency. The dialogs themselves belong to
 * other features; the page that shows this panel passes the handlers that open them.
 */
export function WalletPanel({ onDeposit, onWithdraw, collapseEmpty = false }: WalletPanelProps) {
  const { t } = useLingui();
  const wallets = useWallets();
  const pending = useStillPending(wallets);
  const [showAll, setShowAll] = useState(false);
  // product-spec.md section 8: the failure is also toasted (after the query's own retries).
  useEffect(() => {
    if (wallets.isError) toast.error(t`Failed to load wallet data`, { id: 'wallet-load-error' });
  }, [wallets.isError, t]);
  return (
    <section aria-labelledby="wallet-panel-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="wallet-panel-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Balances</Trans>
        </h2>
        <div className="flex gap-2">
          <WalletMenu action="deposit" wallets={wallets.data ?? []} onChoose={onDeposit} />
          <WalletMenu action="withdraw" wallets={wallets.data ?? []} onChoose={onWithdraw} />
        </div>
      </div>
      {pending ? (
        <WalletSkeletons />
      ) : wallets.isError ? (
        <Card>
          <ErrorState
            title={t`Failed to load wallet data. Please try again.`}
            // The spec's Retry reloads the page: a fresh start also renews an expired session.
            onRetry={() => window.location.reload()}
          />
        </Card>
      ) : wallets.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-500">
          <Inbox aria-hidden className="h-6 w-6 text-slate-400" />
          <Trans>No wallets found. Please contact support if you believe this is an error.</Trans>
        </Card>
      ) : (
        <WalletList
          wallets={wallets.data}
          collapseEmpty={collapseEmpty && !showAll}
          onToggle={collapseEmpty ? () => setShowAll((shown) => !shown) : undefined}
          onDeposit={onDeposit}
          onWithdraw={onWithdraw}
        />
      )}
    </section>
  );
}

function WalletList({
  wallets,
  collapseEmpty,
  onToggle,
  onDeposit,
  onWithdraw,
}: WalletActions & { wallets: Wallet[]; collapseEmpty: boolean; onToggle?: () => void }) {
  const pending = pendingDepositsByCurrency(usePendingDeposits().data?.items ?? []);
  // A wallet with a deposit on its way is not empty to its owner: it shows even when collapsed.
  const { shown, hidden } = shownWallets(wallets, collapseEmpty, new Set(pending.keys()));
  // The toggle stays once opened (to fold the list again), but only when there is something to fold.
  const foldable =
    onToggle !== undefined && shownWallets(wallets, true, new Set(pending.keys())).hidden > 0;
  return (
    <>
      <ul className="grid items-start gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((wallet) => (
          <li key={wallet.currency}>
            <WalletCard
              wallet={wallet}
              pendingDeposit={pending.get(wallet.currency)}
              onDeposit={onDeposit}
              onWithdraw={onWithdraw}
            />
          </li>
        ))}
      </ul>
      {foldable ? (
        <Button variant="secondary" className="w-full sm:w-auto" onClick={onToggle}>
          {hidden > 0 ? (
            <Trans>Show all ({hidden} more at zero)</Trans>
          ) : (
            <Trans>Hide zero balances</Trans>
          )}
        </Button>
      ) : null}
    </>
  );
}

/**
 * As many grey cards as this browser last saw wallets (the offline copy keeps them), else six (KES
 * and the usual coins): fewer would let the cards that arrive push the page below them down.
 */
function skeletonCount(): number {
  return readOfflineSnapshot()?.balances.length || 6;
}

function WalletSkeletons() {
  return (
    <ul aria-busy className="grid items-start gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: skeletonCount() }, (_, index) => (
        <li key={index} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-center gap-3">
            <Skeleton className="h-10 w-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-16" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
          <Skeleton className="mt-4 h-3 w-14" />
          <Skeleton className="mt-2 h-6 w-40" />
        </li>
      ))}
      <li className="sr-only" role="status">
        <Trans>Loading wallet...</Trans>
      </li>
    </ul>
  );
}
