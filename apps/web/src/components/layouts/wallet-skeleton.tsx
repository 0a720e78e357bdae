import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ContentSkeleton, FrameSkeleton } from './frame-skeleton';

/**
 * /dashboard/wallet before its code and data: its header with the title and the line under it,
 * which is the page's largest text, so the pre-rendered frame paints the page's LCP at once.
 */
export function WalletSkeleton() {
  const { t } = useLingui();
  return (
    <FrameSkeleton>
      <div className="space-y-8">
        <PageHeader
          title={t`My Wallet`}
          description={t`Your balances, deposits and withdrawals.`}
          actions={<Skeleton className="h-11 w-44 rounded-lg" />}
        />
        <ContentSkeleton />
      </div>
    </FrameSkeleton>
  );
}
