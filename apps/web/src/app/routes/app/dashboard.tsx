import { ArrowLeftRight, Construction, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { cn } from '@/lib/cn';

// Navigation, so links (not buttons) that look like the primary and secondary buttons.
const linkButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors';

/**
 * The trader's home (product-spec.md section 2). The wallet, recent transactions and market
 * overview arrive with later releases; until then their panels say so rather than show figures
 * that are not real.
 */
export default function DashboardRoute() {
  const { user } = useCurrentUser();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Dashboard"
        actions={
          <>
            <Link
              to={paths.dashboard.trade}
              className={cn(linkButton, 'bg-brand-700 text-white hover:bg-brand-800')}
            >
              <ArrowLeftRight aria-hidden className="h-4 w-4" />
              Trade Now
            </Link>
            <Link
              to={paths.dashboard.wallet}
              className={cn(
                linkButton,
                'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
              )}
            >
              <Wallet aria-hidden className="h-4 w-4" />
              Manage Wallet
            </Link>
          </>
        }
      />

      <section
        aria-labelledby="welcome-heading"
        className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm sm:p-6"
      >
        <h2 id="welcome-heading" className="text-xl font-semibold break-words">
          Welcome back, {user?.username}!
        </h2>
        <p className="mt-1 max-w-xl text-sm text-brand-100">
          Buy and sell emerging coins with other traders in Kenyan shillings. Your funds stay in
          escrow until each trade completes.
        </p>
      </section>

      <PlannedPanel title="Wallet">
        Your KES and coin balances, with M-Pesa deposits and withdrawals, arrive with the wallet
        release.
      </PlannedPanel>

      <div className="grid gap-6 lg:grid-cols-2">
        <PlannedPanel title="Recent Transactions">
          Your latest five deposits, withdrawals and trades will show here.
        </PlannedPanel>
        <PlannedPanel title="Market Overview">
          Latest prices, 24-hour change and volume for every coin will show here.
        </PlannedPanel>
      </div>
    </div>
  );
}

function PlannedPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-0 sm:pb-0">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <div className="flex items-start gap-3 p-4 sm:p-6">
        <Construction aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <div className="text-sm">
          <p className="font-medium text-slate-900">Coming soon</p>
          <p className="mt-0.5 text-slate-500">{children}</p>
        </div>
      </div>
    </Card>
  );
}
