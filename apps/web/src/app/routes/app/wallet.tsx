import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useMoneyDialogs } from '@/app/money-dialogs';
import { PageHeader } from '@/components/ui/page-header';
import { WithdrawalPauseNotice } from '@/components/withdrawal-pause-notice';
import { paths } from '@/config/paths';
import { recentTransactionsQuery } from '@/features/transactions/api/get-transactions';
import { RecentTransactionsCard } from '@/features/transactions/components/recent-transactions-card';
import { prefetchWalletPanel } from '@/features/wallet/api/prefetch-wallet-panel';
import { ManageAssetsMenu } from '@/features/wallet/components/manage-assets-menu';
import { WalletPanel } from '@/features/wallet/components/wallet-panel';

const textLinkClass =
  'inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline';

/** Its panels' queries, asked for with the page's code (app/route-boundary.tsx). */
export function prefetch(client: QueryClient) {
  prefetchWalletPanel(client);
  void client.prefetchQuery(recentTransactionsQuery);
}

/** My Wallet (product-spec.md section 2). */
export default function WalletRoute() {
  const { t } = useLingui();
  const { openDeposit, openWithdraw, dialogs } = useMoneyDialogs();
  return (
    <div className="space-y-8">
      <PageHeader
        title={t`My Wallet`}
        description={t`Your balances, deposits and withdrawals.`}
        actions={<ManageAssetsMenu />}
      />
      <WithdrawalPauseNotice />
      <WalletPanel onDeposit={openDeposit} onWithdraw={openWithdraw} />
      <section aria-labelledby="history-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Transaction History</Trans>
          </h2>
          <div className="flex flex-wrap gap-x-4">
            <Link to={paths.dashboard.transactions} className={textLinkClass}>
              <Trans>Full history</Trans>
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
            <Link to={paths.dashboard.withdrawals} className={textLinkClass}>
              <Trans>My Withdrawals</Trans>
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
          </div>
        </div>
        <RecentTransactionsCard />
      </section>
      {dialogs}
    </div>
  );
}
