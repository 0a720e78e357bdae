import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { FrameSkeleton } from './frame-skeleton';
import { WelcomeBanner } from './welcome-banner';

/**
 * /dashboard before its code, session and balances have arrived, in the page's own shape: the
 * title, the two buttons, the total balance card at the height it keeps while loading, and the
 * welcome banner with its text. The build writes it into the dashboard's own frame file, so the
 * first response paints the page's largest text, and nothing moves when the page takes over.
 */
export function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <FrameSkeleton>
      <div className="space-y-6">
        <PageHeader
          title={t`Dashboard`}
          actions={
            <>
              <Skeleton className="h-11 w-36 rounded-lg" />
              <Skeleton className="h-11 w-40 rounded-lg" />
            </>
          }
        />
        {/* The total balance card's loading state, line for line and with its texts (they wrap
            as the card's do): features/wallet/components/total-balance-card.tsx. */}
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 className="text-sm font-medium text-slate-500">{t`Total balance`}</h2>
          <Skeleton className="mt-1 h-8 w-48 sm:h-9" />
          <p className="mt-1 text-xs text-slate-500">
            <Trans>Available and held, coins at their last KES trade price.</Trans>
          </p>
          <Skeleton className="mt-2 h-4 w-56" />
        </div>
        <WelcomeBanner heading={<Skeleton className="h-7 w-56 max-w-full bg-white/20" />} />
        <Skeleton className="h-64" />
      </div>
    </FrameSkeleton>
  );
}
