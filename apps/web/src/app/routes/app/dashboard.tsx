import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useMoneyDialogs } from '@/app/money-dialogs';
import { WelcomeBanner } from '@/components/layouts/welcome-banner';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { marketQuery } from '@/features/market/api/get-market';
import { MarketOverviewCard } from '@/features/market/components/market-overview-card';
import {
  recentTransactionsQuery,
  useRecentTransactions,
} from '@/features/transactions/api/get-transactions';
import { RecentTransactionsCard } from '@/features/transactions/components/recent-transactions-card';
import { greeting } from '@/features/transactions/lib/greeting';
import { walletTotalQuery } from '@/features/wallet/api/get-wallet-total';
import { prefetchWalletPanel } from '@/features/wallet/api/prefetch-wallet-panel';
import { TotalBalanceCard } from '@/features/wallet/components/total-balance-card';
import { WalletPanel } from '@/features/wallet/components/wallet-panel';

/** Its cards' queries, asked for with the page's code (app/route-boundary.tsx). */
export function prefetch(client: QueryClient) {
  void client.prefetchQuery(walletTotalQuery);
  prefetchWalletPanel(client);
  void client.prefetchQuery(recentTransactionsQuery);
  void client.prefetchQuery(marketQuery);
}

/** The trader's home (product-spec.md section 2). */
export default function DashboardRoute() {
  const { t } = useLingui();
  const { openDeposit, openWithdraw, dialogs } = useMoneyDialogs();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Dashboard`}
        actions={
          <>
            <Button asChild>
              <Link to={paths.dashboard.trade}>
                <ArrowLeftRight aria-hidden className="h-4 w-4" />
                <Trans>Trade Now</Trans>
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.dashboard.wallet}>
                <Wallet aria-hidden className="h-4 w-4" />
                <Trans>Manage Wallet</Trans>
              </Link>
            </Button>
          </>
        }
      />

      <TotalBalanceCard />

      <DashboardGreeting />

      <WalletPanel onDeposit={openDeposit} onWithdraw={openWithdraw} collapseEmpty />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <RecentTransactionsCard />
        <MarketOverviewCard />
      </div>
      {dialogs}
    </div>
  );
}

/**
 * Its own component: the greeting waits for the transactions' count, and only it re-renders when
 * they arrive, not the whole page in one blocking task.
 */
function DashboardGreeting() {
  const { user } = useCurrentUser();
  const recent = useRecentTransactions();
  return <WelcomeBanner heading={greeting(user?.username, recent.data?.total)} />;
}
