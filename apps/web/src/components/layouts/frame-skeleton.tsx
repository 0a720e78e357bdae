import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/*
 * What paints before anything is known: the shape of the signed-in frame (sidebar from 768 px,
 * top and bottom bars below) or of a public page's header, with grey blocks where the content
 * will be. It uses no router, no icons and no data, so it can draw before the page's code, the
 * session or the network has answered (decisions.md 29: never a blank full-screen spinner), and
 * the build writes it into index.html so it shows before any JavaScript has run.
 */
const barClass = 'animate-pulse rounded-md bg-slate-200';

function Mark() {
  return (
    <span
      aria-hidden
      className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-brand-700 text-lg font-bold text-white shadow-sm"
    >
      S
    </span>
  );
}

/** Grey blocks in the rough shape of a page: a title, a row of cards and a list. */
export function ContentSkeleton() {
  return (
    <div aria-hidden className="space-y-6">
      <div className={`${barClass} h-8 w-48`} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className={`${barClass} h-28`} />
        <div className={`${barClass} h-28`} />
        <div className={`${barClass} hidden h-28 lg:block`} />
      </div>
      <div className={`${barClass} h-64`} />
    </div>
  );
}

/** The signed-in frame with `children` (grey blocks unless given) where the page goes. */
export function FrameSkeleton({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`}>
      <div className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white md:flex">
        <div className="flex h-16 shrink-0 items-center gap-2 border-b border-slate-100 px-5">
          <Mark />
          <span className="text-xl font-bold tracking-tight">Soko</span>
        </div>
        <div className="space-y-3 px-5 py-5">
          <div className={`${barClass} h-5 w-32`} />
          <div className={`${barClass} h-5 w-28`} />
          <div className={`${barClass} h-5 w-24`} />
          <div className={`${barClass} h-5 w-28`} />
        </div>
      </div>
      <div className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-2 md:hidden">
        <span className="h-11 w-11" />
        <Mark />
        <span className="text-xl font-bold tracking-tight">Soko</span>
      </div>
      <div className="md:pl-64">
        <div className="mx-auto max-w-6xl px-4 pt-20 pb-24 md:px-8 md:py-8">
          {children ?? <ContentSkeleton />}
        </div>
      </div>
      <div className="fixed inset-x-0 bottom-0 z-30 h-16 border-t border-slate-200 bg-white md:hidden" />
    </div>
  );
}

/** A public page (market orders, trade) before its code has arrived: its header and blocks. */
export function PublicSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} className="min-h-screen bg-slate-50">
      <div className="h-16 border-b border-slate-200/80 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
          <Mark />
          <span className="text-xl font-bold tracking-tight">Soko</span>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <ContentSkeleton />
      </div>
    </div>
  );
}
