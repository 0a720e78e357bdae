import { DashboardSkeleton } from './dashboard-skeleton';
import { FrameSkeleton, PublicSkeleton } from './frame-skeleton';
import { TradeSkeleton } from './trade-skeleton';
import { WalletSkeleton } from './wallet-skeleton';

/** The frame that fits a path, for the moment before the router has drawn anything. */
export function SkeletonFor({ pathname }: { pathname: string }) {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/dashboard') return <DashboardSkeleton />;
  if (path === '/dashboard/wallet') return <WalletSkeleton />;
  if (path === '/dashboard/trade') return <TradeSkeleton />;
  const framed = /^\/(dashboard|admin)(\/|$)/.test(pathname);
  return framed ? <FrameSkeleton /> : <PublicSkeleton />;
}
