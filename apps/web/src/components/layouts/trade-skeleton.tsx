import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { FrameSkeleton } from './frame-skeleton';

/*
 * /dashboard/trade before its code, session and pairs have arrived, drawn in the page's own shape
 * (features/trade/components/trade-screen.tsx and create-order-card.tsx, class for class). The
 * Create Order card keeps every text that does not depend on the pair, in the place it will keep:
 * on a phone the largest text on screen is the "Minimum per trade" hint, so the pre-rendered frame
 * paints the page's LCP at once and the real card, drawn over it, is no larger. What names the
 * pair (labels, the Buy button, the fee sentence) is a grey bar of the same line height, so
 * nothing below moves when the pairs arrive. No radix and no icons: this is in the first bundle.
 */
const cardClass = 'rounded-xl border border-slate-200 bg-white shadow-sm';
const cardHeaderClass = 'space-y-1 p-4 sm:p-6 pb-2 sm:pb-2';
const cardTitleClass = 'text-lg font-semibold text-slate-900';
const inputClass = 'h-11 w-full rounded-lg border border-slate-300 bg-white';

export function TradeSkeleton() {
  const { t } = useLingui();
  return (
    <FrameSkeleton>
      <PageHeader title={t`Trade`} />
      {/* The tab list as ui/tabs.tsx draws it, the Trade tab chosen. */}
      <div className="flex w-fit max-w-full gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1">
        <span className="inline-flex h-9 shrink-0 items-center justify-center rounded-md bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-900 shadow-sm max-md:min-h-11">
          <Trans>Trade</Trans>
        </span>
        <span className="inline-flex h-9 shrink-0 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-slate-600 max-md:min-h-11">
          <Trans>Market Overview</Trans>
        </span>
      </div>
      <div className="mt-4">
        <TradeTabSkeleton />
      </div>
    </FrameSkeleton>
  );
}

/** The Trade tab while the pairs load: the trade screen draws this too, so nothing jumps. */
export function TradeTabSkeleton() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6 lg:order-2">
        <CreateOrderSkeleton />
        <TitledCardSkeleton title={<Trans>Order Book</Trans>} bodyClass="h-72 px-4 pb-4 sm:px-6" />
      </div>
      <div className="min-w-0 space-y-6 lg:order-1">
        {/* The chart's box is price-chart-card.tsx's, padding included. */}
        <TitledCardSkeleton
          title={<Trans>Price Chart</Trans>}
          bodyClass="h-64 px-2 pb-4 sm:h-80 sm:px-4"
        />
        <TitledCardSkeleton
          title={<Trans>Recent Trades</Trans>}
          bodyClass="h-44 px-4 pb-4 sm:px-6"
        />
      </div>
    </div>
  );
}

function CreateOrderSkeleton() {
  const { t } = useLingui();
  return (
    <div className={cardClass}>
      <div className={cardHeaderClass}>
        <h2 className={cardTitleClass}>
          <Trans>Create Order</Trans>
        </h2>
      </div>
      <div className="space-y-4 p-4 pt-0 sm:p-6 sm:pt-0">
        {/* A new order starts as a buy (features/trade/hooks/use-order-form.ts). */}
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
          <span className="grid h-10 place-items-center rounded-md bg-emerald-700 text-sm font-semibold text-white max-md:h-11">
            <Trans>Buy</Trans>
          </span>
          <span className="grid h-10 place-items-center rounded-md text-sm font-semibold text-slate-600 max-md:h-11">
            <Trans>Sell</Trans>
          </span>
        </div>
        <div className="space-y-1">
          <p className="block text-xs font-medium text-slate-600">{t`Trading pair`}</p>
          <div className={inputClass} />
        </div>
        {/* While the balances load the amount's hint is its step, as the card shows it. */}
        <FieldSkeleton hint={t`Steps of 0.000001`} max={t`MAX`} />
        <FieldSkeleton hint={t`Steps of 0.01`} />
        <FieldSkeleton hint={t`The smallest amount one trader may take from your order`} />
        <div className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
          <PreviewLine label={<Trans>Total</Trans>} />
          <PreviewLine label={<Trans>Fee (up to)</Trans>} />
          <PreviewLine label={<Trans>You receive (at least)</Trans>} />
          {/* The fee sentence names the pair's currencies and rates: three lines of text-xs. */}
          <div aria-hidden className="flex h-12 flex-col justify-around">
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
        <Skeleton className="h-11 w-full rounded-lg" />
      </div>
    </div>
  );
}

/** A form field whose label names the pair: a bar in the label's line, the box, the hint. */
function FieldSkeleton({ hint, max }: { hint: string; max?: string }) {
  return (
    <div className="space-y-1.5">
      <div className="flex h-5 items-center">
        <Skeleton className="h-4 w-40" />
      </div>
      <div className="flex gap-2">
        <div className={inputClass} />
        {max ? (
          <span className="inline-flex h-11 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 px-4 text-sm font-medium text-slate-400">
            {max}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-slate-500">{hint}</p>
    </div>
  );
}

function PreviewLine({ label }: { label: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span className="text-slate-600">{label}</span>
      <span className="font-semibold text-slate-900">—</span>
    </div>
  );
}

function TitledCardSkeleton({ title, bodyClass }: { title: ReactNode; bodyClass: string }) {
  return (
    <div className={cardClass}>
      <div className={cardHeaderClass}>
        <h2 className={cardTitleClass}>{title}</h2>
        <Skeleton className="h-5 w-32" />
      </div>
      <div className={bodyClass}>
        <Skeleton className="h-full w-full" />
      </div>
    </div>
  );
}
