import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftRight, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useMoneyDialogs } from '@/app/money-dialogs';
import { WelcomeBanner } from '@/components/layouts/welcome-banner';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { MarketOverviewCard } from '@/features/market/components/market-overview-card';
import { useRecentTransactions } from '@/features/transactions/api/get-transactions';
import { RecentTransactionsCard } from '@/features/transactions/components/recent-transactions-card';
import { greeting } from '@/features/transactions/lib/greeting';
import { TotalBalanceCard } from '@/features/wallet/components/total-balance-card';
import { WalletPanel } from '@/features/wallet/components/wallet-panel';

/** The trader's home (product-spec.md section 2). */
export default function DashboardRoute() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const recent = useRecentTransactions();
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

      <WelcomeBanner heading={greeting(user?.username, recent.data?.total)} />

      <WalletPanel onDeposit={openDeposit} onWithdraw={openWithdraw} collapseEmpty />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <RecentTransactionsCard />
        <MarketOverviewCard />
      </div>
      {dialogs}
    </div>
  );
}
