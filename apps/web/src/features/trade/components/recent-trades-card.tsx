import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicTrade } from '@soko/shared';
import { memo } from 'react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useRecentTrades } from '../api/get-market-data';
import { amountFigure, priceFigure, tradeTime } from '../lib/trade-format';

/** The pair's latest fills, newest first; green when a buyer took, red when a seller did. */
export function RecentTradesCard({ base, quote }: { base: string; quote: string }) {
  const { t } = useLingui();
  const trades = useRecentTrades(base, quote);
  let body: React.ReactNode;
  if (trades.isPending) {
    body = (
      <div className="space-y-2 px-4 pb-4 sm:px-6" role="status" aria-label={t`Loading trades`}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-5 w-full" />
        ))}
      </div>
    );
  } else if (trades.isError) {
    body = <ErrorState title={t`Failed to load trades`} onRetry={() => void trades.refetch()} />;
  } else if (trades.data.length === 0) {
    body = (
      <EmptyState>
        <Trans>No trades yet.</Trans>
      </EmptyState>
    );
  } else {
    body = (
      <div className="px-4 pb-3 text-sm sm:px-6">
        <div className="grid grid-cols-3 gap-2 py-1 text-xs font-medium text-slate-500">
          <span>
            <Trans>Price ({quote})</Trans>
          </span>
          <span className="text-right">
            <Trans>Amount ({base})</Trans>
          </span>
          <span className="text-right">
            <Trans>Time</Trans>
          </span>
        </div>
        {/* Focusable: the list scrolls on its own, and a keyboard has no other way to reach the
            older trades (WCAG 2.1.1). */}
        <ul tabIndex={0} aria-label={t`Recent trades`} className="max-h-72 overflow-y-auto">
          {trades.data.map((trade) => (
            <TradeRow key={trade.id} trade={trade} />
          ))}
        </ul>
      </div>
    );
  }
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle>
          <Trans>Recent Trades</Trans>
        </CardTitle>
      </CardHeader>
      {body}
    </Card>
  );
}

/**
 * Memoised: the card re-renders when its pair's channel joins or drops (it polls only while the
 * push is down), and a trade already listed (React Query keeps unchanged rows as the same
 * objects) need not be drawn again.
 */
const TradeRow = memo(function TradeRow({ trade }: { trade: PublicTrade }) {
  // Through useLingui, a new language still redraws the row (its figures and time follow it).
  const { t } = useLingui();
  return (
    <li className="grid min-h-8 grid-cols-3 items-center gap-2 tabular-nums">
      <span
        className={cn(
          'font-medium',
          trade.takerSide === 'buy' ? 'text-emerald-700' : 'text-red-600',
        )}
      >
        <span className="sr-only">{trade.takerSide === 'buy' ? t`Bought at` : t`Sold at`} </span>
        {priceFigure(trade.price)}
      </span>
      <span className="text-right text-slate-800">{amountFigure(trade.amount)}</span>
      <time
        dateTime={trade.createdAt}
        title={formatDateTime(trade.createdAt)}
        className="text-right text-xs text-slate-500"
      >
        {tradeTime(trade.createdAt)}
      </time>
    </li>
  );
});
