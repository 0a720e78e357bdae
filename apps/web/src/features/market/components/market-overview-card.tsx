import { Trans, useLingui } from '@lingui/react/macro';
import type { MarketRow } from '@soko/shared';
import { BarChart3 } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { paths } from '@/config/paths';
import { formatKes } from '@/lib/format';
import { useStillPending } from '@/lib/use-still-loading';
import { useMarket } from '../api/get-market';
import { pairSlug } from '../lib/market-search';
import { ChangeFigure } from './change-figure';
import { CoinIcon } from '@/components/ui/coin-icon';

/** The trade screen inside the dashboard, opened on a pair (features/trade reads ?pair=). */
const dashboardTradeHref = (row: MarketRow) =>
  `${paths.dashboard.trade}?${new URLSearchParams({ pair: pairSlug(row.base, row.quote) }).toString()}`;

/**
 * The dashboard's Market Overview (product-spec.md section 2): each coin's KES pair with its
 * latest price, 24-hour change and volume, refreshed with the market every 30 s.
 */
export function MarketOverviewCard() {
  const { t } = useLingui();
  const market = useMarket();
  const pending = useStillPending(market);
  const rows = (market.data ?? []).filter((row) => row.quote === 'KES' && row.base !== 'KES');
  return (
    // min-w-0: the dashboard grid may squeeze the card to a phone's width; texts wrap instead.
    <Card className="min-w-0">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0 pb-2 sm:pb-2">
        <CardTitle>
          <Trans>Market Overview</Trans>
        </CardTitle>
        <Link
          to={paths.marketOrders}
          className="inline-flex min-h-11 shrink-0 items-center text-sm font-medium whitespace-nowrap text-brand-700 hover:underline"
        >
          <Trans>View Markets</Trans>
        </Link>
      </CardHeader>
      {pending ? (
        <OverviewSkeleton />
      ) : market.isError && !market.data ? (
        <ErrorState
          title={t`Failed to load market data`}
          message={t`Please try again.`}
          onRetry={() => void market.refetch()}
        />
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-500">
          <BarChart3 aria-hidden className="h-6 w-6 text-slate-400" />
          <Trans>No market data available</Trans>
        </div>
      ) : (
        <ul aria-label={t`Markets`} className="divide-y divide-slate-100 px-4 pb-2 sm:px-6">
          {rows.map((row) => (
            <li key={row.pairId}>
              <OverviewRow row={row} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * Memoised: the card re-renders when the market channel joins or drops (it polls only while the
 * push is down), and a row whose data did not change (React Query keeps unchanged rows as the
 * same objects) need not be drawn again.
 */
const OverviewRow = memo(function OverviewRow({ row }: { row: MarketRow }) {
  const { t } = useLingui();
  const volume = formatKes(row.volume24h);
  const base = row.base;
  return (
    // Wraps: when the name, the price and the trade button do not fit on one line (a phone, and
    // "Fanya biashara" is twice "Trade"), the button moves under them instead of squeezing the
    // name to a letter or two a line.
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <CoinIcon symbol={row.base} iconUrl={row.iconUrl} />
      <div className="min-w-[7rem] flex-1">
        {/* Wrapped, never cut (issue 16): a phone shows the whole name and volume. */}
        <p className="font-semibold break-words text-slate-900">
          {row.base}
          {/* Below the symbol on a phone, so a long name wraps between words, not inside one. */}
          <span className="block text-xs font-normal text-slate-500 sm:ml-1.5 sm:inline">
            {row.name}
          </span>
        </p>
        <p className="text-xs break-words text-slate-500 tabular-nums">
          <Trans>Vol 24h {volume}</Trans>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end text-sm">
        {row.latestPrice ? (
          <>
            <span className="font-medium text-slate-900 tabular-nums">
              {formatKes(row.latestPrice)}
            </span>
            <ChangeFigure change={row.changePercentage24h} className="text-xs" />
          </>
        ) : (
          // No trade yet: no price and no change, one dash says both.
          <span className="text-slate-500" title={t`No trades yet`}>
            —
            <span className="sr-only">
              <Trans>No trades yet</Trans>
            </span>
          </span>
        )}
      </div>
      <Button asChild size="sm" variant="secondary" className="ml-auto">
        <Link to={dashboardTradeHref(row)}>
          <Trans>
            Trade<span className="sr-only"> {base}</span>
          </Trans>
        </Link>
      </Button>
    </div>
  );
});

function OverviewSkeleton() {
  return (
    <div className="divide-y divide-slate-100 px-4 pb-2 sm:px-6">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} aria-hidden className="flex items-center gap-3 py-3">
          <Skeleton className="h-9 w-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3 w-32" />
          </div>
          <Skeleton className="h-9 w-16 rounded-lg" />
        </div>
      ))}
      <p role="status" className="sr-only">
        <Trans>Loading market data...</Trans>
      </p>
    </div>
  );
}
