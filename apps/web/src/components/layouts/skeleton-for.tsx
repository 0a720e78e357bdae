import { DashboardSkeleton } from './dashboard-skeleton';
import { FrameSkeleton, PublicSkeleton } from './frame-skeleton';

/** The frame that fits a path, for the moment before the router has drawn anything. */
export function SkeletonFor({ pathname }: { pathname: string }) {
  if (/^\/dashboard\/?$/.test(pathname)) return <DashboardSkeleton />;
  const framed = /^\/(dashboard|admin)(\/|$)/.test(pathname);
  return framed ? <FrameSkeleton /> : <PublicSkeleton />;
}
