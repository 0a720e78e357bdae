import { Trans, useLingui } from '@lingui/react/macro';
import type { MarketOrderCard } from '@soko/shared';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCoinAmount, formatQuote } from '@/lib/format';
import { makerSummary } from '../lib/market-figures';
import { filledPercent, limitRange, takerSideOf } from '../lib/take-amount';

/** Amounts on the cards: the order step has 6 decimals (product-spec.md section 9). */

interface OrderCardProps {
  order: MarketOrderCard;
  /** Opens the execute dialog; undefined for a visitor, who is sent to log in instead. */
  onTake: ((order: MarketOrderCard) => void) | undefined;
  /** Where a visitor logs in; null for a signed-in admin, who does not trade. */
  loginHref: string | null;
}

/** One order on the Market orders screen (product-spec.md section 2). */
export function OrderCard({ order, onTake, loginHref }: OrderCardProps) {
  const { t } = useLingui();
  const buying = takerSideOf(order.side) === 'buy';
  const range = limitRange(order);
  const filled = filledPercent(order);
  const maker = makerSummary(order.maker);
  const base = order.base;
  const lowest = formatQuote(range.min, order.quote);
  const highest = formatQuote(range.max, order.quote);
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700 uppercase"
        >
          {order.username.slice(0, 1)}
        </span>
        <div className="min-w-0 flex-1">
          {/* h2: the cards sit straight under the page's h1, and a skipped level reads as a
              missing section to a screen reader's heading list. */}
          <h2 className="truncate font-semibold text-slate-900">{order.username}</h2>
          <p className="text-xs text-slate-500">
            {maker.trades}
            {maker.rate ? ` · ${maker.rate}` : null}
          </p>
        </div>
        <Badge tone="brand">
          {order.base}/{order.quote}
        </Badge>
      </div>

      <p className="mt-4 text-xl font-bold text-slate-900 tabular-nums">
        {formatQuote(order.price, order.quote)}
        <span className="ml-1 text-sm font-normal text-slate-500">
          <Trans>per {base}</Trans>
        </span>
      </p>

      <dl className="mt-3 space-y-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500">
            <Trans context="what is left on an order">Available</Trans>
          </dt>
          <dd className="text-right font-medium text-slate-900 tabular-nums">
            {formatCoinAmount(order.amount)} {base}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500">
            <Trans>Limit</Trans>
          </dt>
          <dd className="text-right text-slate-900 tabular-nums">
            {lowest} – {highest}
          </dd>
        </div>
      </dl>

      <div className="mt-3">
        <div className="mb-1 flex justify-between text-xs text-slate-500">
          <span>
            {/* Not the order status "Filled" (Imekamilika): how much of it has been taken. */}
            <Trans context="share of an order taken">Filled</Trans>
          </span>
          <span className="tabular-nums">{filled}%</span>
        </div>
        <Progress value={filled} label={t`${filled}% of this order filled`} />
      </div>

      <div className="mt-auto pt-4">
        <TakeAction order={order} buying={buying} onTake={onTake} loginHref={loginHref} />
      </div>
    </Card>
  );
}

/** Buy or Sell for a trader, Log in for a visitor, a note for an admin. */
function TakeAction({
  order,
  buying,
  onTake,
  loginHref,
}: Omit<OrderCardProps, 'order'> & { order: MarketOrderCard; buying: boolean }) {
  const { base, username } = order;
  if (onTake) {
    return (
      <Button
        className="w-full"
        variant={buying ? 'primary' : 'secondary'}
        onClick={() => onTake(order)}
      >
        {buying ? (
          <Trans>
            Buy {base}
            <span className="sr-only"> from the order of {username}</span>
          </Trans>
        ) : (
          <Trans>
            Sell {base}
            <span className="sr-only"> from the order of {username}</span>
          </Trans>
        )}
      </Button>
    );
  }
  if (loginHref === null) {
    return (
      <p className="text-center text-xs text-slate-500">
        <Trans>Only trader accounts can trade.</Trans>
      </p>
    );
  }
  return (
    <Button asChild variant="secondary" className="w-full">
      <Link to={loginHref}>
        <LogIn aria-hidden className="h-4 w-4" />
        {buying ? <Trans>Log in to buy</Trans> : <Trans>Log in to sell</Trans>}
      </Link>
    </Button>
  );
}

export function OrderCardSkeleton() {
  return (
    <Card aria-hidden className="p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="h-9 w-9 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-3 w-32" />
        </div>
      </div>
      <Skeleton className="mt-4 h-6 w-32" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-4 h-2 w-full" />
      <Skeleton className="mt-4 h-11 w-full rounded-lg" />
    </Card>
  );
}
